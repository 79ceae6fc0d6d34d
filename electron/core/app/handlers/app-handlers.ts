// app:*, environments:* and settings:* handlers: what the app is, where it can sign in, and the
// agent's settings.
import type { AppInfo, AppMode } from '../../../../shared/ipc/app-info-schema';
import { ok } from '../../../../shared/result';
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
    'settings:set': (patch) => ok(deps.settings.update(patch)),
  };
}
