// app:*, environments:* and settings:* handlers: what the app is, where it can sign in, and the
// agent's settings.
import type { AppInfo, AppMode, AppUpdate } from '../../../../shared/ipc/app-info-schema';
import { err, ok, type Result } from '../../../../shared/result';
import type { EnvironmentRegistry } from '../../environments/environment-registry';
import type { Handlers } from '../../ipc/handlers';
import type { Cipher } from '../../ports';
import type { SettingsService } from '../settings-service';

export interface AppHandlerDeps {
  app: { name: string; version: string; platform: string };
  mode: AppMode;
  cipher: Cipher;
  environments: EnvironmentRegistry;
  settings: SettingsService;
  /** The last `app:update` sent (update-state.ts), or null. */
  update: () => AppUpdate | null;
  /** Whether the selected environment may change now (environment-switch-guard.ts). */
  checkEnvironmentSwitch: () => Promise<Result<void>>;
  /** Resolves once a settings change has taken effect (the sandbox started or stopped). */
  settled: () => Promise<void>;
}

type AppChannels = 'app:info' | 'environments:list' | 'settings:get' | 'settings:set';

export function appInfo(deps: Pick<AppHandlerDeps, 'app' | 'mode' | 'cipher' | 'update'>): AppInfo {
  const { cipher } = deps;
  return {
    ...deps.app,
    mode: deps.mode,
    secretStorage: {
      kind: cipher.kind,
      // Only Electron's safeStorage uses the OS keychain; browser mode says so plainly (issue 6).
      isOsKeychain:
        deps.mode === 'electron' && cipher.kind.startsWith('safeStorage') && !cipher.isWeak(),
      isAvailable: cipher.isAvailable(),
      isWeak: cipher.isWeak(),
    },
    update: deps.update(),
  };
}

export function appHandlers(deps: AppHandlerDeps): Pick<Handlers, AppChannels> {
  return {
    'app:info': () => ok(appInfo(deps)),
    'environments:list': () => {
      const { fileProblem } = deps.environments;
      return ok({
        environments: deps.environments.list(),
        selectedId: deps.settings.get().environmentId,
        ...(fileProblem !== undefined && { fileProblem }),
      });
    },
    'settings:get': () => ok(deps.settings.get()),
    'settings:set': async (patch) => {
      // The schema only bounds the id's length: an id the registry does not know would stop the
      // sandbox, leave sign-in and the outbox with nowhere to go, and (ids outside the
      // EnvironmentIdSchema pattern) put auth:status itself outside its contract. The sandbox is
      // always selectable, running or not (selecting it is what starts it, or retries a start).
      const id = patch.environmentId;
      if (id !== undefined && id !== deps.environments.defaultId) {
        const known = deps.environments.resolve(id);
        if (!known.ok) {
          const message = 'Choose one of the listed environments.';
          return err('VALIDATION', message, { fieldErrors: [{ field: 'environmentId', message }] });
        }
      }
      if (id !== undefined && id !== deps.settings.get().environmentId) {
        const allowed = await deps.checkEnvironmentSwitch();
        if (!allowed.ok) return allowed;
      }
      const next = deps.settings.update(patch);
      // Answer once the change took effect, so environments:list right after shows it.
      await deps.settled();
      return ok(next);
    },
  };
}
