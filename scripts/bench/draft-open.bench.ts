// Opening the draft store at 10,000 and 50,000 drafts: open over a clean index (the app's every
// start), close with nothing saved, list every draft by name, and the process's RSS after the
// open. Each size is populated straight through the file codec, its index built by one open in a
// throwaway process, then measured in a fresh process (draft-open-child.ts) so the RSS is the
// store's own and the first open pays its cold start. Open and close are the median of five.
// Targets: open clean <= 60 ms at 10,000 and <= 300 ms at 50,000; close clean <= 20 ms at 50,000;
// list 50,000 by name <= 150 ms (p95); RSS after open at 50,000 <= 512 MB (a budget for a laptop
// that also runs a browser, not a figure from the service).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { populate } from './drafts.bench';
import { benchReport, measured, percentile, type BenchReport } from './report';

const run = promisify(execFile);
const child = path.join(import.meta.dirname, 'draft-open-child.ts');

interface CleanRun {
  openMs: number[];
  closeMs: number[];
  listMs: number[];
  rssAfterOpen: number;
  listed: number;
}

async function inChild<T>(mode: 'rebuild' | 'clean', dir: string, key: Buffer): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', child, mode, dir, key.toString('hex')],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}

async function measureSize(root: string, count: number): Promise<CleanRun> {
  const dir = path.join(root, String(count));
  const key = randomBytes(32);
  await populate(dir, aesGcmCipher(key, 'bench'), count);
  await inChild('rebuild', dir, key);
  const clean = await inChild<CleanRun>('clean', dir, key);
  if (clean.listed !== Math.min(count, 10_000)) throw new Error(`listed ${clean.listed}`);
  return clean;
}

export default async function draftOpenBench(): Promise<BenchReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'boarding-draft-open-bench-'));
  try {
    const small = await measureSize(root, 10_000);
    const big = await measureSize(root, 50_000);
    const ms = (samples: number[], p: number) => percentile(samples, p);
    return benchReport({
      'open, clean index @10000 (p50 of 5)': measured(ms(small.openMs, 50), 'ms', '<=', 60),
      'open, clean index @50000 (p50 of 5)': measured(ms(big.openMs, 50), 'ms', '<=', 300),
      'open, clean index @50000, first in process': measured(big.openMs[0]!, 'ms', '<=', 300),
      'close, nothing saved @50000 (p50 of 5)': measured(ms(big.closeMs, 50), 'ms', '<=', 20),
      'list 50000 by legalName (p95 of 25)': measured(ms(big.listMs, 95), 'ms', '<=', 150),
      'RSS after open @50000': measured(big.rssAfterOpen / 2 ** 20, 'MB', '<=', 512, 0),
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
