// The agent's whole day through the IPC contract, against real things: the core as browser mode
// builds it (buildBrowserServices) (AES-GCM key file, conf, a real sandbox on 127.0.0.1), every call through
// the same dispatcher the hosts use. Sign in (the Authorize form driven over HTTP in place of the
// system browser), prepare a draft, queue it, see it submitted exactly once, track its status,
// read the audit log; then check no PII or secret reached a log line or a plaintext file.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox';
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import type { Services } from '../../../electron/core/app/build-services';
import { createDispatcher, type Dispatch } from '../../../electron/core/ipc/dispatch';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { validFullPayload } from '../../fixtures/merchant';
import { capturingLogger } from '../../ipc/recording-handlers';
import { secretsFoundIn } from '../auth/scan-files';
import { waitFor } from '../support/wait-for';

let dataDir: string;
let services: Services;
let dispatch: Dispatch<'trusted'>;
let sandbox: RunningSandbox | undefined;
const captured = capturingLogger();
const events: { name: string; payload: unknown }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-services-flow-'));
  ({ services } = await buildBrowserServices({
    dataDir,
    logger: captured.logger,
    openExternal: sandboxBrowser('authorize'),
    version: '0.0.0-test',
    onSandbox: (started) => {
      sandbox = started;
    },
  }));
  services.eventHub.subscribe((name, payload) => events.push({ name, payload }));
  dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger: captured.logger,
  });
});

afterAll(async () => {
  await services.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function call(channel: string, request?: unknown): Promise<Record<string, unknown>> {
  const result = await dispatch(channel, request, 'trusted');
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as Record<string, unknown>;
}

describe('a submission through the contract', () => {
  it('signs in, submits a queued draft exactly once, tracks its status, and audits it', async () => {
    expect((await call('auth:status')).state).toBe('signed-out');
    const signedIn = await call('auth:start', {});
    expect(signedIn.state).toBe('signed-in');
    expect(typeof signedIn.expiresAt).toBe('string');
    expect(events.some((e) => e.name === 'auth:changed')).toBe(true);

    const draft = await call('drafts:create', {});
    const draftId = draft.id as string;
    const { referenceId: _fixtureReference, ...payload } = validFullPayload();
    const saved = await call('drafts:save', { id: draftId, payload });
    expect(saved.lifecycle).toBe('ready');
    expect(events.some((e) => e.name === 'drafts:saved')).toBe(true);

    await call('outbox:enqueue', { draftId });
    await waitFor(
      () =>
        events.some((e) => {
          const progress = e.payload as { event?: string; item?: { draftId?: string } };
          return (
            e.name === 'outbox:progress' &&
            progress.event === 'submitted' &&
            progress.item?.draftId === draftId
          );
        }),
      'the outbox to report the application submitted',
      15_000,
    );
    const submitted = await call('drafts:get', { id: draftId });
    expect(submitted.lifecycle).toBe('submitted');
    const onServer = sandbox!.admin
      .listMerchants()
      .filter((m) => m.referenceId === draft.referenceId);
    expect(onServer).toHaveLength(1);

    // A submitted application is read-only (its lifecycle is one-way).
    const edit = await dispatch(
      'drafts:save',
      { id: draftId, payload: { ...payload, legalName: 'Changed' } },
      'trusted',
    );
    expect(!edit.ok && edit.error.code).toBe('READ_ONLY');

    const tracked = await call('merchants:refreshStatus', { draftId });
    expect(tracked.status).toBe('InReview'); // the sandbox moves one step per GET (decisions 11)

    const audit = await call('audit:list', { limit: 10 });
    expect(JSON.stringify(audit)).toContain(draftId);
  });

  it('leaves no secret or PII in a log line or a plaintext file', async () => {
    const target = await call('auth:status');
    expect(JSON.stringify(target)).not.toMatch(/token|secret/i);
    const payload = validFullPayload();
    const pii = [payload.owner[0]!.ssn, payload.taxId, payload.fundingAccount![0]!.accountNumber];
    const secrets = [sandbox!.consumer.secret];
    expect(JSON.stringify(captured.lines)).not.toMatch(new RegExp([...pii, ...secrets].join('|')));
    const appFiles = await secretsFoundIn(dataDir, [...pii, ...secrets]);
    // The sandbox keeps its own demo consumer secret in its data dir (it is the server); nothing
    // of the app's may hold it or any PII.
    const outsideSandbox = appFiles.filter((found) => found !== sandbox!.consumer.secret);
    expect(outsideSandbox).toEqual([]);
  });
});
