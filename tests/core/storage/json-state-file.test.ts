import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonState } from '../../../electron/core/storage/json-state-file';
import { listQuarantine } from '../../../electron/core/storage/quarantine';

const StateSchema = z.object({ version: z.literal(1), ids: z.array(z.string()) });

describe('readJsonState', () => {
  let dir: string;
  let state: Parameters<typeof readJsonState>[0];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bd-json-state-'));
    state = {
      file: path.join(dir, 'state.json'),
      quarantineDir: dir,
      label: 'The test state',
      now: () => Date.UTC(2026, 0, 2),
    };
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads nothing from a missing file and the stored value from a good one', async () => {
    expect(await readJsonState(state, StateSchema)).toEqual({ ok: true, value: undefined });
    await writeFile(state.file, JSON.stringify({ version: 1, ids: ['a'] }));
    expect(await readJsonState(state, StateSchema)).toEqual({
      ok: true,
      value: { version: 1, ids: ['a'] },
    });
  });

  it.each([
    ['torn JSON', '{"version":1,"ids":['],
    ['the wrong shape', '{"version":2,"ids":"a"}'],
  ])(
    'moves a file with %s into quarantine/ with its reason, never deleting it',
    async (_, text) => {
      await writeFile(state.file, text);
      const read = await readJsonState(state, StateSchema);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.error.code).toBe('CORRUPT');
      expect(!read.ok && read.error.message).toMatch(/^The test state was unreadable/);
      expect(await readdir(dir)).not.toContain('state.json');
      const [record] = await listQuarantine(dir);
      expect(record?.reason).toMatch(/test state/);
      expect(record?.at).toBe('2026-01-02T00:00:00.000Z');
      expect(path.basename(record!.file)).toMatch(/^state\.json\./);
    },
  );
});
