// An application that arrived but came back without an id we can keep (none at all, or one that
// cannot be written to a plaintext file or a GET path) is still at the service (decisions 9, 20):
// the lookup's match must stop the outbox for the agent, never read as "not there" and send the
// application a second time.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { startHostileService, type HostileService } from '../support/hostile-service';
import type { Outbox } from '../../../electron/core/outbox/outbox';

let harness: OutboxHarness | undefined;
let service: HostileService | undefined;
afterEach(async () => {
  await harness?.close();
  await service?.close();
  harness = undefined;
  service = undefined;
});

/** Every file under `dir`, as text. */
async function allText(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    names
      .filter((entry) => entry.isFile())
      .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
  return texts.join('\n');
}

/**
 * Every file of the data dir once the outbox has stopped: a queue write in flight leaves a temp
 * file that readdir may list and rename() takes away before it is read.
 */
async function settledText(outbox: Outbox): Promise<string> {
  await outbox.stop();
  return allText(harness!.dataDir);
}

/** A POST answered `postBody` (201), and every lookup answered a match carrying `matchFields`. */
async function sendWith(postBody: string, matchFields: Record<string, unknown>) {
  harness = await createOutboxHarness();
  const hostile = await startHostileService();
  service = hostile;
  hostile.answer((request) => {
    if (request.method === 'POST') return { kind: 'status', status: 201, body: postBody };
    const referenceId = new URL(request.url, 'http://x').searchParams.get('referenceId');
    if (referenceId === null) return { kind: 'status', status: 404 };
    const match = { referenceId, status: 'Submitted', ...matchFields };
    return { kind: 'status', status: 200, body: JSON.stringify([match]) };
  });
  const [id] = await harness.createDrafts(1);
  const outbox = harness.openOutbox({ fetch: hostile.fetch, backoff: { maxAttempts: 3 } });
  await outbox.start();
  expect((await outbox.enqueue(id!)).ok).toBe(true);
  await outbox.drain();
  return { id: id!, outbox, hostile };
}

describe('outbox: an application that arrived without a usable merchant id', () => {
  it('a 201 and a lookup that both lack an id stop for the agent after one POST', async () => {
    const { outbox, hostile } = await sendWith('{}', {});
    expect(hostile.count('POST', '/merchant')).toBe(1);
    expect(outbox.state().items[0]).toMatchObject({
      state: 'needs-attention',
      isUncertain: true,
      lastError: { code: 'SERVER_ERROR' },
    });
  });

  it('an SSN-shaped or oversized id counts as unusable: one POST, never on disk', async () => {
    const ssnShaped = '123-45-6789';
    const { outbox, hostile } = await sendWith(JSON.stringify({ id: ssnShaped }), {
      id: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(hostile.count('POST', '/merchant')).toBe(1);
    expect(outbox.state().items[0]).toMatchObject({ state: 'needs-attention', isUncertain: true });
    const written = await settledText(outbox);
    expect(written).not.toContain(ssnShaped);
    expect(written).not.toContain('x'.repeat(1000));
  });

  it('a status of any length is kept at 100 characters on the submit path', async () => {
    const { id, outbox } = await sendWith(JSON.stringify({ id: 42, status: 'S'.repeat(5000) }), {});
    const draft = await harness!.store.get(id);
    expect(draft.ok && draft.value.submission?.status).toBe('S'.repeat(100));
    const queue = await settledText(outbox);
    expect(queue).not.toContain('S'.repeat(101));
  });
});
