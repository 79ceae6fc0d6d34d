// One zod schema per kind of field, with the messages an agent reads next to the input.
// Every field produces at most ONE message: missing/blank beats format, format checks stop at the
// first failure, so the form never shows "expected string, received undefined" or two lines for
// one box.
//
// Optional fields: absent, a blank string, or null means "not entered" and passes; anything else is
// format-checked (decisions 14: "checked for format when present"). Blank strings are accepted
// because form inputs hold "" for an untouched box and losing the draft over that would be wrong.
// A field that was not entered is also left OUT of the parsed output, which is what gets sent
// (decisions 13, 14): the service stores what is submitted and defaults what is not (spec rule 7),
// so "" or null for an optional date, phone or code would be a value it has to parse, not a gap.
// Exceptions: `json` fields become null when absent (decisions 16), and `zipExtension`'s spec type
// is "string or null", so null is a value there and is kept.
import { z } from 'zod';
import {
  isAbaRoutingNumber,
  isBlank,
  isDigits,
  isEmail,
  isInviteCode,
  isLocalDateTime,
  isMcc,
  isUsPhone,
  isUsZip,
} from './field-checks';
import { exceedsJsonDepth, isBoundedJson, maxJsonDepth } from './bounded-json';
import { fieldIssue, type FieldMessage } from './field-messages';
import { phoneRule } from './normalize';
import { birthDateRule, isWebsite, pastDateRule, ssnRule } from './plausibility';
import { isUsStateCode } from './us-states';
import type { FieldKind, KindOutput } from './field-kind';

export interface FieldRule {
  kind: FieldKind;
  /** Lower-case noun used in messages: "Enter the legal name". */
  label: string;
  /** Marked "req" in the spec's table: required in the full rule set (decisions 13). */
  required: boolean;
}

/** The zod schema type a kind of field produces, required or optional. */
export type KindSchema<K extends FieldKind> = K extends 'json'
  ? z.ZodDefault<z.ZodCustom<z.core.util.JSONType, z.core.util.JSONType>>
  : z.ZodType<KindOutput[K], KindOutput[K]>;
/** Optional fields also take null as input ("not entered"); their output never holds it. */
export type FieldSchema<K extends FieldKind, IsRequired extends boolean> = K extends 'json'
  ? KindSchema<K>
  : IsRequired extends true
    ? KindSchema<K>
    : z.ZodOptional<z.ZodType<KindOutput[K], KindOutput[K] | null>>;

type StringKind = {
  [K in FieldKind]: KindOutput[K] extends string ? K : never;
}[FieldKind];
type NumberKind = 'code' | 'integer' | 'percent' | 'ownership';

/** Returns the verdict when `value` breaks the kind's format, else undefined (decisions 93). */
const stringChecks: Record<StringKind, (value: string) => FieldMessage | undefined> = {
  text: () => undefined,
  inviteCode: (value) => (isInviteCode(value) ? undefined : { code: 'inviteCode' }),
  mcc: (value) => (isMcc(value) ? undefined : { code: 'mcc' }),
  state: (value) => (isUsStateCode(value) ? undefined : { code: 'state' }),
  zip: (value) => (isUsZip(value) ? undefined : { code: 'zip' }),
  // The stored phone is already normalised (normalize.ts): the message counts what is there.
  phone: (value) => (isUsPhone(value) ? undefined : phoneRule(value)),
  dateTime: (value) => dateTimeProblem(value),
  // decisions 29: a date of birth after today or before 1900, an incorporation after today.
  birthDate: (value) => dateTimeProblem(value) ?? birthDateRule(value, new Date()),
  pastDate: (value) => dateTimeProblem(value) ?? pastDateRule(value, new Date()),
  website: (value) => (isWebsite(value) ? undefined : { code: 'website' }),
  // decisions 29: 9 digits that no SSN can be (area 000, 666, 900-999; group 00; serial 0000).
  ssn: (value) => (isDigits(value, 9) ? ssnRule(value) : { code: 'ssnDigits' }),
  // EIN and SSN are both 9 digits, and taxIdType says which one it is (decisions 13, 15).
  taxId: (value) => (isDigits(value, 9) ? undefined : { code: 'taxId' }),
  email: (value) => (isEmail(value) ? undefined : { code: 'email' }),
  routingNumber: (value) => {
    if (!isDigits(value, 9)) return { code: 'routingDigits' };
    // 000000000 satisfies 3-7-1 arithmetically but is a placeholder, never a bank (no Federal
    // Reserve routing symbol starts 0000): refuse it rather than let it fail at the bank later.
    if (/^0{9}$/.test(value)) return { code: 'routingZeros' };
    return isAbaRoutingNumber(value) ? undefined : { code: 'routingCheck' };
  },
  // US account numbers run from 4 to 17 digits (the NACHA DFI account number field is 17 wide).
  accountNumber: (value) => (isDigits(value, 4, 17) ? undefined : { code: 'accountNumber' }),
};

