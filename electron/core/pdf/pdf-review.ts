// The review model (shared/review/review-model.ts, English words, decisions 50) relabelled for the
// PDF in the merchant's language (decisions 100): section and group titles, each row's label by
// the field its path names, and the values whose words depend on the language, from the model's
// data beside its English words (`ReviewRow.typed`, decisions 99): a date and a percentage by
// Intl, a built-in code table's name from the catalogue (an environment's own names print as it
// gives them). Everything else is the merchant's data and prints as the review shows it. In English the catalogue's words are the form's
// (tests/core/pdf/pdf-words.test.ts holds them equal), so the English PDF reads as before.
import { defaultCodeTables } from '../../../shared/codes/code-tables';
import type {
  ReviewDocument,
  ReviewGroup,
  ReviewRow,
  ReviewSection,
} from '../../../shared/review/review-model';
import { topLevelLabels } from '../../../shared/review/form-sections';
import type { PdfMessageId, PdfWords } from './pdf-words';
import { pdfCatalogues } from './pdf-words';

/** `owner[2].dob` -> the owner's `dob` field; `legalName` -> itself. */
function fieldOf(path: string): { list?: 'owner' | 'fundingAccount'; name: string } {
  const match = /^(owner|fundingAccount)\[\d+\]\.(.+)$/.exec(path);
  if (match === null) return { name: path };
  return { list: match[1] as 'owner' | 'fundingAccount', name: match[2]! };
}

function isMessageId(id: string): id is PdfMessageId {
  return id in pdfCatalogues.en;
}

/** The value in the language, from the model's data; as the review shows it otherwise. */
function valueIn(words: PdfWords, row: ReviewRow): string {
  const typed = row.typed;
  if (words.language === 'en' || typed === undefined) return row.value;
  switch (typed.kind) {
    case 'date':
      // A calendar day, not an instant: in UTC so no zone moves it to the day before.
      return words.day(new Date(Date.UTC(typed.year, typed.month - 1, typed.day)), 'UTC');
    case 'percent':
      return words.percent(typed.percent);
    case 'code': {
      const builtIn = defaultCodeTables.tables[typed.table].find(
        (entry) => entry.code === typed.code,
      );
      const id = `code.${typed.table}.${typed.code}`;
      return builtIn?.label === typed.label && isMessageId(id) ? words.text(id) : row.value;
    }
    default:
      return row.value;
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
    value: valueIn(words, row),
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
