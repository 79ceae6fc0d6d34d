// What one clean submission costs the draft store: the encrypted draft is written three times
// (queued, sending, submitted: each durable, and none can go, decisions 33) and the payload is
// checked against the shared merchant schema four times (decisions 33 says which and why). The
// writes are counted on disk (each write is a new revision file), the checks by a counting
// wrapper around the real validator (the in-process sandbox's own checks are left out).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDraftFileName } from '../../../electron/core/drafts/draft-files';
import type * as Validate from '../../../shared/merchant/validate';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';

/** Calls made by the app; the sandbox runs in this process and validates what it receives too. */
const appChecks = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../../shared/merchant/validate', async (importOriginal) => {
  const real = await importOriginal<typeof Validate>();
  return {
    ...real,
    validateMerchant(...args: Parameters<typeof real.validateMerchant>) {
      if (!new Error().stack?.includes('/sandbox/')) appChecks.count += 1;
      return real.validateMerchant(...args);
    },
  };
});

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

/** The newest revision on disk of `draftId`: one more for every write of the encrypted draft. */
async function revisionOf(dataDir: string, draftId: string): Promise<number> {
  const names = await readdir(path.join(dataDir, 'drafts', 'drafts'));
  const revisions = names
    .map((name) => parseDraftFileName(name))
    .filter((parsed) => parsed?.id === draftId)
    .map((parsed) => parsed!.revision);
  return Math.max(...revisions);
}

describe('the cost of one submission', () => {
  it('writes the encrypted draft three times and validates the payload four times', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox();
    await outbox.start();
    const created = await revisionOf(harness.dataDir, id!);
    appChecks.count = 0;

    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();

    await harness.expectExactlyOnce([id!]);
    expect((await revisionOf(harness.dataDir, id!)) - created).toBe(3);
    expect(appChecks.count).toBe(4);
  });
});
