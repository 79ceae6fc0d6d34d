// Child process for the crash-safety test: opens the store, then autosaves its drafts in a loop,
// printing `try <id> <n>` before each save and `ack <id> <n>` once the save is acknowledged. The
// parent kills it with SIGKILL at a random moment. Writes to a pipe are synchronous on Linux and
// macOS, so a printed `ack` reached the parent before the next line of code ran.
// Bounded: stops by itself after `maxMs` even if nobody kills it.
import { openDraftStore } from '../../../../electron/core/drafts/draft-store';
import { createTestCipher } from './test-cipher';

const [dir, maxMsText, journalLimitText] = process.argv.slice(2);
if (!dir) throw new Error('usage: crash-writer <dir> [maxMs] [indexJournalLimit]');
const deadline = Date.now() + Number(maxMsText ?? 20_000);

const opened = await openDraftStore({
  dir,
  cipher: createTestCipher(),
  indexJournalLimit: Number(journalLimitText ?? 1000),
});
if (!opened.ok) {
  process.stdout.write(`error ${opened.error.code}\n`);
  process.exit(2);
}
const store = opened.value;
const listed = await store.list({ limit: 10_000 });
if (!listed.ok) process.exit(3);
process.stdout.write('open\n');

async function autosave(id: string, start: number): Promise<void> {
  for (let n = start + 1; Date.now() < deadline; n += 1) {
    process.stdout.write(`try ${id} ${n}\n`);
    // Sizes vary so a torn write could not pass for a complete one by length alone.
    const result = await store.save(id, {
      legalName: `Crash ${n}`,
      counter: n,
      filler: 'x'.repeat((n * 37) % 2000),
    });
    if (!result.ok) {
      process.stdout.write(`fail ${id} ${n} ${result.error.code}\n`);
      return;
    }
    process.stdout.write(`ack ${id} ${n}\n`);
  }
}

await Promise.all(
  listed.value.items.map(async (item) => {
    const draft = await store.get(item.id);
    const counter =
      draft.ok && typeof draft.value.payload.counter === 'number' ? draft.value.payload.counter : 0;
    await autosave(item.id, counter);
  }),
);
await store.close();
