// Rules across fields and values the schema passes through: the ownership
// total, JSON pass-through (decisions 16), stripping of unknown keys, the spec's sample values,
// and no PII in messages.
import { describe, expect, it } from 'vitest';
import { MerchantPayloadSchema, validateMerchant } from '../../shared/merchant';
import { validFullPayload, validOwner } from '../fixtures/merchant';
import { errorsFor } from './payload-helpers';
import type { Location, Payload } from './payload-helpers';

describe('ownership total (decisions 13)', () => {
  function owners(...shares: number[]) {
    return validFullPayload({ owner: shares.map((ownership) => validOwner({ ownership })) });
  }

  it('passes at exactly 100, also when the shares are decimals', () => {
    expect(validateMerchant(owners(60, 40)).ok).toBe(true);
    expect(validateMerchant(owners(33.33, 33.33, 33.34)).ok).toBe(true);
    expect(validateMerchant(owners(10, 20)).ok).toBe(true);
  });

  it('fails above 100 at path `owner`, saying the total', () => {
    const result = validateMerchant(owners(70, 50));
    expect(result.ok ? [] : result.fieldErrors).toEqual([
      {
        field: 'owner',
        message: 'Ownership across all owners adds up to 120%; it can be at most 100%',
      },
    ]);
  });

  it('shows enough decimals that a barely-over total never reads as 100%', () => {
    const messageOf = (...shares: number[]) => {
      const result = validateMerchant(owners(...shares));
      return result.ok ? '' : (result.fieldErrors[0]?.message ?? '');
    };
    expect(messageOf(50.001, 50.001)).toContain('adds up to 100.002%');
    expect(messageOf(33.335, 33.335, 33.335)).toContain('adds up to 100.005%');
    expect(messageOf(70, 50)).toContain('adds up to 120%');
  });

  it('is reported together with errors inside single owners', () => {
    const payload = owners(70, 50);
    (payload.owner as Payload[])[1]!.ssn = '12';
    const result = validateMerchant(payload);
    expect(result.ok ? [] : result.fieldErrors.map((error) => error.field).sort()).toEqual([
      'owner',
      'owner[1].ssn',
    ]);
  });
});

describe('pass-through and stripping', () => {
  it('portfolio, program, tags, compLabel, initiatorMeta pass any JSON value unchanged', () => {
    const values = [null, 0, 'label', true, [1, 'two'], { nested: { deep: [null] } }];
    for (const field of ['portfolio', 'program', 'tags', 'compLabel', 'initiatorMeta']) {
      for (const value of values) {
        const result = MerchantPayloadSchema.safeParse({ ...validFullPayload(), [field]: value });
        expect(result.success && (result.data as Payload)[field]).toEqual(value);
      }
    }
  });

  it('they reject what is not JSON, at their own path', () => {
    for (const value of [Number.NaN, () => 1, { when: undefined, at: [Symbol('x')] }]) {
      expect(errorsFor('top', 'tags', value)).toEqual([
        { field: 'tags', message: 'Tags must be a JSON value' },
      ]);
    }
  });

  it('they become null when absent (decisions 16)', () => {
    const { portfolio: _p, tags: _t, ...rest } = validFullPayload();
    const result = MerchantPayloadSchema.safeParse(rest);
    expect(result.success && [result.data.portfolio, result.data.tags]).toEqual([null, null]);
  });

  it('unknown keys are stripped at every level, not rejected', () => {
    const payload = validFullPayload() as Payload;
    payload.rate = 2.9;
    (payload.owner as Payload[])[0]!.favouriteColour = 'blue';
    (payload.fundingAccount as Payload[])[0]!.swift = 'XYZ';
    const result = validateMerchant(payload);
    expect(result.ok).toBe(true);
    const value = (result.ok ? result.value : {}) as Payload;
    expect(value).not.toHaveProperty('rate');
    expect((value.owner as Payload[])[0]).not.toHaveProperty('favouriteColour');
    expect((value.fundingAccount as Payload[])[0]).not.toHaveProperty('swift');
    expect(value.legalName).toBe('Example Fuel LLC');
  });
});

describe("the spec's sample values", () => {
  it('inviteCode TZS4-BEH8-R7VS, category 5172, businessType 4, delivery 1, swipedPercent 0 pass both rule sets', () => {
    const sample = {
      inviteCode: 'TZS4-BEH8-R7VS',
      category: '5172',
      businessType: 4,
      delivery: 1,
      swipedPercent: 0,
      portfolio: null,
      program: null,
      tags: null,
      compLabel: null,
      initiatorMeta: null,
    };
    expect(MerchantPayloadSchema.safeParse(validFullPayload(sample)).success).toBe(true);
    expect(validateMerchant(validFullPayload(sample))).toMatchObject({
      ok: true,
      variant: 'quickstart',
    });
  });
});

describe('messages never echo the value (PII and account numbers stay out of errors)', () => {
  it.each([
    ['owner', 'ssn', '12345678'],
    ['top', 'taxId', '98765432'],
    ['funding', 'accountNumber', '123'],
    ['funding', 'routingNumber', '021000022'],
  ] as [Location, string, string][])('%s.%s', (location, field, value) => {
    const errors = errorsFor(location, field, value);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).not.toContain(value);
  });
});
