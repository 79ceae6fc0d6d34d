// Session-wide policy for the default session: the Electron CSP on every response (checklist 7;
// the app:// handler sets it too, and renderer/index.html carries a meta tag), and the
// permission handlers (guards.ts). Separate from guards.ts because it needs the ready app.
import { session } from 'electron';
import { rendererCsp } from '../core/app/csp';
import { guardSession } from './guards';

export function applySessionPolicy(): void {
  const defaultSession = session.defaultSession;
  guardSession(defaultSession);
  defaultSession.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    }
    callback({
      responseHeaders: { ...headers, 'Content-Security-Policy': [rendererCsp('electron')] },
    });
  });
}
