// The main and preload Vite configs, built against tiny entries in a temp project (the real entries
// belong to electron/main and electron/preload). The only stand-in is a fake `electron` package:
// the Electron edge, which is the one thing tests may fake (conventions 18).
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { mainBuildConfig } from '../../vite.main.config';
import { preloadBuildConfig } from '../../vite.preload.config';
import { runAsSandboxedPreload } from './sandboxed-preload';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
let project = '';

// `exports.x = ...` (not `module.exports = {...}`) so Node's CJS lexer exposes named ESM exports,
// as Electron's built-in module does.
const fakeElectron = `
exports.app = { name: 'fake-app' };
exports.contextBridge = { exposeInMainWorld(key, api) { globalThis.__exposed = { key, api }; } };
exports.ipcRenderer = { invoke() {} };
`;

const helperSource = `
import { z } from 'zod';
export const NameSchema = z.object({ name: z.string() });
export function greet(input: unknown): string { return 'hello ' + NameSchema.parse(input).name; }
`;

const mainSource = `
import { app } from 'electron';
import path from 'node:path';
import { readFileSync } from 'fs';
import { greet } from './helper';
console.log(greet({ name: app.name }), path.basename('/a/b.txt'), typeof readFileSync);
`;

const preloadSource = `
import { contextBridge } from 'electron';
import { greet } from './helper';
contextBridge.exposeInMainWorld('boarding', { hello: (name: string) => greet({ name }) });
`;

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'boarding-vite-'));
  await mkdir(path.join(project, 'node_modules', 'electron'), { recursive: true });
  await writeFile(
    path.join(project, 'node_modules', 'electron', 'package.json'),
    '{"name":"electron","main":"index.js"}',
  );
  await writeFile(path.join(project, 'node_modules', 'electron', 'index.js'), fakeElectron);
  await symlink(
    path.join(repoRoot, 'node_modules', 'zod'),
    path.join(project, 'node_modules', 'zod'),
    'dir',
  );
  await writeFile(path.join(project, 'package.json'), '{"type":"module"}');
  await writeFile(path.join(project, 'helper.ts'), helperSource);
  await writeFile(path.join(project, 'main.ts'), mainSource);
  await writeFile(path.join(project, 'preload.ts'), preloadSource);
  await build({
    configFile: false,
    ...mainBuildConfig({ root: project, entry: 'main.ts', outDir: 'out/main' }),
  });
  await build({
    configFile: false,
    ...preloadBuildConfig({ root: project, entry: 'preload.ts', outDir: 'out/preload' }),
  });
});

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

/** Bare import specifiers of an ES module's top-level `import ... from '...'` statements. */
function esmImports(code: string): string[] {
  return [...code.matchAll(/^import\s(?:[^;]*?from\s*)?["']([^"']+)["']/gm)].map((m) => m[1] ?? '');
}

describe('vite.main.config', () => {
  it('emits one ES module whose only imports are Electron and Node built-ins', async () => {
    const code = await readFile(path.join(project, 'out', 'main', 'index.js'), 'utf8');
    expect(esmImports(code).sort()).toEqual(['electron', 'fs', 'node:path']);
    expect(code).not.toMatch(/\brequire\(/);
    // Our code and zod are inlined, not imported.
    expect(code).toContain('hello ');
    expect(code).not.toMatch(/from\s*["']zod["']/);
  });

  it('runs under Node with electron resolved at run time', async () => {
    const { stdout } = await run(
      process.execPath,
      [path.join(project, 'out', 'main', 'index.js')],
      { cwd: project },
    );
    expect(stdout.trim()).toBe('hello fake-app b.txt function');
  });

  it('keeps electron-store, electron-log and electron-updater external, deep imports included', () => {
    const config = mainBuildConfig({ root: project, entry: 'main.ts', outDir: 'out/main' });
    const external = config.build?.rolldownOptions?.external;
    expect(typeof external).toBe('function');
    const isExternal = external as (id: string) => boolean;
    for (const id of [
      'electron',
      'electron-store',
      'electron-log/main',
      'electron-updater',
      'node:crypto',
      'path',
    ]) {
      expect(isExternal(id), id).toBe(true);
    }
    for (const id of [
      'zod',
      'p-limit',
      'oauth-1.0a',
      'write-file-atomic',
      'electron-storefront',
      '../shared/result',
    ]) {
      expect(isExternal(id), id).toBe(false);
    }
  });
});

describe('vite.preload.config', () => {
  it('emits CommonJS that needs nothing but electron, as a sandboxed preload requires', async () => {
    const code = await readFile(path.join(project, 'out', 'preload', 'index.cjs'), 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const required = [...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));

    // Run it the way a sandboxed preload runs: a bare context whose require knows only electron.
    const exposed: { key?: string; api?: { hello: (name: string) => string } } = {};
    const electron = {
      contextBridge: {
        exposeInMainWorld(key: string, api: { hello: (name: string) => string }) {
          exposed.key = key;
          exposed.api = api;
        },
      },
    };
    runAsSandboxedPreload(code, electron);
    expect(exposed.key).toBe('boarding');
    expect(exposed.api?.hello('agent')).toBe('hello agent');
  });
});
