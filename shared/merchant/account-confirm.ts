// The one check the application form makes of its own (decisions 28): a bank account number is
// typed twice, and the two copies must be the same number as they would be stored ("1234 5678"
// and "12345678" are). The second copy is never stored, so no payload rule can see it; the form's
// resolver and its live checklist both ask this.
import type { FieldError } from '../result';
import { englishFieldMessage, type FieldMessage, type FieldProblem } from './field-messages';
import { normalizeInput } from './normalize';

const mismatch: FieldMessage = { code: 'accountConfirm' };
export const confirmMismatch = englishFieldMessage(mismatch);

export interface TypedAccount {
  accountNumber: string;
  accountNumberConfirm: string;
}

/** The number as it would be stored: blank is "not entered", formatting taken out. */
function asStored(typed: string): string {
  return typed.trim() === '' ? '' : normalizeInput('accountNumber', typed);
}

export function isAccountConfirmed(row: TypedAccount): boolean {
  return asStored(row.accountNumberConfirm) === asStored(row.accountNumber);
}

/** One error per account row whose copies differ, at `fundingAccount[i].accountNumberConfirm`. */
export function accountConfirmErrors(rows: readonly TypedAccount[]): FieldError[] {
  return accountConfirmProblems(rows).map(({ field, message }) => ({ field, message }));
}

/** The same, each with its verdict for the renderer's words (decisions 93). */
export function accountConfirmProblems(rows: readonly TypedAccount[]): FieldProblem[] {
  return rows.flatMap((row, index) =>
    isAccountConfirmed(row)
      ? []
      : [
          {
            field: `fundingAccount[${index}].accountNumberConfirm`,
            message: confirmMismatch,
            rule: mismatch,
          },
        ],
  );
}
