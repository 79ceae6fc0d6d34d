// The words the editor, the outbox and the error words show for each field, and the section each
// lives in, in the order an agent asks the questions. Which fields are required comes from the
// shared rule sets (fullRequired, quickStartRequired), never from here.
// From the two data modules, not the shared/merchant index: that would bring zod and the schemas
// along wherever a field's words are shown (the outbox is in the app's first chunk).
import { fullRequired, type OwnerField } from '../../shared/merchant/merchant-fields';
import {
  accountLabels,
  ownerLabels,
  sections,
  topLevelLabels,
  type SectionId,
  type TopLevelName,
} from '../../shared/review/form-sections';
import { parseFieldPath } from '../../shared/merchant/field-path';
import type { IntlShape } from '../i18n/format';
import { placeWords } from './field-places';
import { quickStartRequired } from '../../shared/merchant/quickstart-rules';
import type { MerchantVariant } from '../../shared/merchant/validate';

// The sections and labels live in shared (the review with the merchant and its PDF read the same
// list); the screen reads them from here, the words layer.
export {
  accountLabels,
  ownerLabels,
  sections,
  topLevelLabels,
  type SectionId,
} from '../../shared/review/form-sections';

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

/** `owner[0].ssn` as the form names it ("Owner 1, SSN"); the raw path when it is not ours. */
export function fieldName(intl: IntlShape, field: string): string {
  const path = parseFieldPath(field);
  if (path === null || path.length === 0) return field;
  // In the agent's language (decisions 93): the row or section, then the field's label.
  const place = placeWords(intl, path.join('.'));
  return place.label === '' ? place.where : `${place.where}, ${place.label}`;
}
