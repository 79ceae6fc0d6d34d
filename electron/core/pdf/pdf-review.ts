// The review model (shared/review/review-model.ts, English words, decisions 50) relabelled for the
// PDF in the merchant's language (decisions 100): section and group titles, each row's label by
// the field its path names, and the values whose words depend on the language (a date in words, a
// percentage) formatted again by Intl. Everything else is the merchant's data or the service's
// names and prints as the review shows it. In English the catalogue's words are the form's
// (tests/core/pdf/pdf-words.test.ts holds them equal), so the English PDF reads as before.
import {
  fundingAccountFields,
  ownerFields,
  topLevelFields,
} from '../../../shared/merchant/merchant-fields';
import type { FieldKind } from '../../../shared/merchant/field-rules';
import type {
  ReviewDocument,
  ReviewGroup,
  ReviewRow,
  ReviewSection,
} from '../../../shared/review/review-model';
import { topLevelLabels } from '../../../shared/review/form-sections';
import type { PdfMessageId, PdfWords } from './pdf-words';
import { pdfCatalogues } from './pdf-words';

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `owner[2].dob` -> the owner's `dob` field; `legalName` -> itself. */
function fieldOf(path: string): { list?: 'owner' | 'fundingAccount'; name: string } {
  const match = /^(owner|fundingAccount)\[\d+\]\.(.+)$/.exec(path);
  if (match === null) return { name: path };
  return { list: match[1] as 'owner' | 'fundingAccount', name: match[2]! };
}

function isMessageId(id: string): id is PdfMessageId {
  return id in pdfCatalogues.en;
}

function kindOf(field: ReturnType<typeof fieldOf>): FieldKind | undefined {
  const table: Record<string, { kind: FieldKind }> =
    field.list === 'owner'
      ? ownerFields
      : field.list === 'fundingAccount'
        ? fundingAccountFields
        : topLevelFields;
  return table[field.name]?.kind;
}

/** The review's "March 4, 1975" (its dateInWords) as a date in the language; else as shown. */
function dayIn(words: PdfWords, shown: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(shown);
  const month = match === null ? -1 : englishMonths.indexOf(match[1]!);
  if (match === null || month < 0) return shown;
  const date = new Date(Date.UTC(Number(match[3]), month, Number(match[2])));
  return words.day(date, 'UTC');
}

function valueIn(words: PdfWords, kind: FieldKind | undefined, shown: string): string {
  if (words.language === 'en') return shown;
  switch (kind) {
    case 'birthDate':
    case 'pastDate':
      return dayIn(words, shown);
    case 'percent':
    case 'ownership': {
      const match = /^(-?\d+(?:\.\d+)?)%$/.exec(shown);
      return match === null ? shown : words.percent(Number(match[1]));
    }
    default:
      return shown;
  }
}

function labelId(row: ReviewRow, field: ReturnType<typeof fieldOf>): string {
  // The pricing the merchant agreed to takes the invite code's place (decisions 87).
  if (row.path === 'inviteCode' && row.label !== topLevelLabels.inviteCode.label)
    return 'field.pricing';
  if (field.list === 'owner') return `owner.${field.name}`;
  if (field.list === 'fundingAccount') return `account.${field.name}`;
  return `field.${field.name}`;
}

function rowIn(words: PdfWords, row: ReviewRow): ReviewRow {
  const field = fieldOf(row.path);
  const id = labelId(row, field);
  return {
    ...row,
    // A field added to the form before the PDF's catalogue knows it keeps the form's words.
    label: isMessageId(id) ? words.text(id) : row.label,
    value: valueIn(words, kindOf(field), row.value),
  };
}

function groupIn(words: PdfWords, group: ReviewGroup): ReviewGroup {
  const match = /^(owner|fundingAccount)\[(\d+)\]$/.exec(group.path);
  const title =
    match === null
      ? group.title
      : words.text(match[1] === 'owner' ? 'group.owner' : 'group.account', {
          number: Number(match[2]) + 1,
        });
  return { ...group, title, rows: group.rows.map((row) => rowIn(words, row)) };
}

function sectionIn(words: PdfWords, section: ReviewSection): ReviewSection {
  const id = `section.${section.id}`;
  return {
    ...section,
    title: isMessageId(id) ? words.text(id) : section.title,
    rows: section.rows.map((row) => rowIn(words, row)),
    groups: section.groups.map((group) => groupIn(words, group)),
  };
}

export function reviewInLanguage(review: ReviewDocument, words: PdfWords): ReviewDocument {
  const isUntitled = review.legalName === '' && review.dba === '';
  return {
    ...review,
    title: isUntitled ? words.text('review.untitled') : review.title,
    sections: review.sections.map((section) => sectionIn(words, section)),
  };
}
