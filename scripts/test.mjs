#!/usr/bin/env node
// `npm test`: typecheck, lint and every test suite that exists, in that order. Each runner's own
// output streams through; its summary line is collected and printed again at the end, so a CI log
// shows at a glance what ran. Exits non-zero when any step fails (later steps still run, so one
// red step does not hide another).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('.spec.ts'));
}

const steps = [
  {
    name: 'typecheck (node)',
    cmd: bin('tsc'),
    args: ['-p', 'tsconfig.node.json', '--noEmit'],
    summary: () => 'no type errors',
  },
  {
    name: 'typecheck (web)',
    cmd: bin('tsc'),
    args: ['-p', 'tsconfig.web.json', '--noEmit'],
    summary: () => 'no type errors',
  },
  {
    name: 'lint',
    cmd: bin('eslint'),
    args: ['--max-warnings', '0', '.'],
    summary: () => 'no problems',
  },
  {
    name: 'format',
    cmd: bin('prettier'),
    args: ['--check', '--log-level', 'warn', '.'],
    summary: () => 'every file formatted',
  },
  {
    name: 'vitest',
    cmd: bin('vitest'),
    args: ['run'],
    summary: (out) => out.match(/^\s*Tests\s+.*$/m)?.[0].trim(),
  },
];
if (hasSpecs(path.join(root, 'tests', 'e2e'))) {
  steps.push({
    name: 'playwright',
    cmd: bin('playwright'),
    args: ['test'],
    summary: (out) =>
      out
        .split('\n')
        .filter((line) => /^\s*\d+ (passed|failed|skipped|flaky|did not run)/.test(line))
        .map((line) => line.trim())
        .join(', '),
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

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
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
      const line = step.summary(stripAnsi(output)) || '(no summary line)';
      resolve({ name: step.name, ok: code === 0, seconds, line });
    });
  });
}

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  results.push(await run(step));
}
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(18)} ${r.line}  (${r.seconds}s)`);
}
const failed = results.filter((r) => !r.ok);
console.log(failed.length === 0 ? 'all steps passed' : `${failed.length} step(s) failed`);
process.exit(failed.length === 0 ? 0 : 1);
