// Builds the whole core from ports (conventions 6): the one composition both hosts share, so Electron
// (electron/main/wiring.ts: safeStorage, electron-store, shell) and browser mode
// (electron/browser/cli.ts: key-file cipher, conf, xdg-open) run the same handlers.
import path from 'node:path';
import type { AppMode } from '../../../shared/ipc/app-info-schema';
import { ok, type ErrorDetails } from '../../../shared/result';
import { AuthSession } from '../auth/auth-session';
import { TokenVault } from '../auth/token-vault';
import { storedSessionEnds } from '../auth/session-ends';
import { createEnvironmentEditor } from '../environments/environment-editor';
import { loadEnvironmentsSettingAside } from '../environments/environment-set-aside';
import { createEnvironmentRegistry } from '../environments/environment-registry';
import { sandboxEnvironmentId } from '../environments/sandbox-environment';
import { createEventHub, type EventHub } from '../ipc/event-hub';
import type { Handlers } from '../ipc/handlers';
import type { Cipher, Clock, Fetch, KeyValueStore, Logger, OpenExternal } from '../ports';
import { checkEnvironmentSwitch } from './environment-switch-guard';
import { readOnlyHandlers } from './read-only-handlers';
import { guardOpenExternal, helpLinks } from './external-url-policy';
import { appHandlers } from './handlers/app-handlers';
import { authHandlers } from './handlers/auth-handlers';
import { draftHandlers } from './handlers/draft-handlers';
import { environmentHandlers } from './handlers/environment-handlers';
import { outboxHandlers } from './handlers/outbox-handlers';
import { transferHandlers } from './handlers/transfer-handlers';
import { supportHandlers } from './handlers/support-handlers';
import { retentionHandlers } from './handlers/retention-handlers';
import { signingHandlers } from './handlers/signing-handlers';
import { createSigningService } from '../signing/signing-service';
import { isSignatureRequiredIn } from '../../../shared/review/agreement';
import { documentHandlers } from './handlers/document-handlers';
import { fileHandlers } from './handlers/file-handlers';
import { createReplaceConsent } from './replace-consent';
import type { ChooseSavePathRequest } from '../../../shared/files/save-path-schema';
import { placeHandlers } from './handlers/place-handlers';
import { categoryHandlers } from './handlers/category-handlers';
import { removeDocumentFolder } from '../documents/document-files';
import { createDocumentHolder } from '../documents/document-holder';
import { removeDocumentsOnPurge, sweepDocuments } from '../documents/document-upkeep';
import { fileRetentionNotices } from '../retention/retention-notices';
import { createRetentionService } from '../retention/retention-service';
import { transferStatusOf } from '../status/handled-transfer';
import { createTransferService } from '../transfer/transfer-service';
import { createSandboxLifecycle, type StartSandbox } from './sandbox-lifecycle';
import { setAsideSince } from '../storage/set-aside-notices';
import { createSettingsService } from './settings-service';
import { createAppliedPolicy } from './applied-policy';
import { createManagedEnvironmentMarks } from './managed-environment-marks';
import { policyHandlers } from './handlers/policy-handlers';
import type { PolicyService } from '../policy/policy-service-api';
import { createInviteCatalogue } from './invite-catalogue';
import { catalogueHandlers } from './handlers/catalogue-handlers';
import { trackAppUpdate } from './update-state';
import { createWorkspaceHolder, withOpenWorkspace } from './workspace';
import { createOnlineSignal, gatedFetch } from './online-signal';
import { documentsRootOf } from '../documents/document-files';
import { createPolicyService } from '../policy/policy-service';
import type { PolicySourceReader } from '../policy/policy-source';

export interface CorePorts {
  cipher: Cipher;
  store: KeyValueStore;
  /** The platform's raw opener; wrapped here by the allow-list before core sees it. */
  openExternal: OpenExternal;
  fetch: Fetch;
  clock: Clock;
  logger: Logger;
  /**
   * The system save dialog (Electron, decisions 77): the chosen file, or null when cancelled.
   * Absent in browser mode, whose screens name the file by its path.
   */
  chooseSavePath?: (request: ChooseSavePathRequest) => Promise<string | null>;
  /** The OS's online signal (Electron net.isOnline); absent means "assume online". */
  watchOnline?: (listener: (isOnline: boolean) => void) => () => void;
}

