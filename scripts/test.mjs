#!/usr/bin/env node
// `npm test`: typecheck, lint and every test suite that exists, in that order. Each runner's own
// output streams through; its summary line is collected and printed again at the end, so a CI log
// shows at a glance what ran. Exits non-zero when any step fails (later steps still run, so one
// red step does not hide another).
//
// A skipped test is not a passed one. Playwright's summary is built from its JSON report: every
// skipped test is named with its reason, and any skip but the Electron smoke test (no Electron
// binary can be downloaded on CI) fails the step. The browser tests need Debian's Chromium; where
// it is missing the step fails with the one line that installs it.
//
// Options, for the runner's own tests: `--only <step>[,<step>]` runs the named steps alone,
// `--playwright-config <file>` points Playwright at another config, `--chromium <path>` checks
// for the browser somewhere else.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'playwright-config': { type: 'string' },
    chromium: { type: 'string' },
  },
});
const playwrightConfig = options['playwright-config'];
// The path playwright.config.ts gives Playwright (Debian's chromium package).
const chromiumPath = options.chromium ?? '/usr/bin/chromium';
const chromiumHint = `Chromium is missing at ${chromiumPath}, so the browser tests cannot run: apt-get install -y chromium`;
// Spec files (relative to Playwright's testDir) whose tests may skip: the Electron smoke test.
const mayBeSkipped = new Set(['electron.spec.ts', 'electron.spec.mjs']);
// The runners' JSON reports, read back for the summary and removed on exit.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'boarding-test-reports-'));
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('.spec.ts'));
}

/** A step whose only summary is that it passed. */
function plainStep(name, tool, args, line) {
  return { name, cmd: bin(tool), args, summary: () => line };
}

const steps = [
  plainStep('typecheck (node)', 'tsc', ['-p', 'tsconfig.node.json', '--noEmit'], 'no type errors'),
  plainStep('typecheck (web)', 'tsc', ['-p', 'tsconfig.web.json', '--noEmit'], 'no type errors'),
  plainStep('lint', 'eslint', ['--max-warnings', '0', '.'], 'no problems'),
  plainStep('format', 'prettier', ['--check', '--log-level', 'warn', '.'], 'every file formatted'),
  vitestStep(),
];
/** Vitest, with its JSON report read back so that every skipped test is named in the summary. */
function vitestStep() {
  const reportFile = path.join(reportDir, 'vitest.json');
  return {
    name: 'vitest',
    cmd: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    verdict: (isOk, output) => {
      const line = output.match(/^\s*Tests\s+.*$/m)?.[0].trim();
      const details = [];
      try {
        const report = JSON.parse(readFileSync(reportFile, 'utf8'));
        for (const file of report.testResults ?? []) {
          for (const test of file.assertionResults ?? []) {
            const where = `${path.relative(root, file.name)} › ${test.fullName}`;
            if (test.status === 'failed') {
              details.unshift(`failed: ${where}: ${firstLine(test.failureMessages?.[0])}`);
              continue;
            }
            if (test.status !== 'skipped' && test.status !== 'pending') continue;
            // Vitest records no reason: the test's condition (skipIf) and its comment give it.
            details.push(`skipped: ${where} (skipIf)`);
          }
        }
      } catch {
        details.push('no JSON report was written');
      }
      return { ok: isOk, line, details };
    },
  };
}

