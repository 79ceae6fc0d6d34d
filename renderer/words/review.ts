// The review document's words in the reader's language (decisions 99): section titles, field
// labels and the values whose words follow the language (dates, percentages, yes and no), from
// the one review model the PDF prints too (shared/review/review-model.ts). What the merchant
// typed, names and numbers are data and shown as they are.
import type {
  ReviewDocument,
  ReviewGroup,
  ReviewRow,
  ReviewSection,
} from '../../shared/review/review-model';
import { formatPercent, type IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { codeLabel } from './field-messages';

/** `owner[0].dob` -> `review.field.owner.dob`; the pricing row has its own label. */
export function reviewLabelId(row: Pick<ReviewRow, 'path' | 'typed'>): MessageId {
  if (row.typed?.kind === 'pricing') return 'review.field.pricing';
  return `review.field.${row.path.replace(/\[\d+\]/g, '')}` as MessageId;
}

export function reviewLabel(intl: IntlShape, row: Pick<ReviewRow, 'path' | 'typed'>): string {
  return intl.formatMessage({ id: reviewLabelId(row) });
}

/**
 * "March 4, 1975" / "4 de marzo de 1975", "85%" / "85 %", "Yes" / "Sí", "Checking" / "Corriente";
 * other values as given.
 */
export function reviewValue(intl: IntlShape, row: Pick<ReviewRow, 'value' | 'typed'>): string {
  const typed = row.typed;
  switch (typed?.kind) {
    case 'date':
      // A calendar day, not an instant: formatted in UTC so no zone moves it to the day before.
      return intl.formatDate(Date.UTC(typed.year, typed.month - 1, typed.day), {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
    case 'percent':
      return formatPercent(intl, typed.percent);
    case 'boolean':
      return intl.formatMessage({ id: 'review.boolean' }, { value: typed.value ? 'yes' : 'no' });
    case 'code':
      // The built-in tables' names in the reader's words; an environment's own as it names them.
      return codeLabel(intl, typed.table, typed);
    default:
      return row.value;
  }
}

export function sectionTitle(intl: IntlShape, section: Pick<ReviewSection, 'id'>): string {
  return intl.formatMessage({ id: `review.section.${section.id}` });
}

/** "Owner 2", "Account 1": numbered from the group's path (`owner[1]`). */
export function groupTitle(intl: IntlShape, group: Pick<ReviewGroup, 'path'>): string {
  const match = /^(owner|fundingAccount)\[(\d+)\]$/.exec(group.path);
  if (!match) return group.path;
  const id: MessageId = match[1] === 'owner' ? 'review.group.owner' : 'review.group.fundingAccount';
  return intl.formatMessage({ id }, { number: Number(match[2]) + 1 });
}

/** The merchant's names as the title; "Untitled application" in the reader's words without. */
export function reviewTitle(
  intl: IntlShape,
  review: Pick<ReviewDocument, 'title' | 'legalName' | 'dba'>,
): string {
  return review.legalName === '' && review.dba === ''
    ? intl.formatMessage({ id: 'review.untitled' })
    : review.title;
}
