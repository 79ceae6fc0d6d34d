// The words the editor, the outbox and the error words show for each field, and the section each
// lives in, in the order an agent asks the questions. Which fields are required comes from the
// shared rule sets (fullRequired, quickStartRequired), never from here.
// From the two data modules, not the shared/merchant index: that would bring zod and the schemas
// along wherever a field's words are shown (the outbox is in the app's first chunk).
import {
  fullRequired,
  type FundingAccountField,
  type OwnerField,
  type topLevelFields,
} from '../../shared/merchant/merchant-fields';
import { parseFieldPath } from '../../shared/merchant/field-path';
import { quickStartRequired } from '../../shared/merchant/quickstart-rules';
import type { MerchantVariant } from '../../shared/merchant/validate';

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

// The form's text fields: every top-level field but the JSON pass-through ones (the form's own
// FormValues keys, read from the shared table so that words never import a screen).
type TopLevelName = {
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

/** Whether the rule set in force requires the field named `owner.0.ssn`, `legalName`, ... */
export function isRequiredIn(variant: MerchantVariant, name: string): boolean {
  const rules = variant === 'quickstart' ? quickStartRequired : fullRequired;
  const [first, index, field] = name.split('.');
  if (index !== undefined && field !== undefined) {
    if (first === 'owner') return (rules.owner as readonly string[]).includes(field);
    if (first === 'fundingAccount') {
      if (field === 'accountNumberConfirm')
        return isRequiredIn(variant, `${first}.0.accountNumber`);
      return (rules.fundingAccount as readonly string[]).includes(field);
    }
  }
  return (rules.topLevel as readonly string[]).includes(first ?? '');
}

/** Where a field is, for the checklist: its section and, in lists, which row ("Owner 2"). */
export function placeOf(name: string): { section: SectionId; where: string; label: string } {
  const [first = '', index, field] = name.split('.');
  if (first === 'owner') {
    const where = index === undefined ? 'Owners' : `Owner ${Number(index) + 1}`;
    const label = field === undefined ? '' : (ownerLabels[field as OwnerField] ?? field);
    return { section: 'owners', where, label };
  }
  if (first === 'fundingAccount') {
    const where = index === undefined ? 'Funding accounts' : `Funding account ${Number(index) + 1}`;
    const label =
      field === undefined ? '' : (accountLabels[field as keyof typeof accountLabels] ?? field);
    return { section: 'funding', where, label };
  }
  const entry = topLevelLabels[first as TopLevelName];
  const section = entry?.section ?? 'business';
  const title = sections.find((candidate) => candidate.id === section)?.title ?? '';
  return { section, where: title, label: entry?.label ?? first };
}

/** The input to focus for an error: list-level errors go to the list's first row. */
export function focusTargetOf(name: string): string {
  if (name === 'owner') return 'owner.0.name';
  if (name === 'fundingAccount') return 'fundingAccount.0.name';
  return name;
}

/**
 * One line of help for the code fields an agent cannot guess. The service's spec says only
 * "numeric code" (required for ACH method and discount paid; optional integers for the processor
 * and the banking routing id); the meanings are the provisional code tables' (decisions 15), so
 * each line also says what to do when unsure.
 */
export const codeHelp = {
  processor:
    'Optional. Which processor handles the account: leave “Default processor” unless your portal gives another number.',
  achMethod:
    'How deposits are settled: net (fees taken out of each deposit) or gross (the whole sales amount, fees charged separately).',
  discountPaid:
    'When the processing fees (the discount) are collected: daily, with each deposit, or once a month.',
  bankingRoutingID:
    'Optional, digits only. Only if your portal gave one for this bank; it is not the 9-digit routing number.',
} as const;

/** `owner[0].ssn` as the form names it ("Owner 1, SSN"); the raw path when it is not ours. */
export function fieldName(field: string): string {
  const path = parseFieldPath(field);
  if (path === null || path.length === 0) return field;
  const place = placeOf(path.join('.'));
  return place.label === '' ? place.where : `${place.where}, ${place.label}`;
}
