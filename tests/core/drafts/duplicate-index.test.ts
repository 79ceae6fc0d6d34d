// The duplicate index (decisions 30) against a real store in a temp dir: which other applications
// share a tax id, an SSN, a bank account or a legal name + ZIP; kept across a reopen, rebuilt from
// the draft files when its file is missing or not this store's, and never holding a number or a
// name in plain.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import { duplicatesFileName } from '../../../electron/core/drafts/duplicate-index';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { validFullPayload, validFundingAccount, validOwner } from '../../fixtures/merchant';
import { makeTempDir, readAllFiles } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';

const taxId = '864209753';
const ssn = '518273645';
const accountNumber = '5550192837465';

let dir: string;
let cleanup: () => Promise<void>;
let store: DraftStore;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  store = await openTestStore(dir);
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

function merchant(name: string, overrides: Record<string, unknown> = {}) {
  const { referenceId: _referenceId, ...payload } = validFullPayload({
    legalName: name,
    taxId,
    owner: [validOwner({ ssn })],
    fundingAccount: [validFundingAccount({ accountNumber })],
    ...overrides,
  });
  return payload as DraftPayload;
}

describe('finding other applications', () => {
  it('names every shared key and the application that has it', async () => {
    const first = unwrap(await store.create({ payload: merchant("Tony's Bistro LLC") }));
    const second = unwrap(await store.create({ payload: { legalName: 'Someone else' } }));
    expect(unwrap(await store.findDuplicates(second.id)).matches).toEqual([]);

    // Typed, not saved yet, and formatted differently: still the same numbers.
    const typed = {
      legalName: 'TONYS BISTRO, LLC',
      legalZip: String(merchant('x').legalZip),
      taxId: `${taxId.slice(0, 2)}-${taxId.slice(2)}`,
      owner: [{ ssn: `${ssn.slice(0, 3)} ${ssn.slice(3, 5)} ${ssn.slice(5)}` }],
    };
    const found = unwrap(await store.findDuplicates(second.id, typed)).matches;
    expect(found.map(({ field, kind }) => [field, kind])).toEqual([
      ['taxId', 'taxId'],
      ['owner[0].ssn', 'ssn'],
      ['legalName', 'nameZip'],
    ]);
    expect(found[0]!.others).toEqual([
      {
        id: first.id,
        legalName: "Tony's Bistro LLC",
        lifecycle: 'ready',
        createdAt: first.createdAt,
      },
    ]);
  });

  it('finds the stored draft\u2019s own keys, a copy shares them all, and never itself', async () => {
    const source = unwrap(await store.create({ payload: merchant('Harbour Bakery LLC') }));
    const copy = unwrap(await store.duplicate(source.id));
    const kinds = unwrap(await store.findDuplicates(copy.id)).matches.map((match) => match.kind);
    // The copy's name ends in "(copy)", so name + ZIP no longer matches.
    expect(kinds).toEqual(['taxId', 'ssn', 'bankAccount']);
    const back = unwrap(await store.findDuplicates(source.id)).matches;
    expect(back.every((match) => match.others.every((other) => other.id === copy.id))).toBe(true);
  });

  it('says when the other was submitted, and as which merchant', async () => {
    const sent = unwrap(await store.create({ payload: merchant('Sent LLC') }));
    unwrap(await store.enqueue(sent.id));
    unwrap(await store.markLifecycle(sent.id, { to: 'sending' }));
    unwrap(await store.markLifecycle(sent.id, { to: 'submitted', merchantId: '3', response: {} }));
    const submittedAt = unwrap(await store.get(sent.id)).submission?.submittedAt;
    const other = unwrap(await store.create({ payload: { legalName: 'New' } }));
    const [match] = unwrap(await store.findDuplicates(other.id, { taxId })).matches;
    expect(match?.others).toEqual([
      expect.objectContaining({
        id: sent.id,
        lifecycle: 'submitted',
        merchantId: '3',
        submittedAt,
      }),
    ]);
  });

  it('a trashed application does not count; a purged one is gone', async () => {
    const old = unwrap(await store.create({ payload: merchant('Old LLC') }));
    const other = unwrap(await store.create({ payload: { legalName: 'New' } }));
    unwrap(await store.delete(old.id));
    expect(unwrap(await store.findDuplicates(other.id, { taxId })).matches).toEqual([]);
    unwrap(await store.restore(old.id));
    expect(unwrap(await store.findDuplicates(other.id, { taxId })).matches).toHaveLength(1);
    unwrap(await store.delete(old.id));
    unwrap(await store.purge(old.id));
    unwrap(await store.restore(other.id).then(() => store.save(other.id, { taxId })));
    expect(unwrap(await store.findDuplicates(other.id)).matches).toEqual([]);
  });

  it('a tax id many share follows each save that takes it away or brings it back', async () => {
    // A chain's stores share one tax id: the index keeps its holders as a set, and a save must
    // move the one draft it changes, whichever of them it is.
    const stores = ['North', 'South', 'East', 'West'].map((name) => `${name} Fuel LLC`);
    const [north, south, east, west] = await Promise.all(
      stores.map(async (name) =>
        unwrap(await store.create({ payload: { legalName: name, taxId } })),
      ),
    );
    const holdersSeenBy = async (id: string) =>
      unwrap(await store.findDuplicates(id))
        .matches.filter((match) => match.kind === 'taxId')
        .flatMap((match) => match.others.map((other) => other.legalName))
        .sort();
    expect(await holdersSeenBy(north!.id)).toEqual([
      'East Fuel LLC',
      'South Fuel LLC',
      'West Fuel LLC',
    ]);
    unwrap(await store.save(south!.id, { legalName: 'South Fuel LLC', taxId: '864209750' }));
    unwrap(await store.save(east!.id, { legalName: 'East Fuel LLC', taxId: '864209751' }));
    expect(await holdersSeenBy(north!.id)).toEqual(['West Fuel LLC']);
    unwrap(await store.save(west!.id, { legalName: 'West Fuel LLC', taxId: '864209752' }));
    expect(await holdersSeenBy(north!.id)).toEqual([]);
    unwrap(await store.save(east!.id, { legalName: 'East Fuel LLC', taxId }));
    expect(await holdersSeenBy(north!.id)).toEqual(['East Fuel LLC']);
    expect(await holdersSeenBy(east!.id)).toEqual(['North Fuel LLC']);
  });
});