if (playwrightConfig !== undefined || hasSpecs(path.join(root, 'tests', 'e2e'))) {
  const reportFile = path.join(reportDir, 'playwright.json');
  steps.push({
    name: 'playwright',
    cmd: bin('playwright'),
    args: [
      'test',
      ...(playwrightConfig === undefined ? [] : ['--config', playwrightConfig]),
      '--reporter=list,json',
      // One retry: on a loaded 2-core CI machine a browser test now and then misses a timeout that
      // it meets alone. A test that passes only on its retry is reported flaky and named in the
      // summary with its first error, so it is seen and mended, not hidden; one that fails twice
      // fails the run.
      '--retries=1',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
    verdict: (isOk) => playwrightVerdict(isOk, reportFile),
  });
}
// The Windows lane (decisions 71): the file-handling tests again under the Windows build of Node.
// Its own summary line ("windows lane: N passed, ...", the last one where a file was run again)
// is the step's; where Wine is missing the step fails with the one line that installs it, as the
// browser tests do for Chromium.
if (existsSync(path.join(root, 'scripts', 'windows-lane', 'run.mjs'))) {
  steps.push({
    name: 'windows lane',
    cmd: process.execPath,
    args: ['scripts/windows-lane/run.mjs'],
    summary: (out) =>
      out.match(/^windows lane: \d+ passed.*$/gm)?.at(-1) ?? out.match(/^windows lane: .*$/m)?.[0],
  });
}
if (existsSync(path.join(root, 'scripts', 'electronegativity-check.mjs'))) {
  steps.push({
    name: 'electronegativity',
    cmd: process.execPath,
    args: ['scripts/electronegativity-check.mjs'],
    summary: (out) => out.match(/^electronegativity: .*$/m)?.[0],
  });
}

/** The first line of an error message, without colour codes, short enough for a summary. */
function firstLine(message) {
  const line =
    stripAnsi(String(message ?? 'no message'))
      .trim()
      .split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** Every test in Playwright's JSON report, with the file, title path and skip reason. */
function reportedTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const reason = test.annotations?.find((note) => note.type === 'skip')?.description;
        const firstError = test.results?.find((result) => result.error)?.error?.message;
        tests.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          status: test.status, // expected, unexpected, flaky or skipped
          reason: reason ?? 'no reason given',
          error: firstError,
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return tests;
}

/** Playwright's step result: counts, every skip by name, and a failure for a skip not allowed. */
function playwrightVerdict(isOk, reportFile) {
  const details = [];
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    details.push('no JSON report was written, so the result cannot be read');
    return { ok: false, line: '(no report)', details };
  }
  const tests = reportedTests(report);
  const count = (status) => tests.filter((test) => test.status === status).length;
  const counts = [
    ['passed', count('expected')],
    ['failed', count('unexpected')],
    ['flaky', count('flaky')],
    ['skipped', count('skipped')],
  ].filter(([, n]) => n > 0);
  const line = counts.map(([label, n]) => `${n} ${label}`).join(', ') || 'no tests ran';
  let ok = isOk && tests.length > 0;
  // A CI log may keep only its tail, so what failed (or passed only on a retry) is named here.
  for (const test of tests.filter((candidate) => candidate.status === 'unexpected'))
    details.push(`failed: ${test.file} › ${test.title}: ${firstLine(test.error)}`);
  for (const test of tests.filter((candidate) => candidate.status === 'flaky'))
    details.push(`flaky: ${test.file} › ${test.title}: ${firstLine(test.error)}`);
  for (const test of tests.filter((candidate) => candidate.status === 'skipped')) {
    const isAllowed = mayBeSkipped.has(path.basename(test.file));
    if (!isAllowed) ok = false;
    details.push(
      `skipped: ${test.file} › ${test.title} (${test.reason})${isAllowed ? '' : ' - not allowed to skip'}`,
    );
  }
  if (!existsSync(chromiumPath)) {
    ok = false;
    details.unshift(chromiumHint);
  }
  return { ok, line, details };
}

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = step.verdict
        ? step.verdict(code === 0, stripAnsi(output))
        : { ok: code === 0, line: step.summary(stripAnsi(output)), details: [] };
      resolve({ name: step.name, seconds, ...verdict, line: verdict.line || '(no summary line)' });
    });
  });
}

const only = options.only?.split(',');
const results = [];
for (const step of steps.filter((candidate) => !only || only.includes(candidate.name))) {
  console.log(`\n=== ${step.name} ===`);
  results.push(await run(step));
}
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(18)} ${r.line}  (${r.seconds}s)`);
  for (const detail of r.details) console.log(`      ${detail}`);
}
const failed = results.filter((r) => !r.ok);
console.log(failed.length === 0 ? 'all steps passed' : `${failed.length} step(s) failed`);
process.exit(failed.length === 0 ? 0 : 1);
