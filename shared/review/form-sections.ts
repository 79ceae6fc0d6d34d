// The application form's sections and the words for each field, in the order an agent asks the
// questions. Kept in shared so the editor, the review with the merchant and its PDF read one list
// (a field added to the form shows up in all three). Which fields are required comes from the
// shared rule sets, never from here. Imports only the data modules of shared/merchant, so no zod
// comes along wherever a label is shown.
import type { FundingAccountField, OwnerField, topLevelFields } from '../merchant/merchant-fields';

export const sections = [
  { id: 'quickstart', title: 'QuickStart' },
  { id: 'business', title: 'Business' },
  { id: 'legal', title: 'Legal entity' },
  { id: 'tax', title: 'Tax' },
  { id: 'owners', title: 'Owners' },
  { id: 'location', title: 'Location' },
  { id: 'statement', title: 'Statement' },
  { id: 'funding', title: 'Funding accounts' },
] as const;
export type SectionId = (typeof sections)[number]['id'];

/** The form's text fields: every top-level field but the JSON pass-through ones. */
export type TopLevelName = {
  [F in keyof typeof topLevelFields]: (typeof topLevelFields)[F]['kind'] extends 'json' ? never : F;
}[keyof typeof topLevelFields];

export const topLevelLabels: Record<TopLevelName, { label: string; section: SectionId }> = {
  inviteCode: { label: 'Invite code', section: 'quickstart' },
  referenceId: { label: 'Reference', section: 'business' },
  category: { label: 'Category code (MCC)', section: 'business' },
  businessType: { label: 'Business type', section: 'business' },
  website: { label: 'Website', section: 'business' },
  sells: { label: 'What they sell', section: 'business' },
  returnPolicy: { label: 'Return policy', section: 'business' },
  delivery: { label: 'Delivery', section: 'business' },
  swipedPercent: { label: 'Card-present sales (%)', section: 'business' },
  processor: { label: 'Processor', section: 'business' },
  legalName: { label: 'Legal name', section: 'legal' },
  legalAddress: { label: 'Street address', section: 'legal' },
  legalCity: { label: 'City', section: 'legal' },
  legalState: { label: 'State', section: 'legal' },
  legalZip: { label: 'ZIP code', section: 'legal' },
  legalPhone: { label: 'Phone', section: 'legal' },
  legalCorporationType: { label: 'Corporation type', section: 'legal' },
  legalCorporationDate: { label: 'Date of incorporation', section: 'legal' },
  taxIdType: { label: 'Tax ID type', section: 'tax' },
  taxId: { label: 'Tax ID', section: 'tax' },
  taxName: { label: 'Name on tax filings', section: 'tax' },
  taxState: { label: 'Tax state', section: 'tax' },
  locationName: { label: 'Location name', section: 'location' },
  locationAddress: { label: 'Street address', section: 'location' },
  locationCity: { label: 'City', section: 'location' },
  locationState: { label: 'State', section: 'location' },
  locationZip: { label: 'ZIP code', section: 'location' },
  locationPhone: { label: 'Phone', section: 'location' },
  locationFax: { label: 'Fax', section: 'location' },
  statementName: { label: 'Name on statements', section: 'statement' },
  statementPhone: { label: 'Statement phone', section: 'statement' },
};

export const ownerLabels: Record<OwnerField, string> = {
  id: 'Owner id',
  name: 'Full name',
  ssn: 'SSN',
  dob: 'Date of birth',
  ownership: 'Ownership (%)',
  phone: 'Phone',
  cell: 'Cell phone',
  email: 'E-mail',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
};

export const accountLabels: Record<FundingAccountField | 'accountNumberConfirm', string> = {
  name: 'Bank name',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountNumberConfirm: 'Account number again',
  accountType: 'Account type',
  achMethod: 'ACH method',
  discountPaid: 'Discount paid',
  bankingRoutingID: 'Banking routing ID',
  address: 'Bank street address',
  city: 'Bank city',
  stateCode: 'Bank state',
  zipcode: 'Bank ZIP code',
  zipcodeExtension: 'ZIP extension',
  telephone: 'Bank phone',
};
