// app:* and settings:* handlers: what the app is and the agent's settings (the selected
// environment among them).
import type {
  AppInfo,
  AppMode,
  AppUpdate,
  StorageState,
} from '../../../../shared/ipc/app-info-schema';
import { err, ok, type Result } from '../../../../shared/result';
import type { EnvironmentRegistry } from '../../environments/environment-registry';
import type { Handlers } from '../../ipc/handlers';
import type { Cipher } from '../../ports';
import type { SettingsService } from '../settings-service';

export interface AppHandlerDeps {
  app: { name: string; version: string; platform: string };
  mode: AppMode;
  dataDir: string;
  cipher: Cipher;
  environments: EnvironmentRegistry;
  settings: SettingsService;
  /** The last `app:update` sent (update-state.ts), or null. */
  update: () => AppUpdate | null;
  /** Read-only data folder and files set aside at this start (decisions 25). */
  storage: () => Promise<StorageState>;
  /** Whether the selected environment may change now (environment-switch-guard.ts). */
  checkEnvironmentSwitch: () => Promise<Result<void>>;
  /** Resolves once a settings change has taken effect (the sandbox started or stopped). */
  settled: () => Promise<void>;
}

type AppChannels = 'app:info' | 'settings:get' | 'settings:set';

export async function appInfo(
  deps: Pick<AppHandlerDeps, 'app' | 'mode' | 'cipher' | 'update' | 'dataDir' | 'storage'>,
): Promise<AppInfo> {
  const { cipher } = deps;
  return {
    ...deps.app,
    mode: deps.mode,
    dataDir: deps.dataDir,
    secretStorage: {
      kind: cipher.kind,
      // Only Electron's safeStorage uses the OS keychain; browser mode says so plainly.
      isOsKeychain:
        deps.mode === 'electron' && cipher.kind.startsWith('safeStorage') && !cipher.isWeak(),
      isAvailable: cipher.isAvailable(),
      isWeak: cipher.isWeak(),
    },
    update: deps.update(),
    storage: await deps.storage(),
  };
}

export function appHandlers(deps: AppHandlerDeps): Pick<Handlers, AppChannels> {
  return {
    'app:info': async () => ok(await appInfo(deps)),
    'settings:get': () => ok(deps.settings.get()),
    'settings:set': async (patch) => {
      // The schema only bounds the id's length: an id the registry does not know would stop the
      // sandbox, leave sign-in and the outbox with nowhere to go, and (ids outside the
      // EnvironmentIdSchema pattern) put auth:status itself outside its contract. The sandbox is
      // always selectable, running or not (selecting it is what starts it, or retries a start).
      // Listed means offered now: the organisation's settings may hide the sandbox or the
      // agent's own environments (decisions 84).
      const id = patch.environmentId;
      if (id !== undefined && !deps.environments.isOffered(id)) {
        const message = 'Choose one of the listed environments.';
        return err('VALIDATION', message, { fieldErrors: [{ field: 'environmentId', message }] });
      }
      if (id !== undefined && id !== deps.settings.get().environmentId) {
        const allowed = await deps.checkEnvironmentSwitch();
        if (!allowed.ok) return allowed;
      }
      const next = deps.settings.update(patch);
      if (!next.ok) return next;
      // Answer once the change took effect, so environments:list right after shows it.
      await deps.settled();
      return next;
    },
  };
}
