// What the shared merchant schema says about a draft's payload, and the listing fields the index
// keeps. `ready` means exactly "passes the shared schema" (like ODK Collect's finalized form).
import type {
  Draft,
  DraftPayload,
  DraftSummary,
  DraftVariant,
} from '../../../shared/drafts/draft-schema';
import type { Lifecycle } from '../../../shared/drafts/lifecycle';
import { validateMerchant } from '../../../shared/merchant';
import type { FieldError } from '../../../shared/result';
import type { OutboxFacts } from './draft-list';
import { signatureStateOf } from '../signing/signature-state';

export interface PayloadEvaluation {
  variant: DraftVariant;
  isValid: boolean;
  fieldErrors: FieldError[];
}

export function evaluatePayload(payload: DraftPayload): PayloadEvaluation {
  const verdict = validateMerchant(payload);
  return verdict.ok
    ? { variant: verdict.variant, isValid: true, fieldErrors: [] }
    : { variant: verdict.variant, isValid: false, fieldErrors: verdict.fieldErrors };
}

/** The state an editable draft settles in after an edit: ready when it passes, else draft. */
export function editedLifecycle(evaluation: PayloadEvaluation): Lifecycle {
  return evaluation.isValid ? 'ready' : 'draft';
}

/**
 * Listing fields only (no SSN, tax id or account number can reach the index). errorCount counts
 * the local schema's field errors plus, while rejected, the server's (decisions 17).
 */
export function summarizeDraft(
  draft: Draft,
  evaluation: PayloadEvaluation = evaluatePayload(draft.payload),
): DraftSummary {
  return {
    id: draft.id,
    legalName: textField(draft.payload.legalName),
    dba: textField(draft.payload.locationName),
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    lifecycle: draft.lifecycle,
    errorCount: evaluation.fieldErrors.length + (draft.serverErrors?.length ?? 0),
    variant: evaluation.variant === 'quickstart' ? 'quickstart' : (draft.variant ?? 'full'),
    isTrashed: draft.trashedAt !== undefined,
    ...(draft.trashedAt === undefined ? {} : { trashedAt: draft.trashedAt }),
    ...signatureField(draft),
    ...cityOf(draft.payload),
    ...(draft.isExample === true && { isExample: true }),
  };
}

/** The lifecycles of a draft in the outbox: what its start rebuilds items from (decisions 32). */
export const outboxLifecycles: ReadonlySet<Lifecycle> = new Set<Lifecycle>([
  'queued',
  'sending',
  'needs-attention',
]);

/** The index's outbox facts for a draft in the outbox; undefined for any other draft. */
export function outboxFactsOf(draft: Draft): OutboxFacts | undefined {
  if (!outboxLifecycles.has(draft.lifecycle) || draft.trashedAt !== undefined) return undefined;
  return {
    ...(draft.destination !== undefined && { environmentId: draft.destination }),
    isWaiting: draft.needsAttention?.isWaiting === true,
  };
}

/** The signature's state for the list (decisions 46): no hash or name reaches the index. */
function signatureField(draft: Draft): Pick<DraftSummary, 'signature'> {
  const state = signatureStateOf(draft);
  return state === 'none' ? {} : { signature: state };
}

/** Where the merchant trades, else where it is registered; nothing when neither is typed. */
function cityOf(payload: DraftPayload): { city?: string } {
  const city = textField(payload.locationCity).trim() || textField(payload.legalCity).trim();
  return city === '' ? {} : { city: city.slice(0, 100) };
}

function textField(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 500) : '';
}
