#!/usr/bin/env node
// `npm start`: build, then run the app in Electron. When this machine has no Electron binary and
// one download attempt fails, say so in one line and run browser mode instead, so `npm ci && npm start` always ends with a working app.
// `npm run start:browser -- [--port <n>] [--data-dir <dir>] [--no-open] [--policy <file>]` goes
// straight to browser mode. Every other argument is passed on to the app (Electron or the browser
// host), `--policy <file>` included.
//
// Works on a fresh clone: nothing here assumes a previous build. Signals (SIGINT, SIGTERM) go on to
// whichever child is running; the exit code is the app's.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const electronPackage = path.join(root, 'node_modules', 'electron');
const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const browserCli = path.join(root, 'electron', 'browser', 'cli.ts');
// One bounded attempt: a closed network fails in well under a second, a slow one is cut off here.
const downloadTimeoutMs = 20_000;

let current = null;
let stopSignal = null;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSignal = signal;
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
    else process.exit(exitCodeFor(null, signal));
  });
}

function exitCodeFor(code, signal) {
  if (code !== null) return code;
  return 128 + (os.constants.signals[signal] ?? 1);
}

/** Runs a child with inherited stdio; resolves with its exit code (128 + n when killed by signal n). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    current = child;
    child.on('error', (error) => {
      console.error(`Could not start ${path.basename(command)}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(exitCodeFor(code, signal));
    });
  });
}

async function runOrExit(command, args) {
  const code = await run(command, args);
  if (code !== 0 || stopSignal) process.exit(code || exitCodeFor(null, stopSignal));
}

function viteBuild(config) {
  return runOrExit(process.execPath, [viteBin, 'build', '--config', config, '--logLevel', 'warn']);
}

/** The Electron executable when it is on disk, the way node_modules/electron/index.js finds it. */
function findElectronBinary() {
  const pathFile = path.join(electronPackage, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const candidate = path.join(override, relative || 'electron');
    return existsSync(candidate) ? candidate : null;
  }
  if (!relative) return null;
  const candidate = path.join(electronPackage, 'dist', relative);
  return existsSync(candidate) ? candidate : null;
}

/** One download attempt with Electron's own installer; resolves with a short reason on failure. */
function tryDownloadElectron() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(electronPackage, 'install.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    current = child;
    let output = '';
    const collect = (chunk) => {
      if (output.length < 4096) output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), downloadTimeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      if (code === 0) resolve(null);
      else if (signal === 'SIGKILL') resolve(`no answer within ${downloadTimeoutMs / 1000} s`);
      else resolve(output.trim().split('\n')[0]?.slice(0, 120) || `installer exited with ${code}`);
    });
  });
}

async function startElectron(appArgs) {
  let binary = findElectronBinary();
  if (!binary && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const failure = await tryDownloadElectron();
    if (stopSignal) process.exit(exitCodeFor(null, stopSignal));
    binary = failure === null ? findElectronBinary() : null;
    if (!binary) {
      const reason = failure ?? 'the installer left no binary';
      console.error(
        `Electron is not available on this machine (binary not downloaded and the download failed: ${reason}); starting browser mode instead.`,
      );
      return startBrowser(appArgs);
    }
  }
  if (!binary) {
    console.error(
      `Electron is not available on this machine (ELECTRON_OVERRIDE_DIST_PATH has no Electron executable); starting browser mode instead.`,
    );
    return startBrowser(appArgs);
  }
  await viteBuild('vite.renderer.config.ts');
  await viteBuild('vite.main.config.ts');
  await viteBuild('vite.preload.config.ts');
  return run(binary, ['.', ...appArgs]);
}

async function startBrowser(appArgs) {
  if (!existsSync(browserCli)) {
    console.error(`Browser mode is not available: ${path.relative(root, browserCli)} is missing.`);
    return 1;
  }
  await viteBuild('vite.renderer.config.ts');
  return run(process.execPath, [tsxCli, browserCli, ...appArgs]);
}

const args = process.argv.slice(2);
const isBrowserOnly = args.includes('--browser');
const appArgs = args.filter((arg) => arg !== '--browser');
const code = isBrowserOnly ? await startBrowser(appArgs) : await startElectron(appArgs);
process.exit(code);
