#!/usr/bin/env node
// `npm run package [-- --win|--mac|--linux] [more electron-builder arguments]`: build the app,
// generate the icons from build/icon.svg, and run electron-builder with build/electron-builder.config.ts.
// Without a platform flag electron-builder packages for this machine.
//
// Electron itself comes from one of two places, checked BEFORE the (slow) build:
//   ELECTRON_DIST=<unpacked Electron folder or electron-v*-<platform>-<arch>.zip>  used as is
//     (electron-builder's `electronDist`); nothing is downloaded for Electron.
//   otherwise electron-builder downloads Electron, from ELECTRON_MIRROR when set. If that host
//     does not answer, this stops with one line naming both options.
// --no-build skips the Vite builds and packs the out/ folder as it is (CI that builds once).
// --release (or BOARDING_RELEASE=1) makes a release build: signed for every platform it targets,
// notarized on macOS, or refused before anything is built, with the variables to set
// (build/release-signing.ts, decisions 72). Without it the build is a development build: every
// signing variable is left out of electron-builder's environment, and it says so on its first line.
// Installers land in dist/. Nothing is published (--publish never): upload dist/ to the feed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const builderCli = path.join(root, 'node_modules', 'electron-builder', 'cli.js');
const configFile = path.join('build', 'electron-builder.config.ts');
const defaultMirror = 'https://github.com/electron/electron/releases/download/';
const probeTimeoutMs = 10_000;

function fail(message) {
  console.error(`package: ${message}`);
  process.exit(1);
}

const electronVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'electron', 'package.json'), 'utf8'),
).version;
const bothOptions =
  `set ELECTRON_DIST to an unpacked Electron ${electronVersion} folder (or its electron-v${electronVersion}-<platform>-<arch>.zip), ` +
  `or run where the Electron download host is reachable (ELECTRON_MIRROR picks another host); see build/README.md`;

/** electronDist value from ELECTRON_DIST, checked; null when the variable is unset. */
function electronDistFromEnvironment() {
  const raw = process.env.ELECTRON_DIST?.trim();
  if (!raw) return null;
  const resolved = path.resolve(raw);
  if (!existsSync(resolved))
    fail(`ELECTRON_DIST does not exist: ${resolved}. Either ${bothOptions}.`);
  const isZip = resolved.endsWith('.zip') && statSync(resolved).isFile();
  if (!isZip && !statSync(resolved).isDirectory()) {
    fail(`ELECTRON_DIST must be a folder or a .zip: ${resolved}. Either ${bothOptions}.`);
  }
  return resolved;
}

/** Resolves true when the Electron release for this version answers an HTTP HEAD in time. */
async function canDownloadElectron() {
  const mirror =
    process.env.ELECTRON_MIRROR || process.env.npm_config_electron_mirror || defaultMirror;
  const url = new URL(
    `v${electronVersion}/SHASUMS256.txt`,
    mirror.endsWith('/') ? mirror : `${mirror}/`,
  );
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

// electron-builder's platform flags (its CLI's --win/--mac/--linux and their aliases).
const platformFlags = {
  win: ['--win', '--windows', '-w'],
  mac: ['--mac', '--macos', '-m', '-o'],
  linux: ['--linux', '-l'],
};
const hostPlatform = { win32: 'win', darwin: 'mac' }[process.platform] ?? 'linux';

/** The platforms electron-builder will build for, as it decides: the flags, else this machine. */
function targetedPlatforms(args) {
  const named = Object.keys(platformFlags).filter((platform) =>
    args.some((arg) => platformFlags[platform].includes(arg)),
  );
  return named.length > 0 ? named : [hostPlatform];
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) =>
      fail(`could not start ${path.basename(command)}: ${error.message}`),
    );
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function step(label, command, args, env) {
  const code = await run(command, args, env);
  if (code !== 0) fail(`${label} failed (exit ${code}).`);
}

const args = process.argv.slice(2);
const isBuildSkipped = args.includes('--no-build');
const isRelease = args.includes('--release') || process.env.BOARDING_RELEASE?.trim() === '1';
const builderArgs = args.filter((arg) => arg !== '--no-build' && arg !== '--release');
const platforms = targetedPlatforms(builderArgs);
const signing = await tsImport(
  pathToFileURL(path.join(root, 'build', 'release-signing.ts')).href,
  import.meta.url,
);
// What electron-builder (and the config it loads) sees: a release names its platforms so the
// config checks exactly those; a development build gets no signing variable at all.
const builderEnv = { ...process.env };
if (isRelease) {
  builderEnv.BOARDING_RELEASE = '1';
  builderEnv.BOARDING_RELEASE_PLATFORMS = platforms.join(',');
  const problems = signing.releaseProblems(builderEnv, platforms);
  if (problems.length > 0) {
    console.error(
      `package: a release build must be signed, and nothing was built. Set:\n  ${problems.join('\n  ')}\n` +
        'See build/README.md, "Signing". For an unsigned build to try out, run without --release.',
    );
    process.exit(1);
  }
  console.log(`package: release build for ${platforms.join(', ')}, signed.`);
} else {
  delete builderEnv.BOARDING_RELEASE;
  for (const name of signing.signingVariables) delete builderEnv[name];
  // electron-builder would otherwise sign with any Developer ID it finds in the macOS keychain.
  builderEnv.CSC_IDENTITY_AUTO_DISCOVERY = 'false';
  console.log(
    'package: DEVELOPMENT build: UNSIGNED. Windows SmartScreen and macOS Gatekeeper will warn, and ' +
      "its updater checks no publisher. Not for agents' laptops: use --release (build/README.md).",
  );
}

const electronDist = electronDistFromEnvironment();
if (!electronDist && !(await canDownloadElectron())) {
  fail(
    `Electron ${electronVersion} is not on this machine and cannot be downloaded: ${bothOptions}.`,
  );
}
if (!isBuildSkipped) {
  for (const config of [
    'vite.renderer.config.ts',
    'vite.main.config.ts',
    'vite.preload.config.ts',
  ]) {
    await step(`vite build --config ${config}`, process.execPath, [
      viteBin,
      'build',
      '--config',
      config,
      '--logLevel',
      'warn',
    ]);
  }
}
if (!existsSync(path.join(root, 'out', 'main', 'index.js')))
  fail('out/main/index.js is missing: run without --no-build.');
await step('make-icons', process.execPath, [tsxCli, path.join('scripts', 'make-icons.ts')]);
const distArgs = electronDist ? [`-c.electronDist=${electronDist}`] : [];
await step(
  'electron-builder',
  process.execPath,
  [builderCli, '--config', configFile, '--publish', 'never', ...distArgs, ...builderArgs],
  builderEnv,
);
console.log(
  `package: installers are in ${path.join(path.relative(process.cwd(), root) || '.', 'dist')}`,
);
