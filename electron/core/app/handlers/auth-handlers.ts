// auth:* handlers over the sign-in session. The renderer learns status only (conventions 5);
// the consumer secret it may send goes straight into the vault.
import { ok } from '../../../../shared/result';
import type { AuthSession } from '../../auth/auth-session';
import type { Handlers } from '../../ipc/handlers';
import type { SettingsService } from '../settings-service';

type AuthChannels = 'auth:start' | 'auth:cancel' | 'auth:status' | 'auth:signOut' | 'auth:openPage';

export function authHandlers(
  auth: AuthSession,
  settings: SettingsService,
): Pick<Handlers, AuthChannels> {
  return {
    'auth:start': (request) =>
      auth.signIn({
        acceptWeakEncryption: settings.get().acceptWeakEncryption,
        ...(request.consumerSecret !== undefined && { consumerSecret: request.consumerSecret }),
      }),
    'auth:cancel': () => {
      auth.cancel();
      return ok(null);
    },
    'auth:status': () => ok(auth.status()),
    'auth:signOut': () => ok(auth.signOut()),
    'auth:openPage': () => auth.openPage(),
  };
}
