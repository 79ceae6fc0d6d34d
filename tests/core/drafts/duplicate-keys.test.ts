// The duplicate keys of a payload (decisions 30), straight from duplicateKeysOf: a sole
// proprietor's SSN typed as the tax id meets the same person as an owner elsewhere, accents do
// not make a second merchant, and the digests cannot be the ones an older index file holds.
import { hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { duplicateKeyOf, duplicateKeysOf } from '../../../electron/core/drafts/duplicate-keys';

const dataKey = randomBytes(32);
const key = duplicateKeyOf(dataKey);
const ssn = '518273645';

function digestsOf(payload: Record<string, unknown>): Set<string> {
  return new Set(duplicateKeysOf(key, payload).map((item) => item.digest));
}

describe('duplicate keys', () => {
  it('a tax id of type SSN is keyed as an SSN, so it meets the owner SSN of another application', () => {
    const soleProprietor = { taxId: '518-27-3645', taxIdType: 2 };
    const owned = { owner: [{ ssn }] };
    expect(duplicateKeysOf(key, soleProprietor)).toEqual([
      { kind: 'ssn', field: 'taxId', digest: expect.any(String) as unknown as string },
    ]);
    const shared = [...digestsOf(soleProprietor)].filter((digest) => digestsOf(owned).has(digest));
    expect(shared).toHaveLength(1);
    // Read loosely like the rest of a draft: the code as text counts too.
    expect(duplicateKeysOf(key, { taxId: ssn, taxIdType: '2' })[0]?.kind).toBe('ssn');
  });

  it('an EIN stays a tax id: it never meets an SSN with the same nine digits', () => {
    const ein = { taxId: ssn, taxIdType: 1 };
    expect(duplicateKeysOf(key, ein)[0]?.kind).toBe('taxId');
    const shared = [...digestsOf(ein)].filter((digest) =>
      digestsOf({ owner: [{ ssn }] }).has(digest),
    );
    expect(shared).toEqual([]);
  });

  it('accents aside, the same legal name and ZIP are the same merchant', () => {
    const accented = digestsOf({ legalName: 'Crème Brûlée Café LLC', legalZip: '62704' });
    const plain = digestsOf({ legalName: 'CREME BRULEE CAFE, LLC', legalZip: '62704' });
    expect(accented.size).toBe(1);
    expect([...accented]).toEqual([...plain]);
  });

  it('the index key is not the one the digests of the older format were made under', () => {
    // The index file is authenticated under this key: a file of older digests fails its check
    // and is rebuilt from the drafts.
    const older = Buffer.from(
      hkdfSync('sha256', dataKey, Buffer.alloc(0), 'boarding-desk duplicate-index', 32),
    );
    expect(key.equals(older)).toBe(false);
  });
});
