// Crash safety: a child process autosaves several drafts in a loop and is
// killed with SIGKILL at random moments, 30 times, sometimes while it is still opening the store
// (reconciling or compacting the index). After every kill the store opens, every draft is
// readable, nothing was quarantined, and each draft equals an acknowledged version: the last one
// acknowledged, or the one that was in flight when the process died.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';

const rounds = 30;
const draftCount = 4;
const writerSource = path.join(import.meta.dirname, 'support', 'crash-writer.ts');

interface Progress {
  acked: number;
  inFlight: number | null;
}

let dir: string;
let cleanup: () => Promise<void>;
let writer: string;
let buildDir: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir('drafts-crash-'));
  // The writer is bundled once with the project's own build tool (vite) into one plain .mjs:
  // `node --import tsx` spends about a second per start compiling TypeScript, 30 starts would
  // dominate the test, and a bundle starts in a tenth of that.
  buildDir = await makeTempDir('drafts-crash-writer-');
  await build({
    configFile: false,
    logLevel: 'silent',
    ssr: { noExternal: true },
    build: {
      ssr: writerSource,
      outDir: buildDir.dir,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'crash-writer.mjs' } },
    },
  });
  writer = path.join(buildDir.dir, 'crash-writer.mjs');
}, 60_000);

afterAll(async () => {
  await cleanup();
  await buildDir.cleanup();
});

/** Runs the writer until it has acknowledged a few saves (or, in some rounds, not even that) and SIGKILLs it. */
function runAndKill(
  progress: Map<string, Progress>,
  killEarly: boolean,
): Promise<{ acks: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    // A low journal limit makes index compactions (snapshot writes) frequent, so kills land in them too.
    const child = spawn(process.execPath, [writer, dir, '20000', '25'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    let stderr = '';
    let acks = 0;
    let timer: NodeJS.Timeout | null = null;
    const kill = () => child.kill('SIGKILL');
    const arm = (ms: number) => {
      timer ??= setTimeout(kill, ms);
    };
    if (killEarly) arm(80 + Math.random() * 250); // often mid-open: reconciling or compacting the index
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [kind, id, counter] = line.split(' ');
        if ((kind !== 'try' && kind !== 'ack') || !id) continue;
        const state = progress.get(id);
        if (!state) return reject(new Error(`writer touched an unknown draft ${id}`));
        if (kind === 'try') state.inFlight = Number(counter);
        else {
          state.acked = Number(counter);
          state.inFlight = null;
          acks += 1;
          arm(Math.random() * 120);
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    // Bounded even if no ack ever arrives.
    const guard = setTimeout(kill, 15_000);
    child.on('exit', (code, signal) => {
      clearTimeout(guard);
      if (timer) clearTimeout(timer);
      if (signal !== 'SIGKILL')
        return reject(new Error(`writer exited on its own (${code}): ${stderr}`));
      resolve({ acks, stderr });
    });
  });
}

describe('SIGKILL during autosave', () => {
  it(
    `leaves every draft readable and equal to an acknowledged version, ${rounds} kills`,
    { timeout: 120_000 },
    async () => {
      const progress = new Map<string, Progress>();
      const seed = await openTestStore(dir);
      for (let n = 0; n < draftCount; n += 1) {
        const draft = unwrap(await seed.create({ payload: { legalName: 'Crash 0', counter: 0 } }));
        progress.set(draft.id, { acked: 0, inFlight: null });
      }
      await seed.close();

      let totalAcks = 0;
      let earlyKills = 0;
      for (let round = 0; round < rounds; round += 1) {
        const killEarly = round % 4 === 3;
        if (killEarly) earlyKills += 1;
        const { acks } = await runAndKill(progress, killEarly);
        totalAcks += acks;

        const store = await openTestStore(dir);
        try {
          expect(store.quarantined()).toEqual([]);
          const listed = unwrap(await store.list({ limit: 100 }));
          expect(listed.total).toBe(draftCount);
          for (const [id, state] of progress) {
            const draft = unwrap(await store.get(id));
            const counter = draft.payload.counter as number;
            const allowed = state.inFlight === null ? [state.acked] : [state.acked, state.inFlight];
            expect(allowed, `round ${round}, draft ${id}`).toContain(counter);
            expect(draft.payload.legalName).toBe(`Crash ${counter}`);
            expect(String(draft.payload.filler ?? '').length).toBe((counter * 37) % 2000);
            // The index agrees with the file after recovery.
            expect(listed.items.find((item) => item.id === id)?.legalName).toBe(`Crash ${counter}`);
            state.acked = counter;
            state.inFlight = null;
          }
        } finally {
          await store.close();
        }
      }
      // The kills really landed during saving, many times over.
      expect(totalAcks).toBeGreaterThan(rounds);
      expect(earlyKills).toBeGreaterThan(0);
    },
  );
});
