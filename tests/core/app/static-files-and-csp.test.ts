import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererCsp } from '../../../electron/core/app/csp';
import { resolveStaticFile } from '../../../electron/core/app/static-files';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-'));
  await mkdir(path.join(dir, 'app', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'app', 'index.html'), '<html>');
  await writeFile(path.join(dir, 'app', 'assets', 'a.js'), '1');
  await writeFile(path.join(dir, 'app', 'assets', 'x.exe'), 'MZ');
  await writeFile(path.join(dir, 'outside.txt'), 'secret');
  await symlink(path.join(dir, 'outside.txt'), path.join(dir, 'app', 'link.txt'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('static file resolution', () => {
  it('serves files inside the root with their content type', () => {
    const root = path.join(dir, 'app');
    expect(resolveStaticFile(root, '/')?.contentType).toBe('text/html; charset=utf-8');
    expect(resolveStaticFile(root, '/assets/a.js')?.contentType).toMatch(/^text\/javascript/);
  });

  it('never resolves outside the root, unknown types or directories', () => {
    const root = path.join(dir, 'app');
    for (const pathname of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/assets/%2e%2e/%2e%2e/outside.txt',
      '/link.txt',
      '/..%5coutside.txt',
      '/%00',
      '/%zz',
      '/assets',
      '/assets/x.exe',
      '/missing.js',
    ]) {
      expect(resolveStaticFile(root, pathname), pathname).toBeNull();
    }
  });
});

describe('renderer CSP', () => {
  it('Electron allows no network at all; browser mode only its own origin', () => {
    expect(rendererCsp('electron')).toContain("connect-src 'none'");
    expect(rendererCsp('browser')).toContain("connect-src 'self'");
    for (const host of ['electron', 'browser'] as const) {
      const csp = rendererCsp(host);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe');
    }
  });

  it('renderer/index.html carries the browser-mode policy as a meta tag (minus header-only directives)', async () => {
    const html = await readFile(
      path.join(import.meta.dirname, '..', '..', '..', 'renderer', 'index.html'),
      'utf8',
    );
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    const headerOnly = new Set(['frame-ancestors']);
    const expected = rendererCsp('browser')
      .split('; ')
      .filter((directive) => !headerOnly.has(directive.split(' ')[0] ?? ''));
    expect(meta?.split('; ').sort()).toEqual(expected.sort());
  });
});
