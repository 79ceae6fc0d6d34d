// The spec's three field tables ("Resources and their fields" in boarding-service.md), copied row
// by row as data: field, type, req, notes. The schema tests generate their cases from these rows,
// independently of the tables in shared/merchant/merchant-fields.ts, so a field dropped or
// mis-marked there fails here.
export type SpecType =
  | 'string'
  | 'integer'
  | 'number'
  | 'null or value'
  | 'string or null'
  | 'array of Owner'
  | 'array of FundingAccount';

export interface SpecRow {
  field: string;
  type: SpecType;
  req: boolean;
  notes?: string;
}

export const topLevelTable: readonly SpecRow[] = [
  { field: 'inviteCode', type: 'string', req: false, notes: 'groups separated by hyphens' },
  { field: 'referenceId', type: 'string', req: false },
  { field: 'category', type: 'string', req: true, notes: 'Merchant category code, digits' },
  { field: 'businessType', type: 'integer', req: true, notes: 'Numeric code' },
  { field: 'website', type: 'string', req: false },
  { field: 'sells', type: 'string', req: false },
  { field: 'returnPolicy', type: 'string', req: false },
  { field: 'delivery', type: 'integer', req: false, notes: 'Numeric code' },
  { field: 'swipedPercent', type: 'integer', req: true },
  { field: 'legalName', type: 'string', req: true },
  { field: 'legalAddress', type: 'string', req: true },
  { field: 'legalCity', type: 'string', req: true },
  { field: 'legalState', type: 'string', req: true, notes: 'Two-letter state code' },
  { field: 'legalZip', type: 'string', req: true },
  { field: 'legalPhone', type: 'string', req: true, notes: 'Digits only' },
  { field: 'legalCorporationType', type: 'integer', req: true, notes: 'Numeric code' },
  { field: 'legalCorporationDate', type: 'string', req: false, notes: 'Date-time' },
  { field: 'taxIdType', type: 'integer', req: true, notes: 'Numeric code' },
  { field: 'taxId', type: 'string', req: true, notes: 'Digits only' },
  { field: 'taxName', type: 'string', req: true },
  { field: 'taxState', type: 'string', req: true, notes: 'Two-letter state code' },
  { field: 'owner', type: 'array of Owner', req: true, notes: 'One or more owners' },
  { field: 'locationName', type: 'string', req: true },
  { field: 'locationAddress', type: 'string', req: true },
  { field: 'locationCity', type: 'string', req: true },
  { field: 'locationState', type: 'string', req: true, notes: 'Two-letter state code' },
  { field: 'locationZip', type: 'string', req: true },
  { field: 'locationPhone', type: 'string', req: true, notes: 'Digits only' },
  { field: 'locationFax', type: 'string', req: false, notes: 'Digits only' },
  { field: 'statementName', type: 'string', req: true },
  { field: 'statementPhone', type: 'string', req: false, notes: 'Digits only' },
  { field: 'fundingAccount', type: 'array of FundingAccount', req: false },
  { field: 'processor', type: 'integer', req: false, notes: 'Numeric code' },
  { field: 'portfolio', type: 'null or value', req: false },
  { field: 'program', type: 'null or value', req: false },
  { field: 'tags', type: 'null or value', req: false },
  { field: 'compLabel', type: 'null or value', req: false },
  { field: 'initiatorMeta', type: 'null or value', req: false },
];

export const ownerTable: readonly SpecRow[] = [
  { field: 'id', type: 'integer', req: false },
  { field: 'name', type: 'string', req: true },
  { field: 'ssn', type: 'string', req: true, notes: 'Nine digits' },
  { field: 'dob', type: 'string', req: false, notes: 'Date-time' },
  { field: 'ownership', type: 'number', req: true },
  { field: 'phone', type: 'string', req: true, notes: 'Digits only' },
  { field: 'cell', type: 'string', req: false, notes: 'Digits only' },
  { field: 'email', type: 'string', req: true, notes: 'E-mail address' },
  { field: 'street', type: 'string', req: true },
  { field: 'city', type: 'string', req: true },
  { field: 'state', type: 'string', req: true, notes: 'Two-letter state code' },
  { field: 'zipCode', type: 'string', req: true },
];

export const fundingAccountTable: readonly SpecRow[] = [
  { field: 'name', type: 'string', req: true },
  { field: 'routingNumber', type: 'string', req: true, notes: 'Nine digits' },
  { field: 'accountNumber', type: 'string', req: true, notes: 'Digits' },
  { field: 'accountType', type: 'integer', req: true, notes: 'Numeric code' },
  { field: 'achMethod', type: 'integer', req: true, notes: 'Numeric code' },
  { field: 'discountPaid', type: 'integer', req: true, notes: 'Numeric code' },
  { field: 'bankingRoutingID', type: 'integer', req: false },
  { field: 'address', type: 'string', req: false },
  { field: 'city', type: 'string', req: false },
  { field: 'stateCode', type: 'string', req: false },
  { field: 'zipcode', type: 'string', req: false },
  { field: 'zipcodeExtension', type: 'string or null', req: false },
  { field: 'telephone', type: 'string', req: false, notes: 'Digits only' },
];

export function requiredRows(table: readonly SpecRow[]): SpecRow[] {
  return table.filter((row) => row.req);
}

export function optionalRows(table: readonly SpecRow[]): SpecRow[] {
  return table.filter((row) => !row.req);
}

/** A value of the wrong JavaScript type for a row: a number for text, text for a number. */
export function wrongTypeValue(row: SpecRow): unknown {
  if (row.type === 'integer' || row.type === 'number') return '4';
  if (row.type.startsWith('array')) return 'not a list';
  return 12345;
}
