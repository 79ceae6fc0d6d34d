// `npm run bench`: runs every scripts/bench/*.bench.ts in turn, prints its figures and writes them
// all to .bench/results.json. Speed goals live here, never as timed assertions in tests
// (conventions 20). Each bench module default-exports a function returning a BenchReport.
// `npm run bench -- <filter>` runs only the benches whose file name contains <filter>; the others
// keep their last figures in results.json, each bench with the time it ran (`at`), so the file
// always holds every bench and says which run each figure came from.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchReport } from './bench/report';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'scripts', 'bench');
const filter = process.argv[2] ?? '';

const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts') && file.includes(filter))
  .sort();

type StoredReport = BenchReport & { at: string };
const resultsFile = path.join(root, '.bench', 'results.json');
const results: Record<string, StoredReport> = {};
if (files.length === 0) console.log('no benchmarks yet');
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n# ${name}`);
  const mod = (await import(pathToFileURL(path.join(benchDir, file)).href)) as {
    default: () => Promise<BenchReport>;
  };
  const report = await mod.default();
  for (const [key, figure] of Object.entries(report.figures)) {
    const target = report.targets?.[key];
    const verdict = target
      ? `  target ${target.op} ${target.value}: ${target.met ? 'met' : 'MISSED'}`
      : '';
    console.log(
      `  ${key.padEnd(44)} ${String(figure.value).padStart(12)} ${figure.unit}${verdict}`,
    );
  }
  results[name] = { ...report, at: new Date().toISOString() };
}

/** The last run's reports, for the benches this run left out (none when the file is unreadable). */
async function earlierResults(): Promise<Record<string, StoredReport>> {
  if (filter === '') return {};
  try {
    const stored = JSON.parse(await readFile(resultsFile, 'utf8')) as {
      at?: string;
      results?: Record<string, BenchReport & { at?: string }>;
    };
    return Object.fromEntries(
      Object.entries(stored.results ?? {}).map(([name, report]) => [
        name,
        { ...report, at: report.at ?? stored.at ?? 'unknown' },
      ]),
    );
  } catch {
    return {};
  }
}

await mkdir(path.join(root, '.bench'), { recursive: true });
const out = {
  at: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
  results: { ...(await earlierResults()), ...results },
};
await writeFile(resultsFile, JSON.stringify(out, null, 2) + '\n');
console.log('\nwritten to .bench/results.json');
