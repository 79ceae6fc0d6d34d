// app:*, environments:* and settings:* handlers: what the app is, where it can sign in, and the
// agent's settings.
import type { AppInfo, AppMode } from '../../../../shared/ipc/app-info-schema';
import { err, ok } from '../../../../shared/result';
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
}

type AppChannels = 'app:info' | 'environments:list' | 'settings:get' | 'settings:set';

export function appInfo(deps: Pick<AppHandlerDeps, 'app' | 'mode' | 'cipher'>): AppInfo {
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
  };
}

export function appHandlers(deps: AppHandlerDeps): Pick<Handlers, AppChannels> {
  return {
    'app:info': () => ok(appInfo(deps)),
    'environments:list': () =>
      ok({ environments: deps.environments.list(), selectedId: deps.settings.get().environmentId }),
    'settings:get': () => ok(deps.settings.get()),
    'settings:set': (patch) => {
      // The schema only bounds the id's length: an id the registry does not know would stop the
      // sandbox, leave sign-in and the outbox with nowhere to go, and (ids outside the
      // EnvironmentIdSchema pattern) put auth:status itself outside its contract. The sandbox is
      // always selectable, running or not (selecting it is what starts it).
      const id = patch.environmentId;
      if (id !== undefined && id !== deps.environments.defaultId) {
        const known = deps.environments.resolve(id);
        if (!known.ok) {
          const message = 'Choose one of the listed environments.';
          return err('VALIDATION', message, { fieldErrors: [{ field: 'environmentId', message }] });
        }
      }
      return ok(deps.settings.update(patch));
    },
  };
}
