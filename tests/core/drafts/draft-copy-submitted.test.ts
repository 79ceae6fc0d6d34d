// "Start a new application from this one" (decisions 51): a new draft from a submitted one, in a
// real store in a real temp dir. What the agent would type the same is kept; each SSN, the tax
// id and every routing and account number are blank; the copy is a new application (its own id
// and referenceId, a draft) and the duplicate check names the submitted one as its twin.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftStore } from '../../../electron/core/drafts/draft-store';
import type { DraftStore } from '../../../electron/core/drafts/draft-store-api';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import { recordStatus } from '../support/status-drafts';

let dir: string;
let store: DraftStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'draft-copy-submitted-'));
  const opened = await openDraftStore({ dir, cipher: testCipher() });
  if (!opened.ok) throw new Error(opened.error.message);
  store = opened.value;
});

afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function submitted(legalName: string): Promise<string> {
  const created = await store.create({ payload: validFullPayload({ legalName }) });
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.id;
  for (const to of ['queued', 'sending'] as const)
    expect((await store.markLifecycle(id, { to })).ok).toBe(true);
  const marked = await store.markLifecycle(id, {
    to: 'submitted',
    merchantId: '7',
    status: 'Submitted',
    response: { id: 7 },
  });
  expect(marked.ok).toBe(true);
  await recordStatus(store, id, { status: 'Declined', statusReason: 'Tax id does not match' });
  return id;
}

describe('a new application from a submitted one', () => {
  it('keeps names, addresses and owners, and blanks SSNs, tax id and bank numbers', async () => {
    const sourceId = await submitted('Declined Deli [decline] LLC');
    const source = await store.get(sourceId);
    if (!source.ok) throw new Error(source.error.message);
    const copied = await store.copySubmitted(sourceId);
    if (!copied.ok) throw new Error(copied.error.message);
    const copy = copied.value;

    expect(copy.id).not.toBe(sourceId);
    expect(copy.referenceId).not.toBe(source.value.referenceId);
    expect(copy.lifecycle).toBe('draft');
    expect(copy.submission).toBeUndefined();

    const before = source.value.payload as Record<string, unknown>;
    const after = copy.payload as Record<string, unknown>;
    expect(after.legalName).toBe('Declined Deli [decline] LLC');
    expect(after.legalZip).toBe(before.legalZip);
    expect(after.locationCity).toBe(before.locationCity);
    expect(after.taxIdType).toBe(before.taxIdType);
    expect(after.taxId).toBe('');
    expect(after.referenceId).toBeUndefined();

    const owners = after.owner as Record<string, unknown>[];
    const ownersBefore = before.owner as Record<string, unknown>[];
    expect(owners).toHaveLength(ownersBefore.length);
    expect(owners[0]?.name).toBe(ownersBefore[0]?.name);
    expect(owners[0]?.ssn).toBe('');
    expect(ownersBefore[0]?.ssn).not.toBe('');

    const accounts = after.fundingAccount as Record<string, unknown>[];
    const accountsBefore = before.fundingAccount as Record<string, unknown>[];
    expect(accounts[0]?.routingNumber).toBe('');
    expect(accounts[0]?.accountNumber).toBe('');
    expect(accountsBefore[0]?.accountNumber).not.toBe('');

    // The submitted application itself is untouched.
    const again = await store.get(sourceId);
    expect(again.ok && again.value.payload).toEqual(source.value.payload);
    expect(again.ok && again.value.lifecycle).toBe('submitted');
  });

  it('is flagged by the duplicate check as the submitted application, by name and ZIP', async () => {
    const sourceId = await submitted('Same Name [decline] LLC');
    const copied = await store.copySubmitted(sourceId);
    if (!copied.ok) throw new Error(copied.error.message);
    const duplicates = await store.findDuplicates(copied.value.id);
    if (!duplicates.ok) throw new Error(duplicates.error.message);
    const byName = duplicates.value.matches.find((match) => match.kind === 'nameZip');
    expect(byName?.others.map((other) => other.id)).toEqual([sourceId]);
    expect(byName?.others[0]?.merchantId).toBe('7');
    // No number was carried, so no number matches.
    expect(duplicates.value.matches.filter((match) => match.kind !== 'nameZip')).toEqual([]);
  });

  it('refuses an application that was not submitted, and creates nothing', async () => {
    const created = await store.create({ payload: validFullPayload() });
    if (!created.ok) throw new Error(created.error.message);
    const refused = await store.copySubmitted(created.value.id);
    expect(refused.ok || refused.error.code).toBe('INVALID_STATE');
    const listed = await store.list({});
    expect(listed.ok && listed.value.total).toBe(1);
  });

  it('makes a new location from it too, numbers carried, location empty (decisions 82)', async () => {
    const sourceId = await submitted('Two Stores [decline] LLC');
    const source = await store.get(sourceId);
    if (!source.ok) throw new Error(source.error.message);
    const made = await store.newLocation(sourceId);
    if (!made.ok) throw new Error(made.error.message);
    expect(made.value.lifecycle).toBe('draft');
    expect(made.value.submission).toBeUndefined();
    expect(made.value.referenceId).not.toBe(source.value.referenceId);
    const after = made.value.payload as Record<string, unknown>;
    const before = source.value.payload as Record<string, unknown>;
    expect(after.legalName).toBe('Two Stores [decline] LLC');
    expect(after.taxId).toBe(before.taxId);
    expect(after.owner).toEqual(before.owner);
    expect(after.locationName).toBeUndefined();
    expect(after.locationCity).toBeUndefined();
    const again = await store.get(sourceId);
    expect(again.ok && again.value.lifecycle).toBe('submitted');
  });
});
