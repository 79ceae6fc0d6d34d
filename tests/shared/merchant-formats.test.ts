// Every format rule of decisions 13 to 16 with passing and failing cases.
// Cases for a rule run against EVERY field the spec's notes give that rule (spec-tables.ts), so a
// field wired to the wrong rule fails here.
import { describe, expect, it } from 'vitest';
import { sampleInviteCode } from '../fixtures/merchant';
import { errorsFor, fieldsWithNote, pathOf } from './payload-helpers';
import type { Location } from './payload-helpers';
import { fundingAccountTable, topLevelTable } from './spec-tables';

interface Rule {
  name: string;
  fields: [Location, string][];
  pass: unknown[];
  fail: unknown[];
  message?: RegExp;
}

// Phones: every "Digits only" row except taxId (its own rule below).
const phoneFields = fieldsWithNote(/Digits only/).filter(([, field]) => field !== 'taxId');

const rules: Rule[] = [
  {
    name: 'phones: 10 digits, digits only (decisions 13)',
    fields: phoneFields,
    pass: ['5551234567', '2125550100'],
    fail: ['555123456', '55512345678', '555-123-4567', '(555) 1234567', '+15551234567', 'phone'],
    message: /10 digits/,
  },
  {
    name: 'SSN: exactly 9 digits',
    fields: [['owner', 'ssn']],
    pass: ['123456789', '001010001', '665999999', '899012345'],
    fail: ['12345678', '1234567890', '123-45-6789', '12345678a'],
    message: /^SSN must be 9 digits$/,
  },
  {
    // decisions 29: shaped like an SSN, but never issued.
    name: 'SSN: no impossible number',
    fields: [['owner', 'ssn']],
    pass: ['123456789'],
    fail: [
      '000000000',
      '000121234',
      '666121234',
      '900121234',
      '999121234',
      '123001234',
      '123450000',
    ],
    message: /^SSN cannot/,
  },
  {
    name: 'tax ID: 9 digits (EIN or SSN)',
    fields: [['top', 'taxId']],
    pass: ['987654321'],
    fail: ['98-7654321', '98765432', '9876543210'],
    message: /9 digits/,
  },
  {
    name: 'routing number: 9 digits',
    fields: [['funding', 'routingNumber']],
    pass: ['011000015', '021000021', '121000358'],
    fail: ['02100002', '0210000211', '02100002a', '021-000-021'],
    message: /^Routing number must be 9 digits$/,
  },
  {
    name: 'routing number: ABA 3-7-1 check digit',
    fields: [['funding', 'routingNumber']],
    pass: ['011000015', '021000021', '121000358', '026009593', '322271627'],
    fail: ['021000022', '011000016', '121000359', '123456789'],
    message: /^Routing number fails its check digit: re-check the 9 digits$/,
  },
  {
    name: 'routing number: the all-zero placeholder passes 3-7-1 but is refused',
    fields: [['funding', 'routingNumber']],
    pass: ['011000015'],
    fail: ['000000000'],
    message: /^Routing number cannot be all zeros: enter the bank's 9 digits$/,
  },
  {
    name: 'account number: 4 to 17 digits',
    fields: [['funding', 'accountNumber']],
    pass: ['1234', '12345678901234567', '000123456789'],
    fail: ['123', '123456789012345678', '1234-5678', 'ACCT1234'],
    message: /4 to 17 digits/,
  },
  {
    name: 'two-letter state codes',
    fields: [...fieldsWithNote(/Two-letter state code/), ['funding', 'stateCode']],
    pass: ['CA', 'NY', 'DC', 'PR', 'GU', 'AE'],
    fail: ['ca', 'California', 'C', 'XX', 'ZZ', 'C A'],
    message: /^Use a two-letter state code such as CA$/,
  },
  {
    name: 'ZIP: 12345 or 12345-6789',
    fields: [
      ['top', 'legalZip'],
      ['top', 'locationZip'],
      ['owner', 'zipCode'],
      ['funding', 'zipcode'],
    ],
    pass: ['12345', '12345-6789', '00501'],
    fail: ['1234', '123456', '12345-678', '12345 6789', '123456789', 'ABCDE'],
    message: /12345 or 12345-6789/,
  },
  {
    name: 'ZIP extension: 4 digits or null',
    fields: [['funding', 'zipcodeExtension']],
    pass: ['6789', null, ''],
    fail: ['678', '67890', 'abcd'],
    message: /4 digits/,
  },
  {
    name: 'e-mail',
    fields: [['owner', 'email']],
    pass: ['jordan@example.com', 'first.last+tag@mail.example.co.uk'],
    fail: ['jordan', 'jordan@', '@example.com', 'jordan@example', 'jo rdan@example.com'],
    message: /name@example\.com/,
  },
  {
    name: 'ISO 8601 date-time without zone, a real calendar moment',
    fields: fieldsWithNote(/Date-time/),
    pass: ['2024-02-29T00:00:00', '2000-02-29T23:59:59', '1999-12-31T12:30:45'],
    fail: [
      '2023-02-30T00:00:00',
      '2023-02-29T00:00:00',
      '1900-02-29T00:00:00',
      '2023-04-31T00:00:00',
      '2023-13-01T00:00:00',
      '2023-01-01T24:00:00',
      '2023-01-01T00:60:00',
      '2023-01-01',
      '2023-01-01T00:00:00Z',
      '2023-01-01T00:00:00+02:00',
      '2023-01-01T00:00:00.000',
      '2023-01-01 00:00:00',
    ],
    message: /real date and time/,
  },
  {
    name: 'category: a 4-digit MCC',
    fields: [['top', 'category']],
    pass: ['5172', '0742', '5999'],
    fail: ['517', '51720', '51a2', 5172],
  },
  {
    name: 'swipedPercent: whole number 0..100',
    fields: [['top', 'swipedPercent']],
    pass: [0, 1, 50, 100],
    fail: [-1, 101, 50.5, '50', Number.NaN],
  },
  {
    name: 'ownership per owner: 0 < x <= 100, decimals allowed',
    fields: [['owner', 'ownership']],
    pass: [100, 0.01, 33.34],
    fail: [0, -5, 100.01, '100'],
  },
  {
    name: 'numeric codes: any non-negative integer (decisions 15)',
    fields: [
      ...topLevelTable
        .filter((row) => row.notes === 'Numeric code')
        .map((row) => ['top', row.field] as [Location, string]),
      ...fundingAccountTable
        .filter((row) => row.notes === 'Numeric code')
        .map((row) => ['funding', row.field] as [Location, string]),
    ],
    pass: [0, 1, 4, 17, 9999],
    fail: [-1, 1.5, '4', true],
  },
  {
    name: 'invite code: letter/digit groups separated by hyphens, case as given',
    fields: [['top', 'inviteCode']],
    pass: [sampleInviteCode, 'tzs4-beh8-r7vs', 'AB-12', 'A1B2C3-D4E5F6-G7H8-I9J0'],
    fail: [
      'TZS4BEH8R7VS',
      'TZS4-',
      '-TZS4-BEH8',
      'TZS4--BEH8',
      'TZS4 BEH8',
      'TZS4_BEH8',
      'TZŞ4-BEH8',
    ],
    message: /TZS4-BEH8-R7VS/,
  },
  {
    name: 'integers: owner id and bankingRoutingID',
    fields: [
      ['owner', 'id'],
      ['funding', 'bankingRoutingID'],
    ],
    pass: [0, 7, 123456],
    fail: [1.5, '7'],
  },
];

