// The form's values and the stored payload, both ways. The form holds text (what the inputs show,
// masks already removed) plus three form-only helpers ("same address" boxes, the account number
// typed a second time). The payload is what drafts:save stores and the shared schema judges.
// Conversion follows each field's kind in the shared field tables and adds no rule: blank text is
// "not entered" (left out, as field-rules.ts says the service wants), formatting is taken out by
// the shared normaliser (normalize.ts, decisions 28: "(217) 555-0142" is stored 2175550142, "85%"
// is 85), number kinds become numbers when they read as one, and anything else is kept exactly as
// typed so the schema can say what is wrong with it. Keys the form does not edit (the JSON pass-through fields, unknown keys from
// older drafts) are carried over untouched.
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import {
  fundingAccountFields,
  ownerFields,
  topLevelFields,
  type FundingAccountField,
  type OwnerField,
} from '../../shared/merchant/merchant-fields';
import type { FieldKind } from '../../shared/merchant/field-kind';
import { normalizeInput } from '../../shared/merchant/normalize';
import { parseFieldPath } from '../../shared/merchant/field-path';

type JsonValue = DraftPayload[string];

/** A top-level field held as one string in the form (every one but the JSON-valued ones). */
export type ScalarTopLevelField = {
  [F in keyof typeof topLevelFields]: (typeof topLevelFields)[F]['kind'] extends 'json' ? never : F;
}[keyof typeof topLevelFields];

export type OwnerValues = Record<OwnerField, string> & { sameAsBusiness: boolean };
export type AccountValues = Record<FundingAccountField, string> & { accountNumberConfirm: string };
export type FormValues = Record<ScalarTopLevelField, string> & {
  owner: OwnerValues[];
  fundingAccount: AccountValues[];
  locationSameAsLegal: boolean;
};

const numberKinds: ReadonlySet<FieldKind> = new Set(['code', 'integer', 'percent', 'ownership']);
const scalarTopLevel = (Object.keys(topLevelFields) as (keyof typeof topLevelFields)[]).filter(
  (name): name is ScalarTopLevelField => topLevelFields[name].kind !== 'json',
);
const jsonTopLevel = (Object.keys(topLevelFields) as (keyof typeof topLevelFields)[]).filter(
  (name) => topLevelFields[name].kind === 'json',
);
const ownerNames = Object.keys(ownerFields) as OwnerField[];
const accountNames = Object.keys(fundingAccountFields) as FundingAccountField[];

/** The legal address parts and where "same address" copies each of them. */
export const legalAddressParts = ['legalAddress', 'legalCity', 'legalState', 'legalZip'] as const;
export const ownerAddressParts = ['street', 'city', 'state', 'zipCode'] as const;
export const locationAddressParts = [
  'locationAddress',
  'locationCity',
  'locationState',
  'locationZip',
] as const;

/**
 * The stored value of a field's text: normalised (normalize.ts), then a number when a number kind
 * reads as one ("12", "33.5", "85%"), else the text, for the schema to judge.
 */
export function toStored(kind: FieldKind, typed: string): JsonValue | undefined {
  if (typed.trim() === '') return kind === 'zipExtension' ? null : undefined;
  const text = normalizeInput(kind, typed);
  if (numberKinds.has(kind) && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(text)) return Number(text);
  return text;
}

function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function convertRow<F extends string>(
  names: readonly F[],
  kinds: Record<F, { kind: FieldKind }>,
  row: Record<F, string>,
): Record<string, JsonValue> {
  const stored: Record<string, JsonValue> = {};
  for (const name of names) {
    const value = toStored(kinds[name].kind, row[name] ?? '');
    if (value !== undefined) stored[name] = value;
  }
  return stored;
}

function isBlankRow(row: Record<string, JsonValue>): boolean {
  return Object.values(row).every((value) => value === null);
}

/**
 * The payload to store. A list whose rows are all blank is left out (no owners entered yet); a
 * blank row among filled ones is kept as `{}` so row numbers in field errors match the form.
 */
export function valuesToPayload(values: FormValues, base: DraftPayload): DraftPayload {
  const payload: DraftPayload = {};
  for (const [key, value] of Object.entries(base)) {
    if (!(key in topLevelFields) && key !== 'owner' && key !== 'fundingAccount')
      payload[key] = value;
  }
  // decisions 16: the pass-through fields are sent as null unless set.
  for (const name of jsonTopLevel) payload[name] = base[name] ?? null;
  for (const name of scalarTopLevel) {
    const value = toStored(topLevelFields[name].kind, values[name] ?? '');
    if (value !== undefined) payload[name] = value;
  }
  const owners = values.owner.map((row) => convertRow(ownerNames, ownerFields, row));
  if (!owners.every(isBlankRow)) payload.owner = owners;
  const accounts = values.fundingAccount.map((row) =>
    convertRow(accountNames, fundingAccountFields, row),
  );
  if (!accounts.every(isBlankRow)) payload.fundingAccount = accounts;
  return payload;
}

/** One field of the form as valuesToPayload stores it; see storedFieldOf. */
export interface StoredField {
  /** The stored value; undefined when the field is left out of the payload (not entered). */
  value: JsonValue | undefined;
  /** The field's list is left out of the payload (every row blank): its fields are not judged. */
  isListLeftOut: boolean;
}

