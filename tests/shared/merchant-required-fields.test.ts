// Cases generated from the spec's three tables (spec-tables.ts). For every
// "req" row, a valid full payload without it fails with exactly that path; every optional row may
// be left out; and the schemas define exactly the spec's fields.
import { describe, expect, it } from 'vitest';
import {
  FundingAccountSchema,
  MerchantPayloadSchema,
  OwnerSchema,
  validateMerchant,
} from '../../shared/merchant';
import { validFullPayload, validOwner } from '../fixtures/merchant';
import {
  fundingAccountTable,
  optionalRows,
  ownerTable,
  requiredRows,
  topLevelTable,
  wrongTypeValue,
} from './spec-tables';
import type { SpecRow } from './spec-tables';

type Payload = Record<string, unknown>;

function fullPayload(): Payload {
  // Two owners so the cases also prove the index lands in the path (owner[1].ssn).
  return validFullPayload({
    owner: [validOwner({ ownership: 60 }), validOwner({ name: 'Sam Example', ownership: 40 })],
  }) as Payload;
}

/** Where a table's row lives in a payload, and how to edit it there. */
const places = [
  {
    table: 'top level',
    rows: topLevelTable,
    edit: (payload: Payload) => payload,
    path: (field: string) => field,
  },
  {
    table: 'owner',
    rows: ownerTable,
    edit: (payload: Payload) => (payload.owner as Payload[])[1]!,
    path: (field: string) => `owner[1].${field}`,
  },
  {
    table: 'funding account',
    rows: fundingAccountTable,
    edit: (payload: Payload) => (payload.fundingAccount as Payload[])[0]!,
    path: (field: string) => `fundingAccount[0].${field}`,
  },
] as const;

function errorsWith(row: SpecRow, place: (typeof places)[number], value: unknown | undefined) {
  const payload = fullPayload();
  const target = place.edit(payload);
  if (value === undefined) delete target[row.field];
  else target[row.field] = value;
  const result = validateMerchant(payload);
  return result.ok ? [] : result.fieldErrors;
}

describe('the schemas define exactly the spec tables', () => {
  it('top level, owner and funding account carry every row and nothing else', () => {
    expect(Object.keys(MerchantPayloadSchema.shape).sort()).toEqual(
      topLevelTable.map((row) => row.field).sort(),
    );
    expect(Object.keys(OwnerSchema.shape).sort()).toEqual(
      ownerTable.map((row) => row.field).sort(),
    );
    expect(Object.keys(FundingAccountSchema.shape).sort()).toEqual(
      fundingAccountTable.map((row) => row.field).sort(),
    );
  });

  it('counts the required rows per table (22 top level, 9 owner, 6 funding account)', () => {
    expect(requiredRows(topLevelTable)).toHaveLength(22);
    expect(requiredRows(ownerTable)).toHaveLength(9);
    expect(requiredRows(fundingAccountTable)).toHaveLength(6);
  });

  it('the fixture payload is valid under the full rule set', () => {
    const result = validateMerchant(fullPayload());
    expect(result).toMatchObject({ ok: true, variant: 'full' });
  });
});

for (const place of places) {
  describe(`${place.table}: every required row`, () => {
    it.each(requiredRows(place.rows).map((row) => [row.field, row] as const))(
      '%s missing fails with exactly that path and a plain "required" message',
      (_field, row) => {
        const errors = errorsWith(row, place, undefined);
        expect(errors.map((error) => error.field)).toEqual([place.path(row.field)]);
        expect(errors[0]!.message).toMatch(/^(Enter|Choose|Add)/);
        expect(errors[0]!.message).not.toMatch(/expected|received|undefined/i);
      },
    );

    it.each(requiredRows(place.rows).map((row) => [row.field, row] as const))(
      '%s set to null reads as missing, with exactly that path',
      (_field, row) => {
        const errors = errorsWith(row, place, null);
        expect(errors.map((error) => error.field)).toEqual([place.path(row.field)]);
        expect(errors[0]!.message).toMatch(/^(Enter|Choose|Add)/);
      },
    );

    const stringRows = requiredRows(place.rows).filter((row) => row.type === 'string');
    it.each(stringRows.map((row) => [row.field, row] as const))(
      '%s blank ("   ") reads as missing: required strings must be non-empty after trimming',
      (_field, row) => {
        const errors = errorsWith(row, place, '   ');
        expect(errors.map((error) => error.field)).toEqual([place.path(row.field)]);
        expect(errors[0]!.message).toMatch(/^Enter/);
      },
    );
  });

  describe(`${place.table}: every row`, () => {
    it.each(
      place.rows
        .filter((row) => row.type !== 'null or value')
        .map((row) => [row.field, row] as const),
    )('%s with a value of the wrong type fails at that path', (_field, row) => {
      const errors = errorsWith(row, place, wrongTypeValue(row));
      expect(errors.map((error) => error.field)).toEqual([place.path(row.field)]);
    });

    it.each(optionalRows(place.rows).map((row) => [row.field, row] as const))(
      '%s may be left out',
      (_field, row) => {
        expect(errorsWith(row, place, undefined)).toEqual([]);
      },
    );
  });
}

describe('lists', () => {
  it('an empty owner list is reported at `owner`', () => {
    const result = validateMerchant(validFullPayload({ owner: [] }));
    expect(result.ok ? [] : result.fieldErrors).toEqual([
      { field: 'owner', message: 'Add at least one owner' },
    ]);
  });

  it('an empty funding account list is allowed (the row is optional)', () => {
    expect(validateMerchant(validFullPayload({ fundingAccount: [] })).ok).toBe(true);
  });

  it('an owner that is not an object is reported at its index', () => {
    const result = validateMerchant(validFullPayload({ owner: [validOwner(), null as never] }));
    expect(result.ok ? [] : result.fieldErrors.map((error) => error.field)).toEqual(['owner[1]']);
  });

  it('reports every missing field at once across all three tables', () => {
    const result = validateMerchant({ owner: [{}], fundingAccount: [{}] });
    const expected = [
      ...requiredRows(topLevelTable)
        .filter((row) => row.field !== 'owner')
        .map((row) => row.field),
      ...requiredRows(ownerTable).map((row) => `owner[0].${row.field}`),
      ...requiredRows(fundingAccountTable).map((row) => `fundingAccount[0].${row.field}`),
    ];
    expect(result.ok ? [] : result.fieldErrors.map((error) => error.field).sort()).toEqual(
      expected.sort(),
    );
    expect(expected).toHaveLength(22 - 1 + 9 + 6);
  });

  it('a payload that is not an object is one error at the root', () => {
    for (const payload of [null, undefined, 'text', 42, []]) {
      const result = validateMerchant(payload);
      expect(result.ok ? [] : result.fieldErrors.map((error) => error.field)).toEqual(['']);
    }
  });
});
