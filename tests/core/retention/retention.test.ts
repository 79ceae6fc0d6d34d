// Retention (decisions 44): a submitted application past the period keeps its names, merchant
// id, status and dates and loses every number, on disk too; the trash loses what sat there over
// 30 days. The app acts by itself only on what was announced for a week; "apply now" acts at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/core/ports';
import path from 'node:path';
import {
  fileRetentionNotices,
  memoryRetentionNotices,
} from '../../../electron/core/retention/retention-notices';
import { createRetentionService } from '../../../electron/core/retention/retention-service';
import { ok } from '../../../shared/result';
import { validFullPayload, validFundingAccount, validOwner } from '../../fixtures/merchant';
import { makeTempDir, readAllFiles } from '../drafts/support/temp-dir';
import { manualClock, openTestStore, unwrap } from '../drafts/support/open-store';

const ssn = '518273645';
const taxId = '864209753';
const accountNumber = '5550192837465';
const day = 24 * 60 * 60 * 1000;

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('retention-')));
afterEach(() => cleanup());

describe('retention', () => {
  it('announces, then reduces submitted applications and empties the old trash', async () => {
    const clock = manualClock();
    const drafts = await openTestStore(dir, { clock });
    const payload = validFullPayload({
      legalName: 'Kept Name LLC',
      taxId,
      owner: [validOwner({ ssn })],
      fundingAccount: [validFundingAccount({ accountNumber })],
    });
    const sent = unwrap(await drafts.create({ payload }));
    unwrap(await drafts.enqueue(sent.id));
    unwrap(await drafts.markLifecycle(sent.id, { to: 'sending' }));
    unwrap(
      await drafts.markLifecycle(sent.id, {
        to: 'submitted',
        merchantId: 'M-77',
        status: 'Approved',
        response: { id: 'M-77', taxId },
      }),
    );
    const binned = unwrap(await drafts.create({ payload: { legalName: 'Binned', taxId } }));
    unwrap(await drafts.delete(binned.id));
    const fresh = unwrap(await drafts.create({ payload: { legalName: 'Fresh' } }));

    const retention = createRetentionService({
      drafts: async () => ok(drafts),
      retentionDays: () => 90,
      now: () => new Date(clock.now()),
      logger: silentLogger,
      notices: memoryRetentionNotices(),
    });
    const before = unwrap(await retention.state());
    expect(before.onThisLaptop).toEqual({
      applications: 3,
      submitted: 1,
      submittedWithNumbers: 1,
      inTrash: 1,
    });
    expect(before.due).toEqual({ submittedToReduce: 0, trashToEmpty: 0, actsFrom: null });

    // Settings shows the trash item on day 31, the day after it fell due.
    clock.advance(31 * day);
    expect(unwrap(await retention.state()).due.trashToEmpty).toBe(1);
    clock.advance(61 * day);
    const announced = unwrap(await retention.state());
    expect(announced.due.submittedToReduce).toBe(1);
    expect(announced.due.trashToEmpty).toBe(1);
    // The trash item was first announced on day 31; the submitted one only now, on day 92.
    expect(announced.due.actsFrom).toBe(
      new Date(Date.parse('2025-01-02T03:04:05.000Z') + 38 * day).toISOString(),
    );
    // The app's own run acts on the trash (announced over a week) and leaves the submitted one.
    expect(unwrap(await retention.applyAnnounced())).toEqual({ reduced: 0, purged: 1 });
    expect(unwrap(await drafts.get(sent.id)).payload.taxId).toBe(taxId);

    expect(unwrap(await retention.applyNow())).toEqual({ reduced: 1, purged: 0 });
    const kept = unwrap(await drafts.get(sent.id));
    expect(kept.payload).toEqual({
      legalName: 'Kept Name LLC',
      locationName: payload.locationName,
    });
    expect(kept.lifecycle).toBe('submitted');
    expect(kept.referenceId).toBe(sent.referenceId);
    expect(kept.submission).toMatchObject({ merchantId: 'M-77', status: 'Approved' });
    expect(kept.submission?.response).toBeUndefined();
    expect(kept.strippedAt).toBeDefined();
    expect((await drafts.get(binned.id)).ok).toBe(false);
    expect(unwrap(await drafts.get(fresh.id)).payload.legalName).toBe('Fresh');
    expect(unwrap(await retention.state()).onThisLaptop.submittedWithNumbers).toBe(0);
    await drafts.close();

    for (const { file, bytes } of await readAllFiles(dir))
      for (const secret of [ssn, taxId, accountNumber])
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
  });

  it('acts by itself only a week after first announcing, however long ago it fell due', async () => {
    const clock = manualClock();
    const drafts = await openTestStore(path.join(dir, 'data'), { clock });
    for (const name of ['Old Bin 1', 'Old Bin 2', 'Old Bin 3']) {
      const binned = unwrap(await drafts.create({ payload: { legalName: name } }));
      unwrap(await drafts.delete(binned.id));
    }
    const noticesFile = path.join(dir, 'retention-notices.json');
    const start = (retentionDays = 90) =>
      createRetentionService({
        drafts: async () => ok(drafts),
        retentionDays: () => retentionDays,
        now: () => new Date(clock.now()),
        logger: silentLogger,
        notices: fileRetentionNotices(noticesFile, silentLogger),
        pageSize: 2,
      });
    // The first start on a version with retention, long after the items fell due: announced now.
    clock.advance(200 * day);
    expect(unwrap(await start().applyAnnounced())).toEqual({ reduced: 0, purged: 0 });
    const state = unwrap(await start().state());
    expect(state.onThisLaptop.inTrash).toBe(3);
    expect(state.due.actsFrom).toBe(new Date(clock.now() + 7 * day).toISOString());
    // A restart keeps the first announcement: six days on, still nothing.
    clock.advance(6 * day);
    expect(unwrap(await start().applyAnnounced())).toEqual({ reduced: 0, purged: 0 });
    clock.advance(1 * day);
    expect(unwrap(await start().applyAnnounced())).toEqual({ reduced: 0, purged: 3 });
    await drafts.close();
  });

  it('gives a week after the period is lowered; Apply now acts at once', async () => {
    const clock = manualClock();
    const drafts = await openTestStore(dir, { clock });
    const sent = unwrap(await drafts.create({ payload: validFullPayload({ taxId }) }));
    unwrap(await drafts.enqueue(sent.id));
    unwrap(await drafts.markLifecycle(sent.id, { to: 'sending' }));
    unwrap(
      await drafts.markLifecycle(sent.id, { to: 'submitted', merchantId: 'M-1', response: {} }),
    );
    let retentionDays = 90;
    const retention = createRetentionService({
      drafts: async () => ok(drafts),
      retentionDays: () => retentionDays,
      now: () => new Date(clock.now()),
      logger: silentLogger,
      notices: memoryRetentionNotices(),
    });
    clock.advance(30 * day);
    retentionDays = 5;
    expect(unwrap(await retention.applyAnnounced())).toEqual({ reduced: 0, purged: 0 });
    expect(unwrap(await drafts.get(sent.id)).payload.taxId).toBe(taxId);
    clock.advance(7 * day);
    expect(unwrap(await retention.applyAnnounced())).toEqual({ reduced: 1, purged: 0 });

    const other = unwrap(await drafts.create({ payload: validFullPayload({ taxId }) }));
    unwrap(await drafts.enqueue(other.id));
    unwrap(await drafts.markLifecycle(other.id, { to: 'sending' }));
    unwrap(
      await drafts.markLifecycle(other.id, { to: 'submitted', merchantId: 'M-2', response: {} }),
    );
    clock.advance(6 * day);
    expect(unwrap(await retention.applyNow())).toEqual({ reduced: 1, purged: 0 });
    await drafts.close();
  });

  it('is refused by the store for an application that is not submitted', async () => {
    const drafts = await openTestStore(dir);
    const draft = unwrap(await drafts.create({ payload: { legalName: 'Open', taxId } }));
    const refused = await drafts.redactSubmitted(draft.id, (value) => ({ ...value, payload: {} }));
    expect(refused.ok === false && refused.error.code).toBe('INVALID_STATE');
    await drafts.close();
  });
});
