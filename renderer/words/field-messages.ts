// The application form's words in the agent's language (decisions 91, 93): each field's label and
// noun, each section's title, a provisional code's label, and the shared field rules' verdicts
// worded from the catalogue (`editor.message.<code>`) with the field's noun from there. A message
// with no verdict (the service's own, from a rejection) is shown as it came.
import type { FieldMessage, FieldProblem } from '../../shared/merchant/field-messages';
import type { CodeTableName } from '../../shared/codes/code-tables-schema';
import { defaultCodeTables } from '../../shared/codes/code-tables';
import { formatPercent, type IntlShape } from '../i18n/format';
import { fieldKeyOf, knownMessage } from './field-places';

/** The field's lower-case noun with its article where the language has one ("el nombre legal"). */
export function fieldNoun(intl: IntlShape, field: string): string {
  const id = knownMessage(intl, `editor.noun.${fieldKeyOf(field)}`);
  return id === undefined ? '' : intl.formatMessage({ id });
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
  const id = knownMessage(intl, `editor.code.${table}.${entry.code}`);
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
  const id = knownMessage(intl, `editor.message.${rule.code}`);
  if (id === undefined) return problem.message;
  const noun = fieldNoun(intl, problem.field);
  return intl.formatMessage({ id }, { ...shownValues(intl, rule), noun, Noun: capitalized(noun) });
}
