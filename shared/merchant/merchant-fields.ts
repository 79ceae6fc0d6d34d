// The spec's three field tables ("Merchant (boarding payload)", "Owner", "FundingAccount") as
// data: each row's kind of value, the noun used in messages, and whether the table marks it
// "req". The full rule set is exactly these "req" rows (decisions 13); the QuickStart set is in
// quickstart-rules.ts. Code fields are named like their code table in shared/codes (decisions 15).
import type { FieldRule } from './field-rules';

export const ownerFields = {
  id: { kind: 'integer', label: 'owner id', required: false },
  name: { kind: 'text', label: "owner's full name", required: true },
  ssn: { kind: 'ssn', label: 'SSN', required: true },
  dob: { kind: 'birthDate', label: 'date of birth', required: false },
  ownership: { kind: 'ownership', label: 'ownership share', required: true },
  phone: { kind: 'phone', label: "owner's phone", required: true },
  cell: { kind: 'phone', label: "owner's cell phone", required: false },
  email: { kind: 'email', label: "owner's e-mail", required: true },
  street: { kind: 'text', label: "owner's street address", required: true },
  city: { kind: 'text', label: "owner's city", required: true },
  state: { kind: 'state', label: "owner's state", required: true },
  zipCode: { kind: 'zip', label: "owner's ZIP code", required: true },
} as const satisfies Record<string, FieldRule>;

export const fundingAccountFields = {
  name: { kind: 'text', label: 'bank name', required: true },
  routingNumber: { kind: 'routingNumber', label: 'routing number', required: true },
  accountNumber: { kind: 'accountNumber', label: 'account number', required: true },
  accountType: { kind: 'code', label: 'account type', required: true },
  achMethod: { kind: 'code', label: 'ACH method', required: true },
  discountPaid: { kind: 'code', label: 'discount paid', required: true },
  bankingRoutingID: { kind: 'integer', label: 'banking routing ID', required: false },
  address: { kind: 'text', label: 'bank street address', required: false },
  city: { kind: 'text', label: 'bank city', required: false },
  stateCode: { kind: 'state', label: 'bank state', required: false },
  zipcode: { kind: 'zip', label: 'bank ZIP code', required: false },
  zipcodeExtension: { kind: 'zipExtension', label: 'bank ZIP extension', required: false },
  telephone: { kind: 'phone', label: 'bank phone', required: false },
} as const satisfies Record<string, FieldRule>;

/**
 * Top-level scalar fields. `owner` and `fundingAccount` (arrays of the tables above) are in
 * `listFields` below because their schemas are built from those tables.
 */
export const topLevelFields = {
  inviteCode: { kind: 'inviteCode', label: 'invite code', required: false },
  referenceId: { kind: 'text', label: 'reference id', required: false },
  category: { kind: 'mcc', label: 'category (MCC)', required: true },
  businessType: { kind: 'code', label: 'business type', required: true },
  website: { kind: 'website', label: 'website', required: false },
  sells: { kind: 'text', label: 'description of what the merchant sells', required: false },
  returnPolicy: { kind: 'text', label: 'return policy', required: false },
  delivery: { kind: 'code', label: 'delivery', required: false },
  swipedPercent: { kind: 'percent', label: 'card-present (swiped) percentage', required: true },
  legalName: { kind: 'text', label: 'legal name', required: true },
  legalAddress: { kind: 'text', label: 'legal address', required: true },
  legalCity: { kind: 'text', label: 'legal city', required: true },
  legalState: { kind: 'state', label: 'legal state', required: true },
  legalZip: { kind: 'zip', label: 'legal ZIP code', required: true },
  legalPhone: { kind: 'phone', label: 'legal phone', required: true },
  legalCorporationType: { kind: 'code', label: 'corporation type', required: true },
  legalCorporationDate: { kind: 'pastDate', label: 'incorporation date', required: false },
  taxIdType: { kind: 'code', label: 'tax ID type', required: true },
  taxId: { kind: 'taxId', label: 'tax ID', required: true },
  taxName: { kind: 'text', label: 'tax name', required: true },
  taxState: { kind: 'state', label: 'tax state', required: true },
  locationName: { kind: 'text', label: 'location name', required: true },
  locationAddress: { kind: 'text', label: 'location address', required: true },
  locationCity: { kind: 'text', label: 'location city', required: true },
  locationState: { kind: 'state', label: 'location state', required: true },
  locationZip: { kind: 'zip', label: 'location ZIP code', required: true },
  locationPhone: { kind: 'phone', label: 'location phone', required: true },
  locationFax: { kind: 'phone', label: 'location fax', required: false },
  statementName: { kind: 'text', label: 'statement name', required: true },
  statementPhone: { kind: 'phone', label: 'statement phone', required: false },
  processor: { kind: 'code', label: 'processor', required: false },
  portfolio: { kind: 'json', label: 'portfolio', required: false },
  program: { kind: 'json', label: 'program', required: false },
  tags: { kind: 'json', label: 'tags', required: false },
  compLabel: { kind: 'json', label: 'comp label', required: false },
  initiatorMeta: { kind: 'json', label: 'initiator meta', required: false },
} as const satisfies Record<string, FieldRule>;

/**
 * `owner`: "req, one or more owners". `fundingAccount`: "no in the sample; its fields are marked
 * required", so the list is optional and each account in it needs its required fields.
 */
export const listFields = {
  owner: { label: 'owner', required: true },
  fundingAccount: { label: 'funding account', required: false },
} as const;

export type TopLevelField = keyof typeof topLevelFields | keyof typeof listFields;
export type OwnerField = keyof typeof ownerFields;
export type FundingAccountField = keyof typeof fundingAccountFields;

type RequiredOf<Rules extends Record<string, { required: boolean }>> = {
  [F in keyof Rules]: Rules[F]['required'] extends true ? F : never;
}[keyof Rules] &
  string;

function requiredOf<Rules extends Record<string, { required: boolean }>>(
  rules: Rules,
): RequiredOf<Rules>[] {
  return Object.keys(rules).filter((name) => rules[name]!.required) as RequiredOf<Rules>[];
}

/** The full rule set's required fields: every "req" row of the three tables (decisions 13). */
export const fullRequired = {
  topLevel: [...requiredOf(topLevelFields), ...requiredOf(listFields)],
  owner: requiredOf(ownerFields),
  fundingAccount: requiredOf(fundingAccountFields),
};
