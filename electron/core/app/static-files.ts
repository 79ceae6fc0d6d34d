// Resolves a request path to a file inside the built renderer directory, for both the app://
// protocol handler in main and the browser-mode host. Anything that could leave the directory
// (`..`, encoded separators, NUL, absolute paths, symlinks out) resolves to null, never to a file.
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  filePath: string;
  contentType: string;
}

/** `pathname` is the URL path as received (still percent-encoded); `/` serves index.html. */
export function resolveStaticFile(rootDir: string, pathname: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..')) return null;
  let root: string;
  let real: string;
  try {
    root = realpathSync(rootDir);
    real = realpathSync(path.join(root, relative));
    if (!statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  // After resolving symlinks the file must still be inside the root.
  if (!real.startsWith(root + path.sep)) return null;
  const contentType = contentTypes[path.extname(real).toLowerCase()];
  return contentType ? { filePath: real, contentType } : null;
}
