// Labels for the payload's numeric codes (decisions 15). The app shows label and code, and any
// non-negative integer is a valid code even when no table lists it, so labels never gate input.
import type { Result } from '../result';
import { err, ok } from '../result';
import { formatFieldPath } from '../merchant/field-path';
import { CodeTablesSchema } from './code-tables-schema';
import type { CodeEntry, CodeTableName, CodeTables } from './code-tables-schema';
import shippedTables from './code-tables.json' with { type: 'json' };

/**
 * Validates a code-table file an environment supplies (decisions 15: configurable per
 * environment). On failure, every problem is listed with its place in the file.
 */
export function loadCodeTables(raw: unknown): Result<CodeTables> {
  const result = CodeTablesSchema.safeParse(raw);
  if (result.success) return ok(result.data);
  const fieldErrors = result.error.issues.map((issue) => ({
    field: formatFieldPath(issue.path),
    message: issue.message,
  }));
  const listed = fieldErrors
    .slice(0, 5)
    .map(({ field, message }) => (field === '' ? message : `${field}: ${message}`))
    .join('; ');
  const more = fieldErrors.length > 5 ? ` (and ${fieldErrors.length - 5} more)` : '';
  return err('VALIDATION', `Code tables are invalid: ${listed}${more}`, { fieldErrors });
}

/** The tables shipped with the app. The file is checked by the tests, so this cannot fail. */
export const defaultCodeTables: CodeTables = CodeTablesSchema.parse(shippedTables);

/** The entries of one table, for a picker; codes not listed can still be typed in. */
export function codeEntries(
  table: CodeTableName,
  tables: CodeTables = defaultCodeTables,
): readonly CodeEntry[] {
  return tables.tables[table];
}

/** "Retail (1)" for a listed code, "Code 17" for one the table lacks (decisions 15). */
export function labelFor(
  table: CodeTableName,
  code: number,
  tables: CodeTables = defaultCodeTables,
): string {
  const entry = tables.tables[table].find((candidate) => candidate.code === code);
  return entry ? `${entry.label} (${code})` : `Code ${code}`;
}
