// The submission audit log: JSON lines, appended in order, read back with a limit, torn lines
// skipped, rotated when large, and nothing but the whitelisted identifiers ever written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendFile, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAuditLog, type AuditRecord } from '../../../electron/core/audit/audit-log';
import { heldFileWaitMs } from '../../../node/file-retry';
import { holdFile } from '../../support/held-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-audit-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function entry(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    environmentId: 'sandbox',
    draftId: 'draft-1',
    referenceId: '7d4c2f7e-3b1a-4c6e-9f0d-2a8b5e1c9d30',
    action: 'submit',
    attempt: 1,
    outcome: 'ok',
    httpStatus: 201,
    merchantId: '1001',
    ...overrides,
  };
}

describe('audit log', () => {
  it('appends one JSON line per attempt, in order, stamped with the clock', async () => {
    let now = Date.parse('2025-03-01T10:00:00Z');
    const log = createAuditLog({
      dir: path.join(dir, 'nested'),
      clock: { now: () => (now += 1000) },
    });
    await Promise.all([
      log.record(entry({ draftId: 'a' })),
      log.record(
        entry({ draftId: 'b', outcome: 'SERVER_ERROR', httpStatus: 500, merchantId: undefined }),
      ),
      log.record(
        entry({
          draftId: 'c',
          action: 'lookup',
          outcome: 'OFFLINE',
          httpStatus: undefined,
          merchantId: undefined,
        }),
      ),
    ]);
    const lines = (await readFile(log.file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(3);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((line) => line.draftId)).toEqual(['a', 'b', 'c']);
    expect(parsed[0]).toEqual({ ...entry({ draftId: 'a' }), at: '2025-03-01T10:00:01.000Z' });
    expect(parsed[2]).not.toHaveProperty('httpStatus');
    const read = await log.read({ limit: 2 });
    expect(read.map((line) => line.draftId)).toEqual(['b', 'c']);
    expect(await log.read({ limit: 0 })).toEqual([]);
  });

  it('writes only the known fields, so no payload, secret or PII can land in the file', async () => {
    const log = createAuditLog({ dir });
    const sneaky = {
      ...entry(),
      ssn: '123456789',
      accountNumber: '000123456789',
      tokenSecret: 'shh-secret',
    } as AuditRecord;
    await log.record(sneaky);
    await log.record({ ...entry(), outcome: 'NOT_A_CODE' } as unknown as AuditRecord);
    const text = await readFile(log.file, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(1);
    for (const needle of ['123456789', '000123456789', 'shh-secret', 'NOT_A_CODE'])
      expect(text).not.toContain(needle);
  });

  it('skips a torn last line and keeps everything before it', async () => {
    const log = createAuditLog({ dir });
    await log.record(entry({ draftId: 'whole' }));
    await appendFile(log.file, '{"at":"2025-03-01T10:00:00Z","environmentId":"sand');
    const read = await log.read();
    expect(read.map((line) => line.draftId)).toEqual(['whole']);
  });

  it('rotates once past maxBytes and still reads across both files', async () => {
    const log = createAuditLog({ dir, maxBytes: 600 });
    for (let index = 0; index < 8; index += 1) await log.record(entry({ draftId: `d${index}` }));
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(['audit.1.jsonl', 'audit.jsonl']);
    const read = await log.read({ limit: 3 });
    expect(read.map((line) => line.draftId)).toEqual(['d5', 'd6', 'd7']);
  });

  it('reads an absent log as empty', async () => {
    expect(await createAuditLog({ dir }).read()).toEqual([]);
  });

  it.runIf(process.platform === 'win32')(
    'appends even when the rotation meets a held file past the wait, and rotates later',
    async () => {
      const warnings: string[] = [];
      const skip = () => undefined;
      const logger = {
        debug: skip,
        info: skip,
        error: skip,
        warn: (m: string) => warnings.push(m),
      };
      const log = createAuditLog({ dir, maxBytes: 200, logger });
      for (let n = 0; n < 3; n += 1) await log.record(entry({ draftId: `first-${n}` }));
      await log.record(entry({ draftId: 'rotated' }));
      // A scanner holds the rotated copy: the next rotation cannot replace it.
      const held = await holdFile(path.join(dir, 'audit.1.jsonl'), heldFileWaitMs + 1_000);
      await log.record(entry({ draftId: 'while-held' }));
      expect(warnings).toContain('audit log not rotated; appending anyway');
      await held.released;
      await log.record(entry({ draftId: 'after' }));
      const ids = (await log.read()).map((line) => line.draftId);
      expect(ids).toContain('while-held');
      expect(ids.at(-1)).toBe('after');
    },
    20_000,
  );
});