/**
 * One field's stored value (`legalName`, `owner.4.name`), as valuesToPayload would store it,
 * without converting the rest of the form: what the resolver judges when one field is asked
 * about (form-validation.ts). Undefined for a name that is not one shared field (a list, a row,
 * a form-only helper such as the account number typed twice).
 */
export function storedFieldOf(values: FormValues, name: string): StoredField | undefined {
  const [first = '', index, field, ...rest] = name.split('.');
  if (index === undefined) {
    const isScalar = (scalarTopLevel as readonly string[]).includes(first);
    if (!isScalar) return undefined;
    const top = first as ScalarTopLevelField;
    return { value: toStored(topLevelFields[top].kind, values[top] ?? ''), isListLeftOut: false };
  }
  if (field === undefined || rest.length > 0 || !/^\d+$/.test(index)) return undefined;
  if (first === 'owner') return storedRowField(values.owner, ownerNames, ownerFields, index, field);
  if (first === 'fundingAccount')
    return storedRowField(values.fundingAccount, accountNames, fundingAccountFields, index, field);
  return undefined;
}

function storedRowField<F extends string>(
  rows: readonly Record<F, string>[],
  names: readonly F[],
  kinds: Record<F, { kind: FieldKind }>,
  index: string,
  field: string,
): StoredField | undefined {
  const row = rows[Number(index)];
  if (row === undefined || !(names as readonly string[]).includes(field)) return undefined;
  const value = toStored(kinds[field as F].kind, row[field as F] ?? '');
  // A value in this row keeps the list; else the list is left out when every row is blank.
  const isListLeftOut =
    (value === undefined || value === null) &&
    rows.every((other) => isBlankRow(convertRow(names, kinds, other)));
  return { value, isListLeftOut };
}

export function emptyOwner(): OwnerValues {
  return {
    ...(Object.fromEntries(ownerNames.map((name) => [name, ''])) as Record<OwnerField, string>),
    sameAsBusiness: false,
  };
}

export function emptyAccount(): AccountValues {
  return {
    ...(Object.fromEntries(accountNames.map((name) => [name, ''])) as Record<
      FundingAccountField,
      string
    >),
    accountNumberConfirm: '',
  };
}

function rowsOf(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.map((row) =>
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {},
  );
}

function hasSameAddress(
  from: readonly string[],
  to: readonly string[],
  source: Record<string, string>,
  target: Record<string, string>,
): boolean {
  return (
    from.some((name) => source[name] !== '') &&
    from.every((name, index) => source[name] === target[to[index]!])
  );
}

/** The form's starting values for a stored payload. Stored account numbers count as confirmed. */
export function payloadToValues(payload: DraftPayload): FormValues {
  const top = Object.fromEntries(
    scalarTopLevel.map((name) => [name, toText(payload[name])]),
  ) as Record<ScalarTopLevelField, string>;
  const owners = rowsOf(payload.owner).map((row): OwnerValues => {
    const text = Object.fromEntries(ownerNames.map((name) => [name, toText(row[name])])) as Record<
      OwnerField,
      string
    >;
    return {
      ...text,
      sameAsBusiness: hasSameAddress(legalAddressParts, ownerAddressParts, top, text),
    };
  });
  const accounts = rowsOf(payload.fundingAccount).map((row): AccountValues => {
    const text = Object.fromEntries(
      accountNames.map((name) => [name, toText(row[name])]),
    ) as Record<FundingAccountField, string>;
    return { ...text, accountNumberConfirm: text.accountNumber };
  });
  return {
    ...top,
    owner: owners.length > 0 ? owners : [emptyOwner()],
    fundingAccount: accounts.length > 0 ? accounts : [emptyAccount()],
    locationSameAsLegal: hasSameAddress(legalAddressParts, locationAddressParts, top, top),
  };
}

/** `owner[0].ssn` (decisions 17) as the form's field name `owner.0.ssn`; null when unreadable. */
export function formNameOf(fieldPath: string): string | null {
  const segments = parseFieldPath(fieldPath);
  return segments === null || segments.length === 0 ? null : segments.join('.');
}

/** The DOM id of a field's input, from its form name. */
export function inputIdOf(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}

/**
 * The city and state fields a ZIP field fills in (decisions 31): `legalZip` -> `legalCity` and
 * `legalState`, `owner.0.zipCode` -> `owner.0.city` and `owner.0.state`, ...; null for others.
 */
export function placeFieldsOf(zipName: string): { city: string; state: string } | null {
  const [first = '', index, field] = zipName.split('.');
  if (first === 'legalZip') return { city: 'legalCity', state: 'legalState' };
  if (first === 'locationZip') return { city: 'locationCity', state: 'locationState' };
  if (first === 'owner' && field === 'zipCode')
    return { city: `owner.${index}.city`, state: `owner.${index}.state` };
  if (first === 'fundingAccount' && field === 'zipcode')
    return { city: `fundingAccount.${index}.city`, state: `fundingAccount.${index}.stateCode` };
  return null;
}

/** The shared field kind behind a form name (`owner.0.ownership` -> ownership), if any. */
export function kindOf(name: string): FieldKind | undefined {
  const [first = '', , field = ''] = name.split('.');
  if (first === 'owner') return (ownerFields as Record<string, { kind: FieldKind }>)[field]?.kind;
  if (first === 'fundingAccount')
    return (fundingAccountFields as Record<string, { kind: FieldKind }>)[field]?.kind;
  return (topLevelFields as Record<string, { kind: FieldKind }>)[first]?.kind;
}
