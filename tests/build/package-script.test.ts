// scripts/package.mjs end to end, as far as this machine allows: Electron cannot be downloaded
// here, so a stand-in Electron folder (the Electron edge, conventions 18) goes in via ELECTRON_DIST
// and electron-builder builds the unpacked Linux app ("dir" target, no installer tools needed).
// The stand-in carries Electron's fuse sentinel so the real @electron/fuses step runs on it.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  cp,
  link,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  symlink,
  readlink,
  writeFile,
  chmod,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const requireFromRepo = createRequire(path.join(repoRoot, 'package.json'));
const asar = requireFromRepo('@electron/asar') as {
  listPackage: (archive: string, options: object) => string[];
};
const fuses = requireFromRepo('@electron/fuses') as {
  getCurrentFuseWire: (binary: string) => Promise<Record<string, number | string>>;
};
const fuseSentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const [fuseDisabled, fuseEnabled] = ['0'.charCodeAt(0), '1'.charCodeAt(0)];
const temporaryDirs: string[] = [];

afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function temporaryDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runNode(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd, env, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The environment without signing, release or update settings that a developer's shell may carry. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of Object.keys(env)) {
    if (
      /^(APPLE_|CSC_|WIN_CSC_|AZURE_|BOARDING_|ELECTRON_DIST$|ELECTRON_MIRROR$)/.test(name) &&
      !(name in extra)
    )
      delete env[name];
  }
  return env;
}

/** A port on 127.0.0.1 that nothing listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Hard-links a directory tree (fast, no extra space); symlinks are recreated as symlinks. */
async function hardlinkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await hardlinkTree(source, target);
    else if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else await link(source, target);
  }
}

describe('scripts/package.mjs refuses early, in one line', () => {
  it('when ELECTRON_DIST points nowhere', async () => {
    const missing = path.join(await temporaryDir('boarding-pkg-'), 'no-such-electron');
    const result = await runNode(
      ['scripts/package.mjs', '--linux'],
      repoRoot,
      cleanEnv({ ELECTRON_DIST: missing }),
      30_000,
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`ELECTRON_DIST does not exist: ${missing}`);
  });

  it('when there is no ELECTRON_DIST and the download host does not answer', async () => {
    const mirror = `http://127.0.0.1:${await closedPort()}/`;
    const result = await runNode(
      ['scripts/package.mjs', '--linux'],
      repoRoot,
      cleanEnv({ ELECTRON_MIRROR: mirror }),
      30_000,
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /cannot be downloaded: set ELECTRON_DIST .* or run where the Electron download host is reachable/,
    );
    // Only the development build's banner came before: nothing was built.
    expect(result.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^package: DEVELOPMENT build: UNSIGNED\./),
    ]);
  });
});

