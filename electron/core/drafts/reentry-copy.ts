// "Start a new application from this one" (decisions 51): the payload of a new draft made from a
// submitted one, for a merchant the service declined. Everything the agent would type the same is
// kept (names, addresses, contacts, category, volumes, owners' names); the numbers that identify
// a person or an account are left blank and must be typed again: each owner's SSN, the tax id
// and every bank account's routing and account number (and its confirmation). Those are the
// numbers a decline most often turns on, the ones whose typo costs the most, and the ones a
// second look at the merchant's papers should confirm, so the copy never carries them forward.
// The legal name stays as it was: with the ZIP it is the duplicate check's name key (decisions
// 30), so the new draft is flagged as a copy of the submitted application from its first open.
import type { DraftPayload } from '../../../shared/drafts/draft-schema';

/** Fields blanked in every row of these lists; the top-level ones below. */
const blankedInRows: Readonly<Record<string, readonly string[]>> = {
  owner: ['ssn'],
  fundingAccount: ['routingNumber', 'accountNumber', 'accountNumberConfirm'],
};
const blankedTopLevel = ['taxId'] as const;

export function reentryPayload(source: DraftPayload): DraftPayload {
  // The submitted draft's referenceId is its own (decisions 10): the copy gets a new one.
  const { referenceId: _referenceId, ...payload } = structuredClone(source);
  for (const field of blankedTopLevel) if (field in payload) payload[field] = '';
  for (const [list, fields] of Object.entries(blankedInRows)) {
    const rows = payload[list];
    if (!Array.isArray(rows)) continue;
    payload[list] = rows.map((row) => {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
      const copy = { ...row };
      for (const field of fields) if (field in copy) copy[field] = '';
      return copy;
    });
  }
  return payload;
}

/** The payload paths left blank, for tests and the decision's record. */
export const reentryBlankFields = {
  topLevel: blankedTopLevel,
  rows: blankedInRows,
} as const;