describe('on disk', () => {
  it('holds no number and no name in plain, in any file of the data folder', async () => {
    const a = unwrap(await store.create({ payload: merchant('Plaintext Probe Inc') }));
    unwrap(await store.duplicate(a.id));
    unwrap(await store.findDuplicates(a.id));
    await store.close();
    const files = await readAllFiles(dir);
    expect(files.map((entry) => path.basename(entry.file))).toContain(duplicatesFileName);
    for (const { file, bytes } of files) {
      for (const secret of [taxId, ssn, accountNumber, 'Plaintext Probe', 'plaintext probe']) {
        if (file.endsWith('index.json') && secret.startsWith('Plaintext')) continue; // listing
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
      }
    }
    const text = await readFile(path.join(dir, duplicatesFileName), 'utf8');
    // Ids, revisions and keyed digests only: `kind:field:<22 base64url characters>`.
    const rows = (JSON.parse(text) as { entries: unknown[][] }).entries;
    for (const row of rows)
      for (const item of row.slice(4))
        expect(item).toMatch(/^(taxId|ssn|bankAccount|nameZip):[\w.[\]]+:[\w-]{22}$/);
    store = await openTestStore(dir);
  });

  it('is kept across a reopen and rebuilt when its file is missing or not this store\u2019s', async () => {
    const first = unwrap(await store.create({ payload: merchant('Kept LLC') }));
    const second = unwrap(await store.create({ payload: { legalName: 'Second' } }));
    unwrap(await store.findDuplicates(second.id));
    await store.close();

    for (const damage of [
      async () => undefined,
      () => rm(path.join(dir, duplicatesFileName)),
      () =>
        writeFile(
          path.join(dir, duplicatesFileName),
          '{"format":1,"mac":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","entries":[]}',
        ),
    ]) {
      await damage();
      store = await openTestStore(dir);
      const [match] = unwrap(await store.findDuplicates(second.id, { taxId })).matches;
      expect(match?.others.map((other) => other.id)).toEqual([first.id]);
      await store.close();
    }
    store = await openTestStore(dir);
  });

  it('saves between two lookups: the last one counts, in memory and in the file', async () => {
    const first = unwrap(await store.create({ payload: merchant('Saved Often LLC') }));
    const second = unwrap(await store.create({ payload: { legalName: 'Second' } }));
    unwrap(await store.findDuplicates(second.id));
    // Three autosaves with no lookup between them: the tax id moves twice, then the SSN.
    unwrap(await store.save(first.id, merchant('Saved Often LLC', { taxId: '123456780' })));
    unwrap(await store.save(first.id, merchant('Saved Often LLC', { taxId: '987654320' })));
    unwrap(
      await store.save(
        first.id,
        merchant('Saved Often LLC', {
          taxId: '987654320',
          owner: [validOwner({ ssn: '518273646' })],
        }),
      ),
    );
    const others = async (payload: DraftPayload) =>
      unwrap(await store.findDuplicates(second.id, payload)).matches.map((match) => match.field);
    const check = async () => {
      expect(await others({ taxId })).toEqual([]);
      expect(await others({ taxId: '123456780' })).toEqual([]);
      expect(await others({ taxId: '987654320' })).toEqual(['taxId']);
      expect(await others({ owner: [{ ssn }] })).toEqual([]);
      expect(await others({ owner: [{ ssn: '518273646' }] })).toEqual(['owner[0].ssn']);
    };
    await check();
    // The file written at close holds the same: a reopen answers alike.
    await store.close();
    store = await openTestStore(dir);
    await check();
  });

  it('close writes the digests of saves no lookup has seen: the file holds the last one', async () => {
    const first = unwrap(await store.create({ payload: { legalName: 'Closed Early LLC' } }));
    const second = unwrap(await store.create({ payload: { legalName: 'Second' } }));
    unwrap(await store.findDuplicates(second.id)); // loaded: from now on the file is written
    unwrap(await store.save(first.id, merchant('Closed Early LLC', { taxId: '123456780' })));
    unwrap(
      await store.save(
        first.id,
        merchant('Closed Early LLC', { owner: [validOwner({ ssn: '518273646' })] }),
      ),
    );
    await store.close();
    const file = JSON.parse(await readFile(path.join(dir, duplicatesFileName), 'utf8')) as {
      entries: string[][];
    };
    const row = file.entries.find((entry) => entry[0] === first.id);
    const fields = (row ?? []).slice(4).map((key) => key.split(':')[1]);
    // Created with a name only; both saves came after the last lookup.
    expect(fields).toContain('owner[0].ssn');
    expect(row?.[1]).toBe(3);
    store = await openTestStore(dir);
  });

  it('a change made before the first lookup wins over the file', async () => {
    const first = unwrap(await store.create({ payload: merchant('Changed LLC') }));
    const second = unwrap(await store.create({ payload: { legalName: 'Second' } }));
    unwrap(await store.findDuplicates(second.id));
    await store.close();
    store = await openTestStore(dir);
    unwrap(await store.save(first.id, merchant('Changed LLC', { taxId: '123456780' })));
    expect(unwrap(await store.findDuplicates(second.id, { taxId })).matches).toEqual([]);
    expect(
      unwrap(await store.findDuplicates(second.id, { taxId: '123456780' })).matches,
    ).toHaveLength(1);
  });
});
