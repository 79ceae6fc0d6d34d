// What the held-file retry layer (node/file-retry.ts, decisions 71) costs when nothing is held:
// renames and removals through it and straight through fs, interleaved one after the other on
// the same disk, so a busy moment weighs on both alike. On Linux the layer never retries (the
// codes it waits on are real there), so this is the price of the wrapper alone on the path every
// autosave takes. The autosave and export figures with the layer in place are the drafts and
// transfer benches'.
import { mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renameRetrying, unlinkRetrying } from '../../node/file-retry';
import { benchReport, measured, percentile, type BenchReport } from './report';

const rounds = 2_000;

async function timed(work: () => Promise<void>): Promise<number> {
  const begin = performance.now();
  await work();
  return performance.now() - begin;
}

export default async function run(): Promise<BenchReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-file-retry-'));
  try {
    const plain = { rename: [] as number[], unlink: [] as number[] };
    const layered = { rename: [] as number[], unlink: [] as number[] };
    for (let n = 0; n < rounds; n += 1) {
      const [a, b] = [path.join(dir, `a-${n}`), path.join(dir, `b-${n}`)];
      await writeFile(a, 'x');
      await writeFile(b, 'x');
      // Alternate which goes first, so neither always meets a warmer cache.
      const pairs = [
        async () => plain.rename.push(await timed(() => rename(a, path.join(dir, 'plain')))),
        async () =>
          layered.rename.push(await timed(() => renameRetrying(b, path.join(dir, 'layered')))),
      ];
      for (const step of n % 2 === 0 ? pairs : pairs.reverse()) await step();
    }
    for (let n = 0; n < rounds; n += 1) {
      const [a, b] = [path.join(dir, `c-${n}`), path.join(dir, `d-${n}`)];
      await writeFile(a, 'x');
      await writeFile(b, 'x');
      const pairs = [
        async () => plain.unlink.push(await timed(() => unlink(a))),
        async () => layered.unlink.push(await timed(() => unlinkRetrying(b))),
      ];
      for (const step of n % 2 === 0 ? pairs : pairs.reverse()) await step();
    }
    const median = (samples: number[]) => percentile(samples, 50);
    return benchReport({
      'rename p50, straight (µs)': measured(median(plain.rename) * 1000, 'µs', '<=', 1000, 1),
      'rename p50 / straight p50, with the retry layer': measured(
        median(layered.rename) / median(plain.rename),
        'x',
        '<=',
        1.1,
      ),
      'unlink p50 / straight p50, with the retry layer': measured(
        median(layered.unlink) / median(plain.unlink),
        'x',
        '<=',
        1.1,
      ),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
