// Form values and the stored payload, both ways, beyond the normaliser cases in
// tests/renderer/form-values.test.ts: what is left out, what is carried over untouched, the
// form-only helpers, and the names and kinds the editor derives from field paths.
import { describe, expect, it } from 'vitest';
import {
  emptyAccount,
  emptyOwner,
  formNameOf,
  inputIdOf,
  kindOf,
  payloadToValues,
  toStored,
  valuesToPayload,
} from '../../../renderer/editor/form-values';
import {
  editorResolver,
  errorMessagesOf,
  liveProblems,
} from '../../../renderer/editor/form-validation';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { catalogueIntl } from '../intl';

describe('valuesToPayload', () => {
  it('leaves blank text and all-blank owner and account lists out', () => {
    const payload = valuesToPayload(payloadToValues({}), {});
    expect(payload.legalName).toBeUndefined();
    expect(payload.owner).toBeUndefined();
    expect(payload.fundingAccount).toBeUndefined();
  });

  it('keeps a blank row among filled ones so row numbers match the form', () => {
    const values = payloadToValues({});
    values.owner = [emptyOwner(), { ...emptyOwner(), name: 'Ada Lovelace' }];
    const owners = valuesToPayload(values, {}).owner as Record<string, unknown>[];
    expect(owners).toHaveLength(2);
    expect(owners[1]).toMatchObject({ name: 'Ada Lovelace' });
    expect(Object.values(owners[0]!).every((value) => value === null)).toBe(true);
  });

  it('carries keys the form does not edit over from the stored payload, untouched', () => {
    const base: DraftPayload = { futureField: { nested: [1, 2] }, legalName: 'Old' };
    const values = { ...payloadToValues(base), legalName: 'New' };
    const payload = valuesToPayload(values, base);
    expect(payload.futureField).toEqual({ nested: [1, 2] });
    expect(payload.legalName).toBe('New');
  });

  it('never stores the form-only helpers (the second account number, "same address")', () => {
    const values = payloadToValues({});
    values.fundingAccount = [
      { ...emptyAccount(), accountNumber: '12345678', accountNumberConfirm: '12345678' },
    ];
    const payload = valuesToPayload(values, {});
    expect(JSON.stringify(payload)).not.toContain('accountNumberConfirm');
    expect(JSON.stringify(payload)).not.toContain('sameAsBusiness');
    expect(JSON.stringify(payload)).not.toContain('locationSameAsLegal');
  });
});

describe('toStored', () => {
  it('turns number kinds into numbers only when they read as one', () => {
    expect(toStored('ownership', '85%')).toBe(85);
    expect(toStored('integer', '12')).toBe(12);
    expect(toStored('integer', 'twelve')).toBe('twelve');
    expect(toStored('text', '12')).toBe('12');
  });

  it('stores a blank ZIP extension as null and other blanks as "not entered"', () => {
    expect(toStored('zipExtension', '  ')).toBeNull();
    expect(toStored('text', '  ')).toBeUndefined();
  });
});

describe('payloadToValues', () => {
  it('round-trips a stored payload and counts stored account numbers as confirmed', () => {
    const stored: DraftPayload = {
      legalName: 'Round Trip LLC',
      fundingAccount: [{ accountNumber: '12345678' }],
    };
    const values = payloadToValues(stored);
    expect(values.fundingAccount[0]!.accountNumberConfirm).toBe('12345678');
    expect(valuesToPayload(values, stored)).toMatchObject(stored);
  });

  it('ticks "same address" only when every part matches the legal address', () => {
    const legal = {
      legalAddress: '1 Main St',
      legalCity: 'Springfield',
      legalState: 'IL',
      legalZip: '62701',
    };
    const same = payloadToValues({
      ...legal,
      locationAddress: '1 Main St',
      locationCity: 'Springfield',
      locationState: 'IL',
      locationZip: '62701',
    });
    expect(same.locationSameAsLegal).toBe(true);
    const moved = payloadToValues({ ...legal, locationAddress: '2 Elm St' });
    expect(moved.locationSameAsLegal).toBe(false);
  });
});

describe('names from field paths', () => {
  it('maps the service notation to form names, input ids and field kinds', () => {
    expect(formNameOf('owner[0].ssn')).toBe('owner.0.ssn');
    expect(formNameOf('')).toBeNull();
    expect(inputIdOf('owner.0.ssn')).toBe('field-owner-0-ssn');
    expect(kindOf('owner.0.ssn')).toBe('ssn');
    expect(kindOf('fundingAccount.1.accountNumber')).toBe('accountNumber');
    expect(kindOf('notAField')).toBeUndefined();
  });
});

describe('the account number typed twice (the one rule, shared)', () => {
  function withAccount(accountNumber: string, accountNumberConfirm: string) {
    const values = payloadToValues({});
    values.fundingAccount = [{ ...emptyAccount(), accountNumber, accountNumberConfirm }];
    return values;
  }

  it('counts differently formatted copies of one number as the same', () => {
    const { problems } = liveProblems(withAccount('1234 5678', '12345678'), {});
    expect(problems.map((problem) => problem.field)).not.toContain(
      'fundingAccount[0].accountNumberConfirm',
    );
  });

  it('puts a mismatch on the second input for the checklist and for the resolver alike', async () => {
    const values = withAccount('12345678', '12345679');
    const { problems } = liveProblems(values, {});
    expect(problems.map((problem) => problem.field)).toContain(
      'fundingAccount[0].accountNumberConfirm',
    );
    const resolved = (await editorResolver(() => ({}))(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })) as { errors: { fundingAccount?: { accountNumberConfirm?: { type: string } }[] } };
    expect(resolved.errors.fundingAccount?.[0]?.accountNumberConfirm?.type).toBe('confirm');
  });

  it('answers questions asked while one waits for the same fields with that one answer', async () => {
    const values = withAccount('12345678', '12345679');
    const resolver = editorResolver(() => ({}));
    const options = { fields: {}, names: ['fundingAccount.0.accountNumberConfirm'] };
    const first = resolver(values, undefined, { ...options, shouldUseNativeValidation: false });
    const again = resolver(values, undefined, { ...options, shouldUseNativeValidation: false });
    const other = resolver(values, undefined, {
      fields: {},
      names: ['legalName'],
      shouldUseNativeValidation: false,
    });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    const later = await first;
    expect(resolver(values, undefined, { ...options, shouldUseNativeValidation: false })).not.toBe(
      first,
    );
    expect(Object.keys(later.errors)).toContain('fundingAccount');
  });

  it("gives react-hook-form's errors one message per form name, never walking into the inputs", () => {
    const input: Record<string, unknown> = { name: 'taxId' };
    input.self = input; // an element's references lead back to it: walking them would not end
    const messages = errorMessagesOf(
      {
        taxId: { type: 'custom', message: 'Enter the tax ID', ref: input },
        owner: [
          undefined,
          { ssn: { type: 'too_small', message: 'An SSN has 9 digits', ref: input } },
        ],
      } as never,
      catalogueIntl('en'),
    );
    expect(messages).toEqual({
      taxId: 'Enter the tax ID',
      'owner.1.ssn': 'An SSN has 9 digits',
    });
    expect(errorMessagesOf(undefined, catalogueIntl('en'))).toEqual({});
  });

  it("words a rule's verdict in the agent's language (decisions 93)", () => {
    const errors = {
      legalName: { type: 'custom', message: 'Enter the legal name', rule: { code: 'missing' } },
    } as never;
    expect(errorMessagesOf(errors, catalogueIntl('es'))).toEqual({
      legalName: 'Ingrese el nombre legal',
    });
  });
});