export interface BuildServicesOptions {
  ports: CorePorts;
  dataDir: string;
  mode: AppMode;
  app: { name: string; version: string; platform: string };
  startSandbox: StartSandbox;
  /** Remote environments file; default <dataDir>/environments.json. */
  environmentsFile?: string;
  /**
   * When this start began (epoch ms), so files the host set aside before building core (a
   * damaged settings file) are reported too; default now.
   */
  startedAt?: number;
  /** Where the log files are, for the support bundle; default <dataDir>/logs (browser mode). */
  logDir?: string;
  /** Why the data folder cannot be written, when it cannot: the app opens read-only. */
  readOnlyReason?: string;
  /** The same as data (the folder, the system's code), for the refusals' words. */
  readOnlyDetails?: ErrorDetails;
  /**
   * Where the organisation's policy is read, in order (decisions 83): the platform's places in
   * Electron (policy/platform-sources.ts), `--policy FILE` alone in browser mode; none, no policy.
   */
  policySources?: readonly PolicySourceReader[];
  /**
   * A policy service already built, used instead of reading `policySources`: for tests that set
   * a policy value directly and for wiring that shares one service.
   */
  policy?: PolicyService;
}

export interface Services {
  handlers: Handlers;
  eventHub: EventHub;
  /** openExternal behind the allow-list, for window.open and menu links. */
  openExternal: OpenExternal;
  /** The organisation's policy as read (decisions 83); closed by dispose. */
  policy: PolicyService;
  dispose(): Promise<void>;
}

