// The example application's flag (decisions 55): kept in the draft and its summary, across a
// close and reopen (the sealed index snapshot), and not passed on to a copy.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleMerchantPayload } from '../../../shared/merchant/sample-merchant';
import { validateMerchant } from '../../../shared/merchant';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
});
afterEach(async () => {
  await cleanup();
});

describe('the example application', () => {
  it('is Ready, flagged in draft and summary, after a reopen too, and its copy is not', async () => {
    expect(validateMerchant(sampleMerchantPayload()).ok).toBe(true);
    const store = await openTestStore(dir);
    const example = unwrap(
      await store.create({ payload: sampleMerchantPayload(), isExample: true }),
    );
    const plain = unwrap(await store.create({ payload: sampleMerchantPayload() }));
    const copy = unwrap(await store.duplicate(example.id));
    expect(example).toMatchObject({ isExample: true, lifecycle: 'ready' });
    expect(plain.isExample).toBeUndefined();
    expect(copy.isExample).toBeUndefined();
    await store.close();

    const reopened = await openTestStore(dir);
    const listed = unwrap(await reopened.list());
    const flags = Object.fromEntries(
      listed.items.map((item) => [item.id, item.isExample === true]),
    );
    expect(flags).toEqual({ [example.id]: true, [plain.id]: false, [copy.id]: false });
    expect(unwrap(await reopened.get(example.id)).isExample).toBe(true);
    await reopened.close();
  });
});

describe('queueing the example application', () => {
  it('goes to the built-in sandbox only; a real merchant goes anywhere', async () => {
    const store = await openTestStore(dir);
    const example = unwrap(
      await store.create({ payload: sampleMerchantPayload(), isExample: true }),
    );
    const plain = unwrap(await store.create({ payload: sampleMerchantPayload() }));
    const refused = await store.markLifecycle(example.id, {
      to: 'queued',
      environmentId: 'acme-prod',
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'INVALID_STATE', details: { reason: 'example-not-real' } },
    });
    expect(unwrap(await store.get(example.id)).lifecycle).toBe('ready');
    expect(
      (await store.markLifecycle(plain.id, { to: 'queued', environmentId: 'acme-prod' })).ok,
    ).toBe(true);
    expect(
      (await store.markLifecycle(example.id, { to: 'queued', environmentId: 'sandbox' })).ok,
    ).toBe(true);
    expect(unwrap(await store.get(example.id))).toMatchObject({
      lifecycle: 'queued',
      destination: 'sandbox',
    });
    await store.close();
  });
});
