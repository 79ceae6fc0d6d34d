// One process's view of opening the draft store, for draft-open.bench.ts: a fresh process per
// measurement, so the RSS after open is the store's and not what populating it left behind, and
// the first open pays its cold start as it does when the app starts.
//   rebuild <dir> <keyHex>   open once (the index is rebuilt from the files), close
//   clean <dir> <keyHex>     open and close `opens` times over a clean index; on each open, list
//                            every draft sorted by name (the first 10,000: the contract's largest
//                            page)
// Prints one JSON line of timings.
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';

const [mode, dir, keyHex] = process.argv.slice(2);
const opens = 5;
const listRuns = 5;
const cipher = aesGcmCipher(Buffer.from(keyHex!, 'hex'), 'bench');

async function open(): Promise<DraftStore> {
  const opened = await openDraftStore({ dir: dir!, cipher });
  if (!opened.ok) throw new Error(`draft store: ${opened.error.code} ${opened.error.message}`);
  return opened.value;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const begin = performance.now();
  const value = await work();
  return [value, performance.now() - begin];
}

if (mode === 'rebuild') {
  const [store, rebuildMs] = await timed(open);
  await store.close();
  console.log(JSON.stringify({ rebuildMs }));
} else {
  const openMs: number[] = [];
  const closeMs: number[] = [];
  const listMs: number[] = [];
  let rssAfterOpen = 0;
  let listed = 0;
  for (let round = 0; round < opens; round += 1) {
    const [store, ms] = await timed(open);
    openMs.push(ms);
    if (round === 0) rssAfterOpen = process.memoryUsage().rss;
    for (let run = 0; run < listRuns; run += 1) {
      const [list, ms] = await timed(() => store.list({ sort: 'legalName', limit: 10_000 }));
      if (!list.ok) throw new Error('list failed');
      listed = list.value.items.length;
      listMs.push(ms);
    }
    closeMs.push((await timed(() => store.close()))[1]);
  }
  console.log(JSON.stringify({ openMs, closeMs, listMs, rssAfterOpen, listed }));
}