describe.each(rules)('$name', (rule) => {
  it('covers at least one field', () => {
    expect(rule.fields.length).toBeGreaterThan(0);
  });

  for (const [location, field] of rule.fields) {
    it.each(rule.pass.map((value) => [JSON.stringify(value), value]))(
      `${pathOf(location, field)} accepts %s`,
      (_label, value) => {
        expect(errorsFor(location, field, value)).toEqual([]);
      },
    );
    it.each(rule.fail.map((value) => [JSON.stringify(value), value]))(
      `${pathOf(location, field)} rejects %s`,
      (_label, value) => {
        const errors = errorsFor(location, field, value);
        expect(errors.map((error) => error.field)).toEqual([pathOf(location, field)]);
        if (rule.message && typeof value === 'string')
          expect(errors[0]!.message).toMatch(rule.message);
      },
    );
  }
});

describe('optional fields', () => {
  it('a blank optional string means "not entered" and passes (form inputs hold "")', () => {
    const errors = errorsFor('top', 'locationFax', '');
    expect(errors).toEqual([]);
    expect(errorsFor('owner', 'dob', '  ')).toEqual([]);
  });

  it('free-text fields take any text', () => {
    for (const field of ['sells', 'returnPolicy', 'referenceId']) {
      expect(errorsFor('top', field, 'Anything at all: 1, 2, 3 & more')).toEqual([]);
    }
  });
});
