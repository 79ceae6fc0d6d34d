// Shared by the schema tests: set one field of a valid full payload and collect the errors.
import { validateMerchant } from '../../shared/merchant';
import { validFullPayload } from '../fixtures/merchant';
import { fundingAccountTable, ownerTable, topLevelTable } from './spec-tables';
import type { SpecRow } from './spec-tables';

export type Payload = Record<string, unknown>;
export type Location = 'top' | 'owner' | 'funding';

export function pathOf(location: Location, field: string): string {
  if (location === 'owner') return `owner[0].${field}`;
  if (location === 'funding') return `fundingAccount[0].${field}`;
  return field;
}

/** The object a field of `location` lives in: the payload, its first owner or funding account. */
export function targetIn(payload: Payload, location: Location): Payload {
  if (location === 'owner') return (payload.owner as Payload[])[0]!;
  if (location === 'funding') return (payload.fundingAccount as Payload[])[0]!;
  return payload;
}

/** A valid full payload (or `base`) with one field set to `value`. */
export function payloadWith(
  location: Location,
  field: string,
  value: unknown,
  base: Payload = validFullPayload() as Payload,
): Payload {
  targetIn(base, location)[field] = value;
  return base;
}

export function errorsFor(location: Location, field: string, value: unknown) {
  const result = validateMerchant(payloadWith(location, field, value));
  return result.ok ? [] : result.fieldErrors;
}

export function fieldsWithNote(note: RegExp): [Location, string][] {
  const pick = (location: Location, rows: readonly SpecRow[]) =>
    rows
      .filter((row) => note.test(row.notes ?? ''))
      .map((row) => [location, row.field] as [Location, string]);
  return [
    ...pick('top', topLevelTable),
    ...pick('owner', ownerTable),
    ...pick('funding', fundingAccountTable),
  ];
}
