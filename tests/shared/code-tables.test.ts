// Code tables as validated data (decisions 15): the shipped file, labels for known and unknown
// codes, and clear errors for a bad environment file.
import { describe, expect, it } from 'vitest';
import {
  codeEntries,
  codeTableNames,
  CodeTablesSchema,
  defaultCodeTables,
  labelFor,
  loadCodeTables,
} from '../../shared/codes';
import shipped from '../../shared/codes/code-tables.json';
import { fundingAccountTable, topLevelTable } from './spec-tables';

function copyOfShipped(): Record<string, unknown> & { tables: Record<string, unknown[]> } {
  return structuredClone(shipped) as never;
}

describe('the shipped code tables', () => {
  it('validate against CodeTablesSchema and are marked provisional', () => {
    const result = CodeTablesSchema.safeParse(shipped);
    expect(result.success).toBe(true);
    expect(defaultCodeTables.provisional).toBe(true);
  });

  it('have one table per "Numeric code" field of the spec, named like the field', () => {
    const codeFields = [...topLevelTable, ...fundingAccountTable]
      .filter((row) => row.notes === 'Numeric code')
      .map((row) => row.field)
      .sort();
    expect([...codeTableNames].sort()).toEqual(codeFields);
    expect(Object.keys(defaultCodeTables.tables).sort()).toEqual(codeFields);
  });

  it('every table has entries with unique non-negative integer codes and non-empty labels', () => {
    for (const name of codeTableNames) {
      const entries = codeEntries(name);
      expect(entries.length).toBeGreaterThan(0);
      const codes = entries.map((entry) => entry.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const entry of entries) {
        expect(Number.isInteger(entry.code) && entry.code >= 0).toBe(true);
        expect(entry.label.trim()).not.toBe('');
      }
    }
  });

  it("contains the spec sample's codes: businessType 4 and delivery 1", () => {
    expect(codeEntries('businessType').some((entry) => entry.code === 4)).toBe(true);
    expect(codeEntries('delivery').some((entry) => entry.code === 1)).toBe(true);
  });

  it('uses the public clue names for business and corporation types (decisions 15)', () => {
    expect(codeEntries('businessType').map((entry) => entry.label)).toEqual(
      expect.arrayContaining([
        'Retail',
        'Internet',
        'Other',
        'Healthcare',
        'Education',
        'Government',
        'Charity/NonProfit',
        'B2B',
      ]),
    );
    expect(codeEntries('legalCorporationType').map((entry) => entry.label)).toEqual(
      expect.arrayContaining([
        'Sole proprietor',
        'Partnership',
        'LLC/LLP',
        'C corporation',
        'S corporation',
        'Government',
        'Tax-exempt 501(c)',
      ]),
    );
  });
});

describe('labelFor', () => {
  it('shows label and code for a listed code', () => {
    const retail = codeEntries('businessType').find((entry) => entry.label === 'Retail')!;
    expect(labelFor('businessType', retail.code)).toBe(`Retail (${retail.code})`);
    expect(labelFor('accountType', 1)).toBe('Checking (1)');
  });

  it('shows "Code N" for a code the table lacks (agents may enter any code)', () => {
    expect(labelFor('businessType', 17)).toBe('Code 17');
    expect(labelFor('processor', 0)).toBe('Code 0');
  });

  it('uses tables an environment supplies', () => {
    const custom = copyOfShipped();
    custom.tables.businessType = [{ code: 17, label: 'Fuel' }];
    const loaded = loadCodeTables(custom);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(labelFor('businessType', 17, loaded.value)).toBe('Fuel (17)');
    expect(labelFor('businessType', 1, loaded.value)).toBe('Code 1');
  });
});

describe('loadCodeTables', () => {
  it('accepts the shipped file and strips nothing it needs', () => {
    const loaded = loadCodeTables(copyOfShipped());
    expect(loaded).toEqual({ ok: true, value: defaultCodeTables });
  });

  it.each([
    [
      'a duplicate code',
      (raw: ReturnType<typeof copyOfShipped>) => {
        raw.tables.taxIdType = [
          { code: 1, label: 'EIN' },
          { code: 1, label: 'SSN' },
        ];
      },
      'tables.taxIdType[1].code',
      /Code 1 appears more than once/,
    ],
    [
      'a negative code',
      (raw: ReturnType<typeof copyOfShipped>) => {
        raw.tables.delivery = [{ code: -1, label: 'Never' }];
      },
      'tables.delivery[0].code',
      /0 or more/,
    ],
    [
      'a fractional code',
      (raw: ReturnType<typeof copyOfShipped>) => {
        raw.tables.delivery = [{ code: 1.5, label: 'Soon' }];
      },
      'tables.delivery[0].code',
      /whole number/,
    ],
    [
      'an empty label',
      (raw: ReturnType<typeof copyOfShipped>) => {
        raw.tables.accountType = [{ code: 1, label: '  ' }];
      },
      'tables.accountType[0].label',
      /must not be empty/,
    ],
    [
      'a missing table',
      (raw: ReturnType<typeof copyOfShipped>) => {
        delete raw.tables.processor;
      },
      'tables.processor',
      /list/,
    ],
    [
      'a code given as text',
      (raw: ReturnType<typeof copyOfShipped>) => {
        raw.tables.achMethod = [{ code: '1', label: 'Net' }];
      },
      'tables.achMethod[0].code',
      /must be a number/,
    ],
  ])('rejects %s with a clear error naming the place', (_label, breakIt, field, message) => {
    const raw = copyOfShipped();
    breakIt(raw);
    const loaded = loadCodeTables(raw);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error.code).toBe('VALIDATION');
    expect(loaded.error.fieldErrors).toEqual([{ field, message: expect.stringMatching(message) }]);
    expect(loaded.error.message).toContain(field);
    expect(loaded.error.message).toMatch(/^Code tables are invalid: /);
  });

  it.each([null, 'tables', [], 42])('rejects %j as a whole', (raw) => {
    const loaded = loadCodeTables(raw);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error.message).toBe('Code tables are invalid: Code tables must be a JSON object');
  });

  it('lists at most five problems in the message and counts the rest', () => {
    const raw = copyOfShipped();
    raw.tables.businessType = Array.from({ length: 8 }, (_, index) => ({
      code: -1 - index,
      label: '',
    }));
    const loaded = loadCodeTables(raw);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error.fieldErrors).toHaveLength(16);
    expect(loaded.error.message).toMatch(/\(and 11 more\)$/);
  });
});
