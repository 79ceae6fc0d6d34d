// How an application from another laptop arrives (decisions 42): nothing of the other laptop's
// outbox comes with it, the store itself refuses a record still in flight, and the warning that
// it may have been sent survives being passed on again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { arrivalOf } from '../../../electron/core/transfer/import-arrival';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { openTestStore, unwrap } from '../drafts/support/open-store';
import { makeTempDir } from '../drafts/support/temp-dir';

const at = new Date('2026-11-26T02:00:00.000Z');

function record(overrides: Partial<Draft>): Draft {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    referenceId: '10000000-0000-4000-8000-000000000001',
    schemaVersion: 1,
    lifecycle: 'draft',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    payload: validFullPayload({ legalName: 'Arrival Probe LLC' }),
    ...overrides,
  };
}

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('import-arrival-')));
afterEach(() => cleanup());

describe('arrival of an imported application', () => {
  it('drops the outbox destination of a queued application arriving Ready', () => {
    const arrived = arrivalOf(record({ lifecycle: 'queued', destination: 'production' }), at);
    expect(arrived.lifecycle).toBe('ready');
    expect(arrived.destination).toBeUndefined();
    expect(arrived.imported).toMatchObject({ fromLifecycle: 'queued', mayHaveBeenSent: true });
  });

  it('keeps "may have been sent" when passed on again from a laptop where it arrived Ready', () => {
    const onB = arrivalOf(record({ lifecycle: 'sending', destination: 'sandbox' }), at);
    const onC = arrivalOf(onB, new Date('2026-11-27T02:00:00.000Z'));
    expect(onC.lifecycle).toBe('ready');
    expect(onC.imported).toMatchObject({ fromLifecycle: 'ready', mayHaveBeenSent: true });
    expect(arrivalOf(record({ lifecycle: 'ready' }), at).imported?.mayHaveBeenSent).toBe(false);
  });

  it('is refused by the store while still queued, sending or needing attention', async () => {
    const store = await openTestStore(dir);
    const queued = record({ lifecycle: 'queued', destination: 'sandbox' });
    const refused = await store.adopt(queued);
    expect(refused.ok === false && refused.error.code).toBe('INVALID_STATE');
    const batch = await store.adoptBatch([
      record({ id: '00000000-0000-4000-8000-000000000002', lifecycle: 'sending' }),
      record({ id: '00000000-0000-4000-8000-000000000003' }),
    ]);
    expect(batch.map((result) => (result.ok ? result.value.isAdded : result.error.code))).toEqual([
      'INVALID_STATE',
      true,
    ]);
    expect(unwrap(await store.list()).total).toBe(1);
    await store.close();
  });
});