const numberChecks: Record<NumberKind, (value: number) => FieldMessage | undefined> = {
  // Code meanings are unknown, so any non-negative integer is accepted (decisions 15).
  code: (value) => (Number.isInteger(value) && value >= 0 ? undefined : { code: 'code' }),
  integer: (value) => (Number.isInteger(value) ? undefined : { code: 'integer' }),
  percent: (value) =>
    Number.isInteger(value) && value >= 0 && value <= 100 ? undefined : { code: 'percent' },
  ownership: (value) => (value > 0 && value <= 100 ? undefined : { code: 'ownership' }),
};

function dateTimeProblem(value: string): FieldMessage | undefined {
  return isLocalDateTime(value) ? undefined : { code: 'dateTime' };
}

function missing(kind: FieldKind): FieldMessage {
  return { code: kind === 'code' ? 'choose' : 'missing' };
}

type Context = { addIssue: (issue: ReturnType<typeof fieldIssue>) => void };

/**
 * Each kind's schema takes any input and judges it in one refinement, so that every message, a
 * missing value and a wrong type included, is a custom issue carrying its verdict (decisions 93).
 * Blank text reaching this schema is missing: an optional field's blanks are taken out first.
 */
function stringSchema(kind: StringKind, label: string) {
  return z.custom<string>().superRefine((value: unknown, ctx: Context) => {
    const add = (message: FieldMessage) => ctx.addIssue(fieldIssue(message, label));
    if (value === undefined || value === null) return add(missing(kind));
    if (typeof value !== 'string') return add({ code: 'notText' });
    if (isBlank(value)) return add(missing(kind));
    const message = stringChecks[kind](value);
    if (message !== undefined) add(message);
  });
}

function numberSchema(kind: NumberKind, label: string) {
  return z.custom<number>().superRefine((value: unknown, ctx: Context) => {
    const add = (message: FieldMessage) => ctx.addIssue(fieldIssue(message, label));
    if (value === undefined || value === null) return add(missing(kind));
    if (typeof value !== 'number' || !Number.isFinite(value)) return add({ code: 'notNumber' });
    const message = numberChecks[kind](value);
    if (message !== undefined) add(message);
  });
}

function zipExtensionSchema(label: string) {
  return z.custom<string | null>().superRefine((value: unknown, ctx: Context) => {
    if (value === null) return;
    if (typeof value !== 'string')
      return ctx.addIssue(fieldIssue({ code: 'zipExtensionType' }, label));
    if (isBlank(value) || isDigits(value, 4)) return;
    ctx.addIssue(fieldIssue({ code: 'zipExtension' }, label));
  });
}

/**
 * True when an optional field's value means "not entered": null, or blank text in a text field.
 * Blank text in a number field is still "must be a number": number inputs never hold "".
 * `zipExtension` keeps null, which its spec type allows ("string or null").
 */
function isNotEntered(kind: FieldKind, value: unknown): boolean {
  if (value === null) return kind !== 'zipExtension';
  return typeof value === 'string' && !isNumberKind(kind) && isBlank(value);
}

function isNumberKind(kind: FieldKind): kind is NumberKind {
  return kind in numberChecks;
}

/**
 * The schema for one field. `json` fields (portfolio, program, tags, compLabel, initiatorMeta)
 * take any JSON value unchanged and become `null` when absent (decisions 16), whatever
 * `isRequired` says. An optional field that was not entered (see `isNotEntered`) parses to
 * undefined, and `withoutNotEntered` then drops its key from the object that holds it.
 */
export function fieldSchema<K extends FieldKind, R extends boolean>(
  kind: K,
  label: string,
  isRequired: R,
): FieldSchema<K, R> {
  const schema = baseSchema(kind, label);
  if (kind === 'json' || isRequired) return schema as FieldSchema<K, R>;
  // The outer optional() keeps an absent key absent; the inner one passes "not entered" through.
  return z
    .preprocess((value) => (isNotEntered(kind, value) ? undefined : value), schema.optional())
    .optional() as unknown as FieldSchema<K, R>;
}

/**
 * A parsed object without the keys whose value is undefined: the optional fields that were not
 * entered. Applied with `.overwrite` to the owner, funding account and payload objects, so the
 * output (what is sent and stored) has no such key at all rather than a `""` or null.
 */
export function withoutNotEntered<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function baseSchema(kind: FieldKind, label: string): z.ZodType {
  switch (kind) {
    case 'json':
      // One message per field, not zod's "Invalid input"; the depth bound keeps a value nested
      // thousands of levels a field error rather than a stack overflow (bounded-json.ts).
      return z
        .custom<z.core.util.JSONType>()
        .superRefine((value: unknown, ctx: Context) => {
          if (isBoundedJson(value)) return;
          ctx.addIssue(
            fieldIssue(
              exceedsJsonDepth(value)
                ? { code: 'jsonTooDeep', values: { depth: maxJsonDepth } }
                : { code: 'json' },
              label,
            ),
          );
        })
        .default(null);
    case 'zipExtension':
      return zipExtensionSchema(label);
    case 'code':
    case 'integer':
    case 'percent':
    case 'ownership':
      return numberSchema(kind, label);
    default:
      return stringSchema(kind, label);
  }
}
