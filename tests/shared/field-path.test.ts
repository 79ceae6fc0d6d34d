// Field paths in the `owner[0].ssn` notation (decisions 17), both ways, and the per-field view of
// validation that the form uses beside each input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsFor,
  formatFieldPath,
  parseFieldPath,
  toFieldErrors,
} from '../../shared/merchant';
import { validFullPayload, validOwner } from '../fixtures/merchant';

describe('formatFieldPath', () => {
  it.each([
    [[], ''],
    [['legalName'], 'legalName'],
    [['owner'], 'owner'],
    [['owner', 0, 'ssn'], 'owner[0].ssn'],
    [['owner', 12, 'email'], 'owner[12].email'],
    [['fundingAccount', 0, 'routingNumber'], 'fundingAccount[0].routingNumber'],
    [['owner', 1], 'owner[1]'],
    [['tables', 'businessType', 2, 'code'], 'tables.businessType[2].code'],
    [['odd key', 0], '["odd key"][0]'],
    [['a', 'b.c'], 'a["b.c"]'],
  ] as [PropertyKey[], string][])('%j -> %s', (path, text) => {
    expect(formatFieldPath(path)).toBe(text);
  });
});

describe('parseFieldPath', () => {
  it.each([
    ['', []],
    ['legalName', ['legalName']],
    ['owner[0].ssn', ['owner', 0, 'ssn']],
    ['fundingAccount[3].zipcodeExtension', ['fundingAccount', 3, 'zipcodeExtension']],
    ['owner[1]', ['owner', 1]],
    ['a["b.c"]', ['a', 'b.c']],
  ] as [string, (string | number)[]][])('%s -> %j', (text, path) => {
    expect(parseFieldPath(text)).toEqual(path);
  });

  it.each([
    '.owner',
    'owner.',
    'owner[]',
    'owner[x]',
    'owner[-1]',
    'owner[0]ssn',
    'owner..ssn',
    'owner[0].',
    '0owner',
    'owner ssn',
    'a["bad\\q"]',
    'The request was invalid',
  ])('%s is not a path (null)', (text) => {
    expect(parseFieldPath(text)).toBeNull();
  });

  it('round-trips any path of names and indexes', () => {
    const segment = fc.oneof(fc.nat({ max: 999 }), fc.string({ minLength: 1, maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (path) => {
        expect(parseFieldPath(formatFieldPath(path))).toEqual(path);
      }),
      { numRuns: 500 },
    );
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message per path and formats each path', () => {
    expect(
      toFieldErrors([
        { code: 'custom', path: ['owner', 0, 'ssn'], message: 'first', input: '1' },
        { code: 'custom', path: ['owner', 0, 'ssn'], message: 'second', input: '1' },
        { code: 'custom', path: ['legalName'], message: 'third', input: '' },
      ]),
    ).toEqual([
      { field: 'owner[0].ssn', message: 'first' },
      { field: 'legalName', message: 'third' },
    ]);
  });
});

describe('fieldErrorsFor', () => {
  const payload = validFullPayload({
    legalPhone: '123',
    owner: [validOwner({ ownership: 50 }), validOwner({ ownership: 50, ssn: '1', email: 'x' })],
  });

  it('returns only the errors of the asked field', () => {
    expect(fieldErrorsFor('legalPhone', payload)).toEqual([
      {
        field: 'legalPhone',
        message: 'Legal phone has 3 digits: a US number is 10 digits, like (217) 555-0142',
      },
    ]);
    expect(fieldErrorsFor('owner[1].ssn', payload)).toEqual([
      { field: 'owner[1].ssn', message: 'SSN must be 9 digits' },
    ]);
  });

  it('returns the errors inside a group when asked for the group', () => {
    expect(fieldErrorsFor('owner[1]', payload).map((error) => error.field)).toEqual([
      'owner[1].ssn',
      'owner[1].email',
    ]);
  });

  it('returns nothing for a valid field, or a name that merely shares a prefix', () => {
    expect(fieldErrorsFor('owner[0].ssn', payload)).toEqual([]);
    expect(fieldErrorsFor('legalPhon', payload)).toEqual([]);
    expect(fieldErrorsFor('legalName', payload)).toEqual([]);
  });

  it('sees rules that depend on other fields (the ownership total)', () => {
    const over = validFullPayload({
      owner: [validOwner({ ownership: 80 }), validOwner({ ownership: 40 })],
    });
    expect(fieldErrorsFor('owner', over).map((error) => error.field)).toEqual(['owner']);
  });
});
