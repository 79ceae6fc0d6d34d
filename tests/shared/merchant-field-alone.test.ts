// One field judged alone (fieldIssues, for the field being typed) says what the whole payload's
// parse says at that field's path, in both rule sets, for every field of the three tables and
// values of every sort: the editor relies on it to judge a keystroke's field without the rest
// (decisions 90).
import { describe, expect, it } from 'vitest';
import {
  fieldIssues,
  fundingAccountFields,
  ownerFields,
  schemaFor,
  topLevelFields,
  variantOf,
} from '../../shared/merchant';
import { validFullPayload, validQuickStartPayload } from '../fixtures/merchant';
import type { Payload } from './payload-helpers';

const values: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  '123',
  '5812',
  'CA',
  'ZZ',
  '12345',
  '12345-6789',
  '2175550142',
  '21755501',
  '021000021',
  '000000000',
  '123456789',
  '666123456',
  'name@example.com',
  'tonysbistro.com',
  '1990-01-31T00:00:00',
  '2999-01-31T00:00:00',
  'TZS4-BEH8-R7VS',
  0,
  1,
  33.5,
  150,
  -2,
  Number.NaN,
  true,
  {},
  [1, 'two'],
];

type Path = (string | number)[];

const fieldPaths: Path[] = [
  ...Object.keys(topLevelFields).map((field): Path => [field]),
  ...Object.keys(ownerFields).map((field): Path => ['owner', 1, field]),
  ...Object.keys(fundingAccountFields).map((field): Path => ['fundingAccount', 1, field]),
];

const starts: [string, () => Payload][] = [
  ['a full application', () => validFullPayload() as Payload],
  [
    'a QuickStart application',
    () =>
      ({
        ...validQuickStartPayload(),
        owner: [{ name: 'Jordan Example' }, { email: 'x' }],
        fundingAccount: [{}, { name: 'Bank' }],
      }) as Payload,
  ],
];

function withValue(start: Payload, path: Path, value: unknown): Payload {
  const payload = structuredClone(start);
  const [first, index, field] = path as [string, number?, string?];
  if (index === undefined) {
    if (value === undefined) delete payload[first];
    else payload[first] = value;
    return payload;
  }
  const rows = (payload[first] ??= [{}, {}]) as Payload[];
  while (rows.length <= index) rows.push({});
  if (value === undefined) delete rows[index]![field!];
  else rows[index]![field!] = value;
  return payload;
}

/** What the whole parse says at exactly `path`: each issue's code, message and verdict. */
function wholeAt(payload: Payload, path: Path) {
  const result = schemaFor(variantOf(payload)).safeParse(payload);
  const issues = result.success ? [] : result.error.issues;
  return issues
    .filter((issue) => issue.path.join('.') === path.join('.'))
    .map(({ code, message, path: at, ...rest }) => ({
      code,
      message,
      path: at,
      params: 'params' in rest ? rest.params : undefined,
    }));
}

describe('a field judged alone (fieldIssues)', () => {
  for (const [startName, start] of starts) {
    it(`says what the whole payload says at its path, in ${startName}`, () => {
      let compared = 0;
      for (const path of fieldPaths) {
        for (const value of values) {
          const payload = withValue(start(), path, value);
          const alone = fieldIssues(variantOf(payload), path, value) ?? [];
          const judged = alone.map(({ code, message, path: at, ...rest }) => ({
            code,
            message,
            path: at,
            params: 'params' in rest ? rest.params : undefined,
          }));
          expect(judged, `${path.join('.')} = ${String(value)}`).toEqual(wholeAt(payload, path));
          compared += 1;
        }
      }
      expect(compared).toBe(fieldPaths.length * values.length);
    });
  }

  it('finds fault where there is one, so the comparison above is not of empty lists', () => {
    expect(fieldIssues('full', ['legalName'], '')?.[0]?.message).toBe('Enter the legal name');
    expect(fieldIssues('full', ['owner', 3, 'ssn'], '12')?.[0]?.path).toEqual(['owner', 3, 'ssn']);
    expect(fieldIssues('quickstart', ['legalPhone'], undefined)).toEqual([]);
    expect(fieldIssues('full', ['legalPhone'], undefined)).toHaveLength(1);
  });

  it('names no field for a list, a row, an unknown key or an inherited property', () => {
    for (const path of [
      [],
      ['owner'],
      ['fundingAccount'],
      ['owner', 0],
      ['owner', 0, 'nope'],
      ['owner', 'x', 'name'],
      ['nope'],
      ['toString'],
      ['__proto__'],
      ['owner', 0, 'constructor'],
      ['legalName', 0, 'name'],
    ] as Path[])
      expect(fieldIssues('full', path, 'x'), path.join('.')).toBeUndefined();
  });
});
