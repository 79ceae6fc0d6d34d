// The editor's form values become the stored payload through the shared normaliser (decisions
// 28): what is stored for a phone typed with a country code, a share typed with "%", an invite
// code typed in lower case with spaces, a pasted EIN.
import { describe, expect, it } from 'vitest';
import {
  emptyAccount,
  emptyOwner,
  payloadToValues,
  placeFieldsOf,
  valuesToPayload,
} from '../../renderer/editor/form-values';
import { validateMerchant } from '../../shared/merchant/validate';

function values(overrides: Record<string, string>) {
  const base = payloadToValues({});
  return { ...base, ...overrides };
}

describe('stored payload', () => {
  it('drops the US country code of an 11-digit phone, never a digit of the number', () => {
    expect(valuesToPayload(values({ legalPhone: '+1 217 555 0142' }), {}).legalPhone).toBe(
      '2175550142',
    );
    expect(valuesToPayload(values({ legalPhone: '1 (217) 555-0142' }), {}).legalPhone).toBe(
      '2175550142',
    );
    // 12 digits: kept as typed, and the checklist says what is wrong.
    const twelve = values({ legalPhone: '+44 20 7946 0958' });
    expect(valuesToPayload(twelve, {}).legalPhone).toBe('+44 20 7946 0958');
    const verdict = validateMerchant(valuesToPayload(twelve, {}));
    expect(verdict.ok ? [] : verdict.fieldErrors).toContainEqual({
      field: 'legalPhone',
      message: 'Legal phone has 12 digits: a US number is 10 digits, like (217) 555-0142',
    });
  });

  it('understands "85%", "tzs4 beh8 r7vs" and a pasted EIN', () => {
    const payload = valuesToPayload(
      values({ swipedPercent: '85%', inviteCode: 'tzs4 beh8 r7vs', taxId: '93-1234567' }),
      {},
    );
    expect(payload).toMatchObject({
      swipedPercent: 85,
      inviteCode: 'TZS4-BEH8-R7VS',
      taxId: '931234567',
    });
  });

  it('owners and accounts too', () => {
    const form = values({});
    form.owner = [{ ...emptyOwner(), phone: '+1 217 555 0142', ownership: '50 %' }];
    form.fundingAccount = [
      {
        ...emptyAccount(),
        routingNumber: '0210 0002 1',
        accountNumber: '1234 5678',
        accountNumberConfirm: '12345678',
      },
    ];
    const payload = valuesToPayload(form, {});
    expect(payload.owner).toEqual([{ phone: '2175550142', ownership: 50 }]);
    expect(payload.fundingAccount).toEqual([
      { routingNumber: '021000021', accountNumber: '12345678', zipcodeExtension: null },
    ]);
  });

  it('names the city and state fields each ZIP fills in', () => {
    expect(placeFieldsOf('legalZip')).toEqual({ city: 'legalCity', state: 'legalState' });
    expect(placeFieldsOf('owner.2.zipCode')).toEqual({
      city: 'owner.2.city',
      state: 'owner.2.state',
    });
    expect(placeFieldsOf('fundingAccount.0.zipcode')).toEqual({
      city: 'fundingAccount.0.city',
      state: 'fundingAccount.0.stateCode',
    });
    expect(placeFieldsOf('legalPhone')).toBeNull();
  });
});
