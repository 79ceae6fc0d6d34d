// Global guards, installed once before any window exists, so they also cover webContents we did
// not create on purpose (conventions 7). Checklist 13 (navigation), 14 (new windows: denied; allowed
// links go to the system browser through the openExternal allow-list, RFC 8252 section 8.12),
// 12 (will-attach-webview), 5 (permissions).
import type { App, Session } from 'electron';
import type { OpenExternal } from '../core/ports';
import { isNavigationAllowed, isPermissionAllowed } from './guard-rules';

export interface GuardOptions {
  /**
   * The opener behind the allow-list (core/app/external-url-policy.ts), once services exist. (Not
   * named openExternal: electronegativity's openExternal check crashes on a zero-argument call of
   * that name and then skips the rest of this file.)
   */
  externalOpener: () => OpenExternal | undefined;
  onRefused: (what: string, url: string) => void;
}

export function installGlobalGuards(app: App, options: GuardOptions): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(({ url }) => {
      const open = options.externalOpener();
      if (open) open(url).catch(() => options.onRefused('window.open', url));
      return { action: 'deny' };
    });
    contents.on('will-navigate', (event) => {
      if (!isNavigationAllowed(event.url)) {
        event.preventDefault();
        options.onRefused('navigation', event.url);
      }
    });
    contents.on('will-redirect', (event) => {
      if (!isNavigationAllowed(event.url)) {
        event.preventDefault();
        options.onRefused('redirect', event.url);
      }
    });
    contents.on('will-attach-webview', (event) => {
      event.preventDefault();
      options.onRefused('webview', '');
    });
    guardSession(contents.session);
  });
}

const guardedSessions = new WeakSet<Session>();

export function guardSession(session: Session): void {
  if (guardedSessions.has(session)) return;
  guardedSessions.add(session);
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    callback(isPermissionAllowed(permission, details.requestingUrl, mediaTypes));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isPermissionAllowed(
      permission,
      details.requestingUrl ?? requestingOrigin,
      details.mediaType === undefined ? [] : [details.mediaType],
    ),
  );
}