describe('scripts/package.mjs --release (decisions 72)', () => {
  it('refuses without signing settings, before anything is built, naming what to set', async () => {
    const result = await runNode(
      ['scripts/package.mjs', '--release', '--win', '--mac'],
      repoRoot,
      // An Electron folder that does not exist: the signing check must come first.
      cleanEnv({ ELECTRON_DIST: '/no/such/electron' }),
      30_000,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^package: a release build must be signed, and nothing was built/,
    );
    for (const variable of [
      'BOARDING_WIN_PUBLISHER',
      'WIN_CSC_LINK',
      'WIN_CSC_KEY_PASSWORD',
      'BOARDING_AZURE_SIGN_ENDPOINT',
      'CSC_NAME',
      'CSC_INSTALLER_LINK',
      'APPLE_API_KEY',
    ]) {
      expect(result.stderr).toContain(variable);
    }
    expect(result.stderr).not.toContain('ELECTRON_DIST');
  });

  it('checks only the platforms it builds: a Windows release asks nothing of macOS', async () => {
    const result = await runNode(
      ['scripts/package.mjs', '--win'],
      repoRoot,
      cleanEnv({
        BOARDING_RELEASE: '1',
        WIN_CSC_LINK: '/secure/desk.pfx',
        ELECTRON_DIST: '/no/such/electron',
      }),
      30_000,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('BOARDING_WIN_PUBLISHER');
    expect(result.stderr).toContain('WIN_CSC_KEY_PASSWORD');
    expect(result.stderr).not.toContain('macOS');
  });

  it('with the settings, goes on to the build and says it is a signed release', async () => {
    const result = await runNode(
      ['scripts/package.mjs', '--release', '-w'],
      repoRoot,
      cleanEnv({
        WIN_CSC_LINK: '/secure/desk.pfx',
        WIN_CSC_KEY_PASSWORD: 'pw',
        BOARDING_WIN_PUBLISHER: 'Example Payments Ltd',
        ELECTRON_DIST: '/no/such/electron',
      }),
      30_000,
    );
    expect(result.stdout).toContain('package: release build for win, signed.');
    expect(result.stderr).toContain('ELECTRON_DIST does not exist');
  });
});

describe('scripts/package.mjs with ELECTRON_DIST', () => {
  it(
    'packs only the built app, its production dependencies, the update feed and the fuses',
    { timeout: 180_000 },
    async () => {
      const project = await temporaryDir('boarding-pkg-project-');
      // A replica of the repository's packaging inputs around a tiny pre-built out/ folder.
      await cp(path.join(repoRoot, 'package.json'), path.join(project, 'package.json'));
      await cp(path.join(repoRoot, 'package-lock.json'), path.join(project, 'package-lock.json'));
      await hardlinkTree(path.join(repoRoot, 'node_modules'), path.join(project, 'node_modules'));
      for (const file of ['package.mjs', 'make-icons.ts']) {
        await cp(path.join(repoRoot, 'scripts', file), path.join(project, 'scripts', file), {
          recursive: true,
        });
      }
      for (const file of [
        'icon.svg',
        'electron-builder.config.ts',
        'release-signing.ts',
        'entitlements.mac.plist',
      ]) {
        await cp(path.join(repoRoot, 'build', file), path.join(project, 'build', file));
      }
      // The config reads the app's identity from the one shared constant (decisions 76).
      await cp(
        path.join(repoRoot, 'shared', 'app-identity.ts'),
        path.join(project, 'shared', 'app-identity.ts'),
      );
      const built: Record<string, string> = {
        'out/main/index.js': 'export {};\n',
        'out/main/index.js.map': '{}',
        'out/preload/index.cjs': '"use strict";\n',
        'out/renderer/index.html': '<!doctype html><title>Boarding Desk</title>\n',
        'electron/main/index.ts': 'export {};\n',
        'tests/example.test.ts': 'export {};\n',
        'sandbox/data/merchants.json': '[]\n',
      };
      for (const [file, text] of Object.entries(built)) {
        await mkdir(path.dirname(path.join(project, file)), { recursive: true });
        await writeFile(path.join(project, file), text);
      }

      const electronDist = path.join(project, 'stand-in-electron');
      await mkdir(path.join(electronDist, 'resources'), { recursive: true });
      // Electron's default fuse wire: version 1, eight fuses (run-as-node on, cookie encryption off,
      // NODE_OPTIONS on, --inspect on, asar integrity off, only-asar off, v8 snapshot off, file:// on).
      const wire = Buffer.concat([
        Buffer.from(fuseSentinel),
        Buffer.from([1, 8]),
        Buffer.from('10110001'),
      ]);
      await writeFile(
        path.join(electronDist, 'electron'),
        Buffer.concat([Buffer.from('#!/bin/sh\nexit 0\n#'), wire]),
      );
      await chmod(path.join(electronDist, 'electron'), 0o755);
      await writeFile(path.join(electronDist, 'version'), '45.4.1');
      await writeFile(path.join(electronDist, 'LICENSE'), 'MIT\n');

      const feed = 'https://updates.example.test/boarding-desk/';
      const result = await runNode(
        ['scripts/package.mjs', '--linux', 'dir', '--x64', '--no-build'],
        project,
        cleanEnv({
          ELECTRON_DIST: electronDist,
          BOARDING_UPDATE_URL: feed,
          ELECTRON_BUILDER_CACHE: path.join(project, '.cache'),
        }),
        170_000,
      );
      expect(result.code, result.stderr + result.stdout).toBe(0);
      expect(result.stdout).toContain('installers are in');
      expect(result.stdout).toMatch(/^package: DEVELOPMENT build: UNSIGNED\./);

      const appDir = path.join(project, 'dist', 'linux-unpacked');
      const files = asar.listPackage(path.join(appDir, 'resources', 'app.asar'), { isPack: false });
      for (const wanted of [
        '/package.json',
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
        '/node_modules/electron-store/package.json',
        '/node_modules/electron-updater/package.json',
        '/node_modules/ajv/package.json', // conf's dependency: transitive production dependencies come along
      ]) {
        expect(files, wanted).toContain(wanted);
      }
      const unwanted = files.filter(
        (file) =>
          file.endsWith('.map') ||
          /^\/(electron|tests|sandbox|build|scripts|stand-in-electron)(\/|$)/.test(file) ||
          /^\/node_modules\/(vite|vitest|electron|electron-builder|typescript)\//.test(file),
      );
      expect(unwanted).toEqual([]);

      const updateConfig = await readFile(path.join(appDir, 'resources', 'app-update.yml'), 'utf8');
      expect(updateConfig).toContain('provider: generic');
      expect(updateConfig).toContain(`url: ${feed}`);

      const fuseWire = await fuses.getCurrentFuseWire(path.join(appDir, 'boarding-desk'));
      expect([0, 1, 2, 3, 4, 5, 7].map((index) => fuseWire[index])).toEqual([
        fuseDisabled, // RunAsNode
        fuseEnabled, // EnableCookieEncryption
        fuseDisabled, // EnableNodeOptionsEnvironmentVariable
        fuseDisabled, // EnableNodeCliInspectArguments
        fuseEnabled, // EnableEmbeddedAsarIntegrityValidation
        fuseEnabled, // OnlyLoadAppFromAsar
        fuseDisabled, // GrantFileProtocolExtraPrivileges
      ]);

      // The icons were generated from the SVG as part of the run.
      const icons = await readdir(path.join(project, 'build', 'icons'));
      expect(icons.sort()).toEqual(['icon.icns', 'icon.ico', 'icon.png', 'png']);
    },
  );
});
