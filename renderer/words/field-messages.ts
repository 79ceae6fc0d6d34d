// The application form's words in the agent's language (decisions 91, 93): each field's label and
// noun, each section's title, a provisional code's label, and the shared field rules' verdicts
// worded from the catalogue (`editor.message.<code>`) with the field's noun from there. A message
// with no verdict (the service's own, from a rejection) is shown as it came.
import type { FieldMessage, FieldProblem } from '../../shared/merchant/field-messages';
import type { IntlShape as FormatjsIntl } from '@formatjs/intl';
import type { CodeTableName } from '../../shared/codes/code-tables-schema';
import { defaultCodeTables } from '../../shared/codes/code-tables';
import { formatPercent, type IntlShape as FormatIntl } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import {
  topLevelLabels,
  type SectionId,
  type TopLevelName,
} from '../../shared/review/form-sections';

/** The formatters, and the catalogue itself: a field's words are looked up by its name. */
export type IntlShape = FormatIntl & Pick<FormatjsIntl, 'messages'>;

/** `owner[0].dob` (a field path) or `owner.0.dob` (a form name) as its table's key: `owner.dob`. */
export function fieldKeyOf(field: string): string {
  return field.replace(/\[\d+\]/g, '').replace(/\.\d+(?=\.|$)/g, '');
}

/** The catalogue's message for an id made from data, or undefined when it has none. */
function known(intl: IntlShape, id: string): MessageId | undefined {
  return (intl.messages as Record<string, unknown>)[id] === undefined
    ? undefined
    : (id as MessageId);
}

/** The field's lower-case noun with its article where the language has one ("el nombre legal"). */
export function fieldNoun(intl: IntlShape, field: string): string {
  const id = known(intl, `editor.noun.${fieldKeyOf(field)}`);
  return id === undefined ? '' : intl.formatMessage({ id });
}

/** The field's label above its input ("Legal name"); the key itself when the catalogue lacks it. */
export function fieldLabel(intl: IntlShape, field: string): string {
  const key = fieldKeyOf(field);
  const id = known(intl, `editor.field.${key}`);
  return id === undefined ? key : intl.formatMessage({ id });
}

export function sectionTitle(intl: IntlShape, section: SectionId): string {
  return intl.formatMessage({ id: `editor.section.${section}` as MessageId });
}

/**
 * A code's label: the catalogue's for a code of the built-in provisional tables (decisions 15),
 * the given label for one an environment's own table names differently (data, shown as given).
 */
export function codeLabel(
  intl: IntlShape,
  table: CodeTableName,
  entry: { code: number; label: string },
): string {
  const id = known(intl, `editor.code.${table}.${entry.code}`);
  return isBuiltInCode(table, entry) && id !== undefined ? intl.formatMessage({ id }) : entry.label;
}

/** Whether a code's label is the built-in table's own (words), not an environment's (data). */
export function isBuiltInCode(
  table: CodeTableName,
  entry: { code: number; label: string },
): boolean {
  const builtIn = defaultCodeTables.tables[table].find(
    (candidate) => candidate.code === entry.code,
  );
  return builtIn?.label === entry.label;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The verdict's values as the sentence shows them: a total as a percentage of the locale. */
function shownValues(intl: IntlShape, rule: FieldMessage): Record<string, string | number> {
  const values = { ...rule.values };
  if (rule.code === 'ownershipTotal') {
    values.total = intl.formatNumber(Number(values.total) / 100, {
      style: 'percent',
      maximumFractionDigits: 6,
    });
    values.max = formatPercent(intl, 100);
  }
  return values;
}

/** A field error or warning in the agent's language; the service's own messages as they came. */
export function fieldMessage(intl: IntlShape, problem: FieldProblem): string {
  const { rule } = problem;
  if (rule === undefined) return problem.message;
  const id = known(intl, `editor.message.${rule.code}`);
  if (id === undefined) return problem.message;
  const noun = fieldNoun(intl, problem.field);
  return intl.formatMessage({ id }, { ...shownValues(intl, rule), noun, Noun: capitalized(noun) });
}

/**
 * Where a field is, in the agent's language (decisions 93): the row ("Owner 2") or the section,
 * and the field's label. The same places as `placeOf` in fields.ts, for the checklist and the
 * outbox when they are worded.
 */
export function placeWords(intl: IntlShape, name: string): { where: string; label: string } {
  const [first = '', index, field] = name.split('.');
  const row = (id: MessageId) => intl.formatMessage({ id }, { number: Number(index) + 1 });
  const label = (key: string) => fieldLabel(intl, key);
  if (first === 'owner')
    return {
      where: index === undefined ? sectionTitle(intl, 'owners') : row('editor.owner.title'),
      label: field === undefined ? '' : label(`owner.${field}`),
    };
  if (first === 'fundingAccount')
    return {
      where: index === undefined ? sectionTitle(intl, 'funding') : row('editor.account.title'),
      label: field === undefined ? '' : label(`fundingAccount.${field}`),
    };
  const section = topLevelLabels[first as TopLevelName]?.section ?? 'business';
  return { where: sectionTitle(intl, section), label: label(first) };
}
