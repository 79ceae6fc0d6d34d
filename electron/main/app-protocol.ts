// Serves the built renderer at app://boarding/ (see app-origin.ts for why a custom scheme). The
// scheme is registered as standard + secure before `ready` so the page gets a real origin, a
// secure context and ES modules (loaded through the fetch machinery, hence supportFetchAPI; CSP
// connect-src 'none' still forbids fetch() from the page). codeCache (standard schemes only):
// Chromium keeps V8's compiled code for the app's chunks, so later starts skip compiling them
// (decisions 65; Chromium's cold, warm and hot runs: the second start writes the cache, the third
// on use it).
// Files are resolved by the same escape-proof resolver browser mode uses, and every response
// carries the Electron CSP.
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { rendererCsp } from '../core/app/csp';
import { resolveStaticFile } from '../core/app/static-files';
import { appHost, appScheme } from './app-origin';

export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: appScheme,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

const responseHeaders = {
  'Content-Security-Policy': rendererCsp('electron'),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export function handleAppProtocol(rendererDir: string): void {
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    const file = url.host === appHost ? resolveStaticFile(rendererDir, url.pathname) : null;
    if (request.method !== 'GET' || file === null) {
      return new Response('Not found', { status: 404, headers: responseHeaders });
    }
    const body = await readFile(file.filePath);
    return new Response(body, {
      status: 200,
      headers: { ...responseHeaders, 'Content-Type': file.contentType },
    });
  });
}
