// An import killed half-way (SIGKILL of the process doing it) leaves no half-imported
// application: every application on disk afterwards opens whole, and a second import of the same
// file after the restart adds exactly the rest, with no duplicate (decisions 42).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../drafts/support/temp-dir';
import { unwrap } from '../drafts/support/open-store';
import { exportAndWait, openLaptop } from './support/transfer-harness';

const runner = path.join(import.meta.dirname, 'support', 'import-runner.ts');
const count = 300;
const killAfter = 15;

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: root, cleanup } = await makeTempDir('transfer-killed-')));
afterEach(() => cleanup());

function importAndKill(dir: string, file: string, passphrase: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', runner, dir, file, passphrase], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let added = 0;
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line.startsWith('added ')) continue;
        added = Number(line.slice('added '.length));
        if (added >= killAfter) child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(guard);
      if (signal !== 'SIGKILL') return reject(new Error(`runner exited (${code}): ${stderr}`));
      resolve(added);
    });
  });
}

describe('an import killed half-way', () => {
  it(
    'leaves whole applications only, and a second import adds the rest once',
    { timeout: 120_000 },
    async () => {
      const first = await openLaptop(path.join(root, 'first'));
      for (let n = 0; n < count; n += 1)
        unwrap(
          await first.drafts.create({
            payload: { legalName: `Killed ${n}`, filler: 'z'.repeat(5_000 + n) },
          }),
        );
      const file = path.join(root, 'many.age');
      const { started } = await exportAndWait(first, { filePath: file });
      if (started.outcome !== 'started') throw new Error(started.problem);
      await first.drafts.close();

      const secondDir = path.join(root, 'second');
      const added = await importAndKill(secondDir, file, started.generatedPassphrase!);
      expect(added).toBeGreaterThanOrEqual(killAfter);

      const second = await openLaptop(secondDir);
      try {
        expect(second.drafts.quarantined()).toEqual([]);
        const partial = unwrap(await second.drafts.list({ limit: 1000 }));
        expect(partial.total).toBeGreaterThanOrEqual(killAfter);
        expect(partial.total).toBeLessThan(count);
        for (const item of partial.items) {
          const draft = unwrap(await second.drafts.get(item.id));
          const n = Number(String(draft.payload.legalName).slice('Killed '.length));
          expect(String(draft.payload.filler).length).toBe(5_000 + n);
        }
        const preview = unwrap(await second.transfer.preview(file, started.generatedPassphrase!));
        if (preview.outcome !== 'preview') throw new Error(preview.problem);
        expect(preview.counts).toEqual({
          new: count - partial.total,
          alreadyHere: partial.total,
          conflicting: 0,
        });
        expect(unwrap(await second.transfer.importChecked(preview.token))).toMatchObject({
          imported: count - partial.total,
        });
        const all = unwrap(await second.drafts.list({ limit: 1000 }));
        expect(all.total).toBe(count);
        expect(new Set(all.items.map((item) => item.legalName)).size).toBe(count);
      } finally {
        await second.drafts.close();
      }
    },
  );
});
