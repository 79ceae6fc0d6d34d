// `npm run soak [-- --applications <n> --kills <n>]`: the soak of scripts/soak-run.ts at full
// size (1,000 applications, 4 SIGKILLs of the host), bounded to 5 minutes. Prints its figures
// with their targets and stores them in .bench/results.json under "soak", beside the bench's own
// figures (which it keeps), the way scripts/bench.ts stores each bench with the time it ran.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchReport, measured, type BenchReport } from './bench/report';
import { killAllSoakHostsNow } from './soak-host';
import { runSoak } from './soak-run';
import { isSoakPassed } from './soak-verdict';

const root = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(root, '.bench', 'results.json');

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '1000' },
    kills: { type: 'string', default: '4' },
  },
});
const applications = Number(values.applications);
const kills = Number(values.kills);
if (!Number.isInteger(applications) || applications < 1 || applications > 10_000)
  throw new Error('--applications must be a whole number from 1 to 10,000.');
if (!Number.isInteger(kills) || kills < 0 || kills > 10)
  throw new Error('--kills must be a whole number from 0 to 10.');

// Ctrl-C or a SIGTERM ends every host with the soak, not only this process.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAllSoakHostsNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

const soak = await runSoak({
  applications,
  kills,
  deadlineMs: 5 * 60_000,
  log: (line) => console.log(`  ${line}`),
});

const report = benchReport({
  applications: measured(soak.applications, 'applications', '>=', applications, 0),
  'host SIGKILLs (restarted on the same data)': measured(soak.kills, 'kills', '>=', kills, 0),
  'merchant POSTs sent': measured(soak.posts, 'POSTs', '>=', soak.applications, 0),
  'answered 201 (boarded)': measured(soak.answered201, 'POSTs', '<=', soak.applications, 0),
  'answered 400 ([reject] marker)': measured(
    soak.answered400,
    'POSTs',
    '>=',
    soak.expectedRejected,
    0,
  ),
  'answered 409 (re-sent after boarded)': measured(soak.answered409, 'POSTs', '<=', 0, 0),
  'POSTs after a 201 for the same referenceId': measured(
    soak.postsAfterCreated,
    'POSTs',
    '<=',
    0,
    0,
  ),
  'answered 5xx/429 (faults)': measured(soak.answeredOther, 'POSTs', '>=', 0, 0),
  'unanswered (dropped or killed)': measured(soak.unanswered, 'POSTs', '>=', 0, 0),
  'merchants at the sandbox': measured(
    soak.merchantsAtSandbox,
    'merchants',
    '<=',
    soak.applications - soak.expectedRejected,
    0,
  ),
  'applications boarded twice': measured(soak.duplicates, 'applications', '<=', 0, 0),
  'applications lost (not as marked)': measured(soak.lost, 'applications', '<=', 0, 0),
  'host RSS after warm-up': measured(soak.rssWarmMb, 'MB', '>=', 0),
  'host RSS at the end': measured(soak.rssEndMb, 'MB', '>=', 0),
  'host RSS growth after warm-up': measured(soak.rssGrowthPercent, '%', '<=', 20),
  'soak duration': measured(soak.durationSeconds, 's', '<=', 300),
});

for (const [key, figure] of Object.entries(report.figures)) {
  const target = report.targets?.[key];
  const verdict = target
    ? `  target ${target.op} ${target.value}: ${target.met ? 'met' : 'MISSED'}`
    : '';
  console.log(`  ${key.padEnd(44)} ${String(figure.value).padStart(12)} ${figure.unit}${verdict}`);
}

type Stored = { at?: string; machine?: unknown; results?: Record<string, BenchReport> };
let stored: Stored = {};
try {
  stored = JSON.parse(await readFile(resultsFile, 'utf8')) as Stored;
} catch {
  // No results yet, or unreadable: the soak's figures start a new file.
}
await mkdir(path.dirname(resultsFile), { recursive: true });
const out = {
  at: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
  results: { ...stored.results, soak: { ...report, at: new Date().toISOString() } },
};
await writeFile(resultsFile, JSON.stringify(out, null, 2) + '\n');
console.log('\nwritten to .bench/results.json');
if (!soak.isFinished) console.log('the soak hit its deadline before every application finished');
process.exitCode = isSoakPassed(soak) ? 0 : 1;
