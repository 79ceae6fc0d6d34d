// The form's resolver asked about one field (a keystroke or a blur in react-hook-form's onTouched
// mode) judges that field alone (decisions 90), and its answer at that name is the one the whole
// payload's judgement gives: every field of the form, in both rule sets, with the lists filled or
// left out, the ownership total over and the account number typed twice differently.
import { get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { editorResolver } from '../../../renderer/editor/form-validation';
import {
  emptyAccount,
  emptyOwner,
  payloadToValues,
  type FormValues,
} from '../../../renderer/editor/form-values';
import { fundingAccountFields, ownerFields, topLevelFields } from '../../../shared/merchant';
import { validFullPayload, validOwner, sampleInviteCode } from '../../fixtures/merchant';

type Errors = Record<string, unknown>;

function resolve(values: FormValues, names?: string[]): Promise<Errors> {
  const resolver = editorResolver(() => ({}));
  const options = { fields: {}, shouldUseNativeValidation: false, ...(names && { names }) };
  return Promise.resolve(resolver(values, undefined, options)).then(
    (answer) => answer.errors as Errors,
  );
}

/** Every input's name in a form with two owners and two accounts. */
function formNames(): string[] {
  const scalar = Object.entries(topLevelFields)
    .filter(([, rule]) => rule.kind !== 'json')
    .map(([name]) => name);
  const rows = (list: string, fields: string[]) =>
    [0, 1].flatMap((index) => fields.map((field) => `${list}.${index}.${field}`));
  return [
    ...scalar,
    ...rows('owner', Object.keys(ownerFields)),
    ...rows('fundingAccount', [...Object.keys(fundingAccountFields), 'accountNumberConfirm']),
  ];
}

function filledValues(): FormValues {
  const values = payloadToValues(
    validFullPayload({ owner: [validOwner({ ownership: 70 }), validOwner({ ownership: 50 })] }),
  );
  values.fundingAccount = [values.fundingAccount[0]!, { ...values.fundingAccount[0]! }];
  values.legalName = '';
  values.legalPhone = '21755';
  values.owner[1]!.ssn = '12';
  values.owner[0]!.email = 'not an address';
  values.fundingAccount[1]!.accountNumberConfirm = '999';
  values.fundingAccount[0]!.routingNumber = '000000000';
  return values;
}

const states: [string, () => FormValues][] = [
  ['a full application with faults', filledValues],
  [
    'the same as a QuickStart application',
    () => ({ ...filledValues(), inviteCode: sampleInviteCode.toLowerCase() }),
  ],
  [
    'an application whose owner and account rows are all blank',
    () => ({
      ...payloadToValues({}),
      owner: [emptyOwner(), emptyOwner()],
      fundingAccount: [emptyAccount(), { ...emptyAccount(), accountNumberConfirm: '1234' }],
    }),
  ],
];

describe('the resolver asked about one field', () => {
  for (const [name, state] of states) {
    it(`answers as the whole payload's judgement at that name, in ${name}`, async () => {
      const whole = await resolve(state());
      let faults = 0;
      for (const field of formNames()) {
        const alone = await resolve(state(), [field]);
        const expected = get(whole, field) as unknown;
        if (expected !== undefined) faults += 1;
        expect(get(alone, field), field).toEqual(expected);
      }
      // The comparison met faults, not only fields that pass.
      expect(faults).toBeGreaterThan(2);
    });
  }

  it('judges that field only, not the rest of the application', async () => {
    const values = filledValues();
    expect(Object.keys(await resolve(values))).toEqual(
      expect.arrayContaining(['legalName', 'legalPhone', 'owner', 'fundingAccount']),
    );
    expect(await resolve(values, ['legalPhone'])).toEqual({
      legalPhone: expect.objectContaining({ rule: { code: 'phoneDigits', values: { count: 5 } } }),
    });
    expect(await resolve(values, ['owner.0.name'])).toEqual({});
  });

  it('judges the whole payload for a name that is no single field (a list, a row)', async () => {
    const values = filledValues();
    const errors = await resolve(values, ['owner']);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['legalName', 'legalPhone', 'owner', 'fundingAccount']),
    );
  });
});