export async function buildServices(options: BuildServicesOptions): Promise<Services> {
  const { ports, dataDir } = options;
  const { logger, clock } = ports;
  const eventHub = createEventHub(logger);
  const update = trackAppUpdate(eventHub);
  const startedAt = options.startedAt ?? clock.now();
  // Read before anything else is built, so what is built starts from the applied policy.
  const policy =
    options.policy ?? createPolicyService({ sources: options.policySources ?? [], clock, logger });
  if (options.policy === undefined) await policy.refresh();
  // On a read-only folder the sandbox cannot keep its merchants: said plainly, not tried.
  const startSandbox: StartSandbox =
    options.readOnlyReason === undefined
      ? options.startSandbox
      : () => Promise.reject(Object.assign(new Error('read-only data folder'), { code: 'EROFS' }));
  const sandbox = createSandboxLifecycle(startSandbox, path.join(dataDir, 'sandbox'), logger);

  const environmentsFile = options.environmentsFile ?? path.join(dataDir, 'environments.json');
  const remote = await loadEnvironmentsSettingAside({
    file: environmentsFile,
    now: () => clock.now(),
    logger,
    canWrite: options.readOnlyReason === undefined,
  });
  // The organisation's settings over the agent's (decisions 84): the registry lists its
  // environments and the settings service answers its values; both read it on every question.
  const vault = new TokenVault({ store: ports.store, cipher: ports.cipher, logger });
  // Until the session exists (the first comparison, at start) the vault alone holds sign-ins.
  let forgetCredentials = (id: string) => vault.wipe(id);
  const applied = createAppliedPolicy(
    policy,
    createManagedEnvironmentMarks(ports.store, (id) => forgetCredentials(id), logger),
  );
  const environments = createEnvironmentRegistry({
    sandbox: () => sandbox.current(),
    sandboxProblem: () => sandbox.problem(),
    remote: remote.environments,
    isFileEditable: remote.isFileEditable,
    ...(remote.fileProblem !== undefined && { fileProblem: remote.fileProblem }),
    managed: () => applied.managedEnvironments(),
  });
  applied.connect(environments);
  const settings = createSettingsService(ports.store, logger, {
    location: dataDir,
    readOnlyMessage: () => options.readOnlyReason,
    overlay: applied.overlay,
  });
  if (
    !environments.resolve(settings.get().environmentId).ok &&
    settings.get().environmentId !== sandboxEnvironmentId
  ) {
    // The selected environment was removed; a refused save keeps the stored id, and the
    // registry answers NOT_FOUND for it until the agent picks another.
    settings.update({ environmentId: sandboxEnvironmentId });
  }

  // Authorization pages of configured environments and help links (conventions 7).
  const allowedUrls = () => [
    ...Object.values(helpLinks),
    ...environments.list().flatMap((summary) => {
      const resolved = environments.resolve(summary.id);
      return resolved.ok ? [resolved.value.environment.authorizeUrl] : [];
    }),
  ];
  // "Simulate no connection" (decisions 54): only with the built-in sandbox selected, and then
  // nothing at all is sent to the sandbox, neither API calls nor the authorization page.
  const isSimulatingOffline = () =>
    settings.get().simulateOffline && settings.get().environmentId === sandboxEnvironmentId;
  const isSandboxOrigin = (origin: string) => {
    const running = sandbox.current();
    return running !== undefined && new URL(running.url).origin === origin;
  };
  const online = createOnlineSignal(isSimulatingOffline);
  const fetch = gatedFetch(
    ports.fetch,
    (origin) => isSimulatingOffline() && isSandboxOrigin(origin),
  );
  const guardedOpen = guardOpenExternal(ports.openExternal, allowedUrls);
  const openExternal: OpenExternal = (url) => {
    let origin = '';
    try {
      origin = new URL(url).origin;
    } catch {
      // guardOpenExternal refuses it below.
    }
    if (isSimulatingOffline() && origin !== '' && isSandboxOrigin(origin))
      return Promise.reject(new Error('No connection (simulated): the page was not opened.'));
    return guardedOpen(url);
  };

  const auth = new AuthSession({
    environments: {
      selectedId: () => settings.get().environmentId,
      resolve: (id) => environments.resolve(id),
    },
    vault,
    fetch,
    openExternal,
    clock,
    logger,
    sessionEnds: storedSessionEnds(ports.store),
  });
  forgetCredentials = (id) => auth.forget(id);
  auth.onChange(() => eventHub.emit('auth:changed', auth.status()));
  const environmentEditor = createEnvironmentEditor({
    registry: environments,
    filePath: environmentsFile,
    forgetCredentials: (id) => auth.forget(id),
  });

  const unsubscribes: (() => void)[] = [update.dispose];
  // Work started by itself (retention at start, the documents sweep): awaited by dispose, so
  // nothing writes in the data folder after the services are closed.
  const background = new Set<Promise<unknown>>();
  let isDisposed = false;
  const inBackground = (task: () => Promise<unknown>): void => {
    if (isDisposed) return;
    const running: Promise<unknown> = task()
      .catch((error: unknown) => {
        logger.warn('background task failed', { message: (error as Error).message });
      })
      .finally(() => background.delete(running));
    background.add(running);
  };
  // The pricing plans: the organisation's and the agent's own (decisions 86).
  const catalogue = createInviteCatalogue({
    policy: () => policy.current(),
    settings,
    clock,
  });
  const draftsDir = path.join(dataDir, 'drafts');
  const workspace = createWorkspaceHolder({
    pricing: catalogue,
    dataDir,
    cipher: ports.cipher,
    clock,
    fetch,
    logger,
    auth,
    selectedEnvironmentId: () => settings.get().environmentId,
    isWeakCipherAccepted: () => settings.get().acceptWeakEncryption,
    // Where an application goes decides whether it waits for a signature (decisions 46).
    isSignatureRequired: (environmentId) =>
      isSignatureRequiredIn(settings.get(), environmentId ?? settings.get().environmentId),
    // A signature is bound to its agreement; a withdrawn environment's applications are held;
    // a send holds the organisation's settings still (decisions 85).
    policy: {
      agreementNow: (environmentId) =>
        applied.agreementNow(settings.get(), environmentId ?? settings.get().environmentId),
      withdrawnEnvironment: (environmentId) => applied.withdrawnEnvironment(environmentId),
      lease: (reason) => policy.lease(reason),
    },
    isReadOnly: options.readOnlyReason !== undefined,
    statusPollMinutes: () => settings.get().statusPollMinutes,
    onOpen: ({ drafts, outbox, status }) => {
      outbox.setOnline(online.state().isOnline);
      // Documents go with their application from the moment the drafts open, whether or not
      // anything opened the documents (decisions 48); never on a read-only folder.
      if (options.readOnlyReason === undefined) {
        unsubscribes.push(removeDocumentsOnPurge(draftsDir, drafts, logger));
        inBackground(() => sweepDocuments(draftsDir, drafts, logger));
      }
      unsubscribes.push(
        drafts.onChange((change) => {
          if ('summary' in change) eventHub.emit('drafts:saved', change.summary);
          else if (change.type === 'quarantined')
            eventHub.emit('drafts:setAside', { id: change.id });
        }),
        outbox.onProgress((progress) => eventHub.emit('outbox:progress', progress)),
        // A merchant's status heard, recorded and named (decisions 53, 89): the renderer's event;
        // electron/main's OS notification listens to the same.
        status.onChange((change) => eventHub.emit('merchants:statusChanged', change)),
      );
    },
  });
  unsubscribes.push(
    online.onChange(({ isOnline, isSimulated }) => {
      eventHub.emit('network:changed', { isOnline, isSimulated });
      void workspace.open().then((opened) => opened.ok && opened.value.outbox.setOnline(isOnline));
    }),
  );
  if (ports.watchOnline) unsubscribes.push(ports.watchOnline((is) => online.setOsOnline(is)));

  unsubscribes.push(
    settings.onChange((next, previous) => {
      online.refresh();
      const isSandboxWanted = next.environmentId === sandboxEnvironmentId;
      // Selecting the sandbox again after a failed start retries it.
      const isRetry = isSandboxWanted && sandbox.current() === undefined;
      if (next.environmentId === previous.environmentId && !isRetry) return;
      void sandbox.ensure(isSandboxWanted).then(() => {
        eventHub.emit('auth:changed', auth.status());
        // A selection the organisation's settings moved (decisions 85): the outbox looks again
        // once the environment in use is ready.
        recheckOutbox();
      });
    }),
  );
  function recheckOutbox(): void {
    if (isDisposed) return; // never reopens the drafts after dispose
    void workspace.open().then((opened) => opened.ok && opened.value.outbox.recheck());
  }
  // A new policy: the screens read again, and the outbox looks again at what it holds.
  unsubscribes.push(
    applied.onChange(() => {
      eventHub.emit('policy:changed', applied.state());
      eventHub.emit('auth:changed', auth.status());
      recheckOutbox();
    }),
    () => applied.close(),
  );
  await sandbox.ensure(settings.get().environmentId === sandboxEnvironmentId);
  // Open now so a queue left from the last run starts sending; a fixable failure (no keyring) is
  // answered to the renderer on its first drafts call instead.
  void workspace.open().then((opened) => {
    if (!opened.ok) logger.warn('workspace not opened at start', { code: opened.error.code });
  });

  const openWorkspace = () => workspace.open();
  const readOutbox = () => withOpenWorkspace(openWorkspace, ({ outbox }) => ok(outbox.state()));
  const now = () => new Date(clock.now());
  const openDrafts = () => withOpenWorkspace(openWorkspace, ({ drafts }) => ok(drafts));
  // Documents beside the drafts, under their data key (decisions 48).
  const documents = createDocumentHolder({
    dataDir,
    cipher: ports.cipher,
    isWeakCipherAccepted: () => settings.get().acceptWeakEncryption,
    drafts: openDrafts,
    now,
    logger,
    isReadOnly: options.readOnlyReason !== undefined,
  });
  const transfer = createTransferService({
    drafts: openDrafts,
    documents: () => documents.open(),
    // The agent's handled marks travel with their applications (decisions 64); the merchants an
    // import brings are tracked at once.
    status: () => withOpenWorkspace(openWorkspace, (opened) => ok(transferStatusOf(opened))),
    app: { name: options.app.name, version: options.app.version },
    now,
    logger,
    onProgress: (progress) => eventHub.emit('transfer:progress', progress),
  });
  const retention = createRetentionService({
    drafts: openDrafts,
    // A reduced application keeps no documents (decisions 48); needs no key. One not removed
    // now is swept after the run.
    onReduced: (id) => removeDocumentFolder(draftsDir, id),
    retentionDays: () => settings.get().retentionDays,
    trashDays: () => settings.get().trashDays,
    now,
    logger,
    notices: fileRetentionNotices(path.join(dataDir, 'retention-notices.json'), logger),
  });
  // Retention acts by itself at start and daily, only on what Settings announced (decisions 44);
  // never on a read-only folder.
  if (options.readOnlyReason === undefined) {
    const runRetention = () =>
      inBackground(async () => {
        const applied = await retention.applyAnnounced().catch((error: unknown) => {
          logger.warn('retention run failed', { message: (error as Error).message });
        });
        // The drafts' opening swept already; only a run that reduced or purged something can
        // have left documents behind (a removal that failed), so only then sweep again.
        const isChanged = applied?.ok === true && applied.value.reduced + applied.value.purged > 0;
        if (isDisposed || !isChanged) return;
        const drafts = await openDrafts();
        if (drafts.ok && !isDisposed) await sweepDocuments(draftsDir, drafts.value, logger);
      });
    runRetention();
    const daily = setInterval(runRetention, 24 * 60 * 60 * 1000);
    daily.unref();
    unsubscribes.push(() => clearInterval(daily));
  }
  const signing = createSigningService({
    workspace: () => withOpenWorkspace(openWorkspace, ({ drafts, audit }) => ok({ drafts, audit })),
    settings: () => settings.get(),
    agreement: (environmentId, language) =>
      applied.agreement(settings.get(), environmentId, language),
    lease: (reason) => policy.lease(reason),
    environmentName: (id) => environments.list().find((summary) => summary.id === id)?.name ?? id,
    appVersion: options.app.version,
    clock,
  });
  // One record of what the save dialog answered, shared by the dialog and the three saves that
  // may replace the file it answered (decisions 81).
  const replaceConsent = createReplaceConsent(clock);
  const allHandlers: Handlers = {
    ...environmentHandlers({
      environments,
      editor: environmentEditor,
      settings,
      readOutbox,
      settled: () => sandbox.settled(),
    }),
    ...appHandlers({
      app: options.app,
      mode: options.mode,
      dataDir,
      cipher: ports.cipher,
      environments,
      settings,
      update: () => update.current(),
      storage: async () => ({
        readOnly:
          options.readOnlyReason === undefined
            ? null
            : {
                path: options.readOnlyDetails?.path ?? dataDir,
                ...(options.readOnlyDetails?.osCode !== undefined && {
                  osCode: options.readOnlyDetails.osCode,
                }),
              },
        setAside: await setAsideSince(dataDir, startedAt),
      }),
      checkEnvironmentSwitch: () => checkEnvironmentSwitch(readOutbox),
      settled: () => sandbox.settled(),
    }),
    ...authHandlers(auth, settings),
    ...draftHandlers(openWorkspace, {
      holder: documents,
      folder: documentsRootOf(path.join(dataDir, 'drafts')),
    }),
    ...outboxHandlers(openWorkspace, {
      catalogue,
      selectedEnvironmentId: () => settings.get().environmentId,
    }),
    ...catalogueHandlers(catalogue),
    ...transferHandlers(transfer, now, replaceConsent),
    ...retentionHandlers(retention),
    ...signingHandlers(signing),
    ...policyHandlers({
      state: () => applied.state(),
      agreement: ({ environmentId, language }) =>
        applied.agreement(settings.get(), environmentId ?? settings.get().environmentId, language),
    }),
    ...documentHandlers(
      openWorkspace,
      documents,
      {
        // The agreement of the environment it was signed in, else of the one selected (decisions 45).
        agreementText: (draft, language) =>
          signing.agreementText(
            draft.signature?.environmentId ?? settings.get().environmentId,
            language,
          ),
        now,
        dataDir,
      },
      replaceConsent,
    ),
    ...supportHandlers(
      {
        app: { ...options.app, mode: options.mode },
        logDir: options.logDir ?? path.join(dataDir, 'logs'),
        settings: () => settings.get(),
        counts: async () => {
          const opened = await workspace.open();
          if (!opened.ok) return { unavailable: opened.error.code };
          return {
            drafts: opened.value.drafts.counts(),
            outbox: opened.value.outbox.state().totals,
          };
        },
        now,
      },
      logger,
      replaceConsent,
    ),
    ...placeHandlers(),
    ...categoryHandlers(),
    ...fileHandlers(ports.chooseSavePath, replaceConsent),
  };
  const handlers =
    options.readOnlyReason === undefined
      ? allHandlers
      : readOnlyHandlers(allHandlers, options.readOnlyReason, options.readOnlyDetails);

  return {
    handlers,
    eventHub,
    openExternal,
    policy,
    async dispose() {
      isDisposed = true;
      policy.close();
      for (const unsubscribe of unsubscribes) unsubscribe();
      auth.dispose();
      // A sweep or retention run still going finishes before the drafts close, and none reopens them.
      await Promise.allSettled([...background]);
      await workspace.close();
      await sandbox.stop();
    },
  };
}
