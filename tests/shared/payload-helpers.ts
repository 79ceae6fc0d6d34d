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

export function errorsFor(location: Location, field: string, value: unknown) {
  const payload = validFullPayload() as Payload;
  const target =
    location === 'owner'
      ? (payload.owner as Payload[])[0]!
      : location === 'funding'
        ? (payload.fundingAccount as Payload[])[0]!
        : payload;
  target[field] = value;
  const result = validateMerchant(payload);
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
