// The QuickStart rule set (decisions 14) and the one function that picks
// a rule set (variantOf).
import { describe, expect, it } from 'vitest';
import {
  MerchantPayloadSchema,
  QuickStartPayloadSchema,
  quickStartRequired,
  schemaFor,
  validateMerchant,
  variantOf,
} from '../../shared/merchant';
import { validFullPayload, validOwner, validQuickStartPayload } from '../fixtures/merchant';
import { ownerTable, requiredRows, topLevelTable } from './spec-tables';

function fieldsOf(payload: unknown): string[] {
  const result = validateMerchant(payload);
  return result.ok ? [] : result.fieldErrors.map((error) => error.field).sort();
}

describe('variantOf picks the rule set', () => {
  it.each([
    [{ inviteCode: 'TZS4-BEH8-R7VS' }, 'quickstart'],
    [{ inviteCode: 'not-a-valid code' }, 'quickstart'],
    [{ inviteCode: '' }, 'full'],
    [{ inviteCode: '   ' }, 'full'],
    [{ inviteCode: 42 }, 'full'],
    [{ inviteCode: null }, 'full'],
    [{}, 'full'],
    [null, 'full'],
    ['TZS4-BEH8-R7VS', 'full'],
    [[{ inviteCode: 'TZS4-BEH8-R7VS' }], 'full'],
  ] as const)('%j -> %s', (payload, variant) => {
    expect(variantOf(payload)).toBe(variant);
  });

  it('schemaFor returns the schema of each variant', () => {
    expect(schemaFor('full')).toBe(MerchantPayloadSchema);
    expect(schemaFor('quickstart')).toBe(QuickStartPayloadSchema);
  });
});

describe('QuickStart (decisions 14)', () => {
  it('the reduced set is inviteCode, legalName and owners with name and email', () => {
    expect(quickStartRequired.topLevel).toEqual(['inviteCode', 'legalName', 'owner']);
    expect(quickStartRequired.owner).toEqual(['name', 'email']);
    expect(quickStartRequired.fundingAccount).toEqual([]);
  });

  it('passes with only inviteCode, legalName and one owner name and email', () => {
    const payload = validQuickStartPayload();
    expect(Object.keys(payload).sort()).toEqual(['inviteCode', 'legalName', 'owner']);
    const result = validateMerchant(payload);
    expect(result).toMatchObject({ ok: true, variant: 'quickstart' });
    expect(result.ok && result.value.owner).toEqual([
      { name: 'Jordan Example', email: 'jordan@example.com' },
    ]);
  });

  it('the same payload without inviteCode fails, listing every missing field at once', () => {
    const { inviteCode: _inviteCode, ...payload } = validQuickStartPayload();
    const result = validateMerchant(payload);
    expect(result.ok).toBe(false);
    expect(result.variant).toBe('full');
    const present = new Set(['legalName', 'owner']);
    const ownerPresent = new Set(['name', 'email']);
    const expected = [
      ...requiredRows(topLevelTable)
        .map((row) => row.field)
        .filter((field) => !present.has(field)),
      ...requiredRows(ownerTable)
        .map((row) => row.field)
        .filter((field) => !ownerPresent.has(field))
        .map((field) => `owner[0].${field}`),
    ].sort();
    expect(fieldsOf(payload)).toEqual(expected);
    // 22 required top-level rows minus the 2 given, 9 owner rows minus the 2 given.
    expect(expected).toHaveLength(20 + 7);
    expect(expected).toEqual(
      [
        'category',
        'businessType',
        'swipedPercent',
        'legalAddress',
        'legalCity',
        'legalState',
        'legalZip',
        'legalPhone',
        'legalCorporationType',
        'taxIdType',
        'taxId',
        'taxName',
        'taxState',
        'locationName',
        'locationAddress',
        'locationCity',
        'locationState',
        'locationZip',
        'locationPhone',
        'statementName',
        'owner[0].ssn',
        'owner[0].ownership',
        'owner[0].phone',
        'owner[0].street',
        'owner[0].city',
        'owner[0].state',
        'owner[0].zipCode',
      ].sort(),
    );
  });

  it.each([
    ['legalName', { legalName: undefined }, ['legalName']],
    ['legalName blank', { legalName: '  ' }, ['legalName']],
    ['owner', { owner: undefined }, ['owner']],
    ['owner empty', { owner: [] }, ['owner']],
    ['owner name', { owner: [{ email: 'jordan@example.com' }] }, ['owner[0].name']],
    ['owner email', { owner: [{ name: 'Jordan Example' }] }, ['owner[0].email']],
    [
      'second owner half filled',
      { owner: [{ name: 'Jordan Example', email: 'jordan@example.com' }, { name: 'Sam' }] },
      ['owner[1].email'],
    ],
  ])('missing %s fails at exactly that path', (_label, overrides, paths) => {
    const payload: Record<string, unknown> = { ...validQuickStartPayload(), ...overrides };
    for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
    expect(fieldsOf(payload)).toEqual(paths);
  });

  it('a malformed invite code is still the QuickStart variant, and fails on its format', () => {
    const result = validateMerchant(validQuickStartPayload({ inviteCode: 'TZS4BEH8' }));
    expect(result.variant).toBe('quickstart');
    expect(result.ok ? [] : result.fieldErrors).toEqual([
      {
        field: 'inviteCode',
        message:
          'Invite code is letters and digits in groups separated by hyphens, like TZS4-BEH8-R7VS',
      },
    ]);
  });

  it('optional fields are still format-checked when present', () => {
    const payload = validQuickStartPayload({
      legalPhone: '555-1234',
      legalState: 'California',
      owner: [{ name: 'Jordan Example', email: 'jordan@example.com', ssn: '12' }],
      fundingAccount: [{ routingNumber: '021000022' }],
      swipedPercent: 120,
    });
    expect(fieldsOf(payload)).toEqual(
      [
        'legalPhone',
        'legalState',
        'owner[0].ssn',
        'fundingAccount[0].routingNumber',
        'swipedPercent',
      ].sort(),
    );
  });

  it('blank optional strings count as not entered', () => {
    const payload = validQuickStartPayload({ legalPhone: '', taxId: '', legalState: ' ' });
    expect(validateMerchant(payload).ok).toBe(true);
  });

  it('a complete payload with an invite code also passes QuickStart', () => {
    const payload = validFullPayload({ inviteCode: 'TZS4-BEH8-R7VS' });
    expect(validateMerchant(payload)).toMatchObject({ ok: true, variant: 'quickstart' });
  });

  it('ownership total still applies to owners that give a share', () => {
    const payload = validQuickStartPayload({
      owner: [
        { name: 'A', email: 'a@example.com', ownership: 80 },
        { name: 'B', email: 'b@example.com', ownership: 30 },
        { name: 'C', email: 'c@example.com' },
      ],
    });
    const result = validateMerchant(payload);
    expect(result.ok ? [] : result.fieldErrors).toEqual([
      {
        field: 'owner',
        message: 'Ownership across all owners adds up to 110%; it can be at most 100%',
      },
    ]);
  });

  it('the full owner fixture is accepted as a QuickStart owner too', () => {
    expect(validateMerchant(validQuickStartPayload({ owner: [validOwner()] })).ok).toBe(true);
  });
});
