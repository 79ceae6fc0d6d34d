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
import { exceedsJsonDepth, isBoundedJson, tooDeepMessage } from './bounded-json';
import { phoneProblem } from './normalize';
import { birthDateProblem, isWebsite, pastDateProblem, ssnProblem } from './plausibility';
import { isUsStateCode } from './us-states';

/** Output type of each kind of field. */
export interface KindOutput {
  text: string;
  inviteCode: string;
  mcc: string;
  state: string;
  zip: string;
  phone: string;
  dateTime: string;
  birthDate: string;
  pastDate: string;
  website: string;
  ssn: string;
  taxId: string;
  email: string;
  routingNumber: string;
  accountNumber: string;
  code: number;
  integer: number;
  percent: number;
  ownership: number;
  zipExtension: string | null;
  json: z.core.util.JSONType;
}

export type FieldKind = keyof KindOutput;

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

/** Returns a message when `value` breaks the kind's format, else undefined. */
const stringChecks: Record<StringKind, (value: string, label: string) => string | undefined> = {
  text: () => undefined,
  inviteCode: (value) =>
    isInviteCode(value)
      ? undefined
      : 'Invite code is letters and digits in groups separated by hyphens, like TZS4-BEH8-R7VS',
  mcc: (value, label) =>
    isMcc(value) ? undefined : `${capitalize(label)} must be a 4-digit MCC, like 5172`,
  state: (value) => (isUsStateCode(value) ? undefined : 'Use a two-letter state code such as CA'),
  zip: (value, label) =>
    isUsZip(value) ? undefined : `${capitalize(label)} must look like 12345 or 12345-6789`,
  // The stored phone is already normalised (normalize.ts): the message counts what is there.
  phone: (value, label) => (isUsPhone(value) ? undefined : phoneProblem(value, label)),
  dateTime: (value, label) => dateTimeProblem(value, label),
  // decisions 29: a date of birth after today or before 1900, an incorporation after today.
  birthDate: (value, label) => dateTimeProblem(value, label) ?? birthDateProblem(value, new Date()),
  pastDate: (value, label) =>
    dateTimeProblem(value, label) ?? pastDateProblem(value, label, new Date()),
  website: (value, label) =>
    isWebsite(value)
      ? undefined
      : `${capitalize(label)} must be an address like tonysbistro.com (no spaces)`,
  // decisions 29: 9 digits that no SSN can be (area 000, 666, 900-999; group 00; serial 0000).
  ssn: (value) => (isDigits(value, 9) ? ssnProblem(value) : 'SSN must be 9 digits'),
  // EIN and SSN are both 9 digits, and taxIdType says which one it is (decisions 13, 15).
  taxId: (value) =>
    isDigits(value, 9) ? undefined : 'Tax ID must be 9 digits (EIN or SSN, numbers only)',
  email: (value, label) =>
    isEmail(value) ? undefined : `${capitalize(label)} must be an address like name@example.com`,
  routingNumber: (value) => {
    if (!isDigits(value, 9)) return 'Routing number must be 9 digits';
    // 000000000 satisfies 3-7-1 arithmetically but is a placeholder, never a bank (no Federal
    // Reserve routing symbol starts 0000): refuse it rather than let it fail at the bank later.
    if (/^0{9}$/.test(value))
      return "Routing number cannot be all zeros: enter the bank's 9 digits";
    return isAbaRoutingNumber(value)
      ? undefined
      : 'Routing number fails its check digit: re-check the 9 digits';
  },
  // US account numbers run from 4 to 17 digits (the NACHA DFI account number field is 17 wide).
  accountNumber: (value) =>
    isDigits(value, 4, 17) ? undefined : 'Account number must be 4 to 17 digits, numbers only',
};

const numberChecks: Record<NumberKind, (value: number, label: string) => string | undefined> = {
  // Code meanings are unknown, so any non-negative integer is accepted (decisions 15).
  code: (value, label) =>
    Number.isInteger(value) && value >= 0
      ? undefined
      : `${capitalize(label)} must be a code of 0 or more (whole number)`,
  integer: (value, label) =>
    Number.isInteger(value) ? undefined : `${capitalize(label)} must be a whole number`,
  percent: (value, label) =>
    Number.isInteger(value) && value >= 0 && value <= 100
      ? undefined
      : `${capitalize(label)} must be a whole number from 0 to 100`,
  ownership: (value) =>
    value > 0 && value <= 100 ? undefined : 'Ownership must be more than 0 and at most 100 (%)',
};

function dateTimeProblem(value: string, label: string): string | undefined {
  return isLocalDateTime(value)
    ? undefined
    : `${capitalize(label)} must be a real date and time like 1990-01-31T00:00:00`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function missingMessage(kind: FieldKind, label: string): string {
  return kind === 'code' ? `Choose the ${label}` : `Enter the ${label}`;
}

/** Blank text reaching this schema is missing: an optional field's blanks are taken out first. */
function stringSchema(kind: StringKind, label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? missingMessage(kind, label)
          : `${capitalize(label)} must be text`,
    })
    .superRefine((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: missingMessage(kind, label) });
        return;
      }
      const message = stringChecks[kind](value, label);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    });
}

function numberSchema(kind: NumberKind, label: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? missingMessage(kind, label)
          : `${capitalize(label)} must be a number`,
    })
    .superRefine((value, ctx) => {
      const message = numberChecks[kind](value, label);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    });
}

function zipExtensionSchema(label: string) {
  return z
    .string({ error: `${capitalize(label)} must be 4 digits or empty` })
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null || isBlank(value) || isDigits(value, 4)) return;
      ctx.addIssue({ code: 'custom', message: `${capitalize(label)} must be 4 digits` });
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
        .custom<z.core.util.JSONType>(isBoundedJson, {
          error: (issue) =>
            exceedsJsonDepth(issue.input)
              ? `${capitalize(label)} ${tooDeepMessage()}`
              : `${capitalize(label)} must be a JSON value`,
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
