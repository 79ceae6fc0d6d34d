// The pure rules of a stored draft, read together: what the shared merchant schema says about its
// payload (`ready` means exactly "passes the shared schema", like ODK Collect's finalized form), the
// listing fields the index keeps, and how each change goes: edits, lifecycle moves, status records
// and the recoverable trash. The store runs the changes inside its per-draft queue and persists the
// result; `null` means "already so, nothing to write". Nothing here touches the disk.
// The lifecycle table itself is shared/drafts/lifecycle.ts.
import type { MerchantLanguage } from '../../../shared/i18n/languages';
import type {
  Draft,
  DraftPayload,
  DraftSummary,
  DraftVariant,
} from '../../../shared/drafts/draft-schema';
import {
  canTransition,
  isEditable,
  isInOutbox,
  type Lifecycle,
} from '../../../shared/drafts/lifecycle';
import { validateMerchant } from '../../../shared/merchant';
import { err, ok, type FieldError, type Result } from '../../../shared/result';
import { standingErrors } from '../../../shared/drafts/standing-errors';
import type { LifecycleChange } from '../outbox/submission-source';
import type { SignatureEvidence } from '../../../shared/review/signature-schema';
import { isAgreementChangedSince, isSignatureGated } from '../../../shared/review/signature-rule';
import { signatureStateOf } from '../signing/signature-state';
import { sandboxEnvironmentId } from '../environments/sandbox-environment';

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

/** Strictly later than `previous`, so `expectedUpdatedAt` always identifies one version. */
export function nextTimestamp(previous: string, nowMs: number): string {
  return new Date(Math.max(nowMs, Date.parse(previous) + 1)).toISOString();
}

// What the renderer's words need of the refusals below (decisions 36).
const inTrash = { details: { reason: 'in-trash' as const } };
const inOutbox = { details: { reason: 'in-outbox' as const } };

/** Refusals for anything that would change a draft the agent may not touch now. */
export function checkWritable(draft: Draft): Result<void> {
  if (draft.trashedAt !== undefined)
    return err('INVALID_STATE', 'This application is in the trash; restore it first.', inTrash);
  if (draft.lifecycle === 'submitted')
    return err('READ_ONLY', 'This application was submitted and can no longer be edited.');
  if (!isEditable(draft.lifecycle)) {
    return err(
      'INVALID_STATE',
      `This application is ${draft.lifecycle}; take it out of the outbox before editing.`,
      inOutbox,
    );
  }
  return ok(undefined);
}

/**
 * The merchant signs (decisions 45): only a complete application the agent may still edit, and
 * only with the evidence `sign` builds from this very draft (it checks the hashes). The payload
 * and updatedAt stay as they are: nothing that is sent changes, so an editor open on the draft
 * goes on saving without a conflict. A new signature replaces the previous one (decisions 46).
 */
export function applySignature(
  current: Draft,
  sign: (draft: Draft) => Result<SignatureEvidence>,
): Result<Draft> {
  const writable = checkWritable(current);
  if (!writable.ok) return writable;
  if (!evaluatePayload(current.payload).isValid)
    return err('INVALID_STATE', 'Only a complete application can be signed.', {
      details: { reason: 'not-complete' },
    });
  const evidence = sign(current);
  if (!evidence.ok) return evidence;
  return ok({ ...current, signature: evidence.value });
}

/**
 * The merchant's language chosen on the review (decisions 99): app-side, never sent, so nothing
 * else moves (`updatedAt` stays, an editor open on the draft keeps saving). Null: already so.
 */
export function applyMerchantLanguage(
  current: Draft,
  language: MerchantLanguage,
): Result<Draft | null> {
  const writable = checkWritable(current);
  if (!writable.ok) return writable;
  return current.merchantLanguage === language
    ? ok(null)
    : ok({ ...current, merchantLanguage: language });
}

export interface EditOutcome {
  draft: Draft;
  evaluation: PayloadEvaluation;
}

/**
 * An autosave: new payload, ready/draft re-derived from the shared schema. The server's field
 * errors (decisions 17) go as their fields change (shared/drafts/standing-errors.ts).
 */
export function applyEdit(
  current: Draft,
  payload: DraftPayload,
  nowMs: number,
  expectedUpdatedAt?: string,
): Result<EditOutcome> {
  const writable = checkWritable(current);
  if (!writable.ok) return writable;
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updatedAt) {
    return err(
      'CONFLICT',
      'This application changed since it was opened; reload it before saving.',
    );
  }
  const evaluation = evaluatePayload(payload);
  const { serverErrors: _serverErrors, rejection: _rejection, ...rest } = current;
  return ok({
    draft: {
      ...rest,
      ...standingErrors(current, payload),
      payload,
      lifecycle: editedLifecycle(evaluation),
      updatedAt: nextTimestamp(current.updatedAt, nowMs),
    },
    evaluation,
  });
}

/**
 * The outbox's moves (SubmissionSource.markLifecycle), checked against the lifecycle table. The
 * payload's evaluation comes back with the draft, so the store lists it without a second pass.
 */
export function applyLifecycleChange(
  current: Draft,
  change: LifecycleChange,
  nowMs: number,
): Result<EditOutcome> {
  if (current.trashedAt !== undefined)
    return err('INVALID_STATE', 'This application is in the trash.', inTrash);
  let from: Lifecycle = current.lifecycle;
  const evaluation = evaluatePayload(current.payload);
  // A draft that passes today's schema is ready even if it was saved before a rule changed.
  if (from === 'draft' && evaluation.isValid) from = 'ready';
  // Only an application that passes the shared schema may be queued: say which fields to fix.
  if (change.to === 'queued' && (from === 'draft' || from === 'ready') && !evaluation.isValid) {
    return err('VALIDATION', 'Fix the highlighted fields before sending.', {
      fieldErrors: evaluation.fieldErrors,
    });
  }
  // An example is the spec's invented merchant (decisions 55): practice, for the built-in sandbox
  // alone. Sent to a real service it would board a merchant who does not exist.
  if (
    change.to === 'queued' &&
    current.isExample === true &&
    (change.environmentId ?? current.destination) !== sandboxEnvironmentId
  )
    return err(
      'INVALID_STATE',
      'An example application goes only to the built-in sandbox: it is not a real merchant.',
      { details: { reason: 'example-not-real' } },
    );
  if (
    change.to === 'queued' &&
    (from === 'draft' || from === 'ready') &&
    isSignatureGated(change.isSignatureRequired, evaluation.variant)
  ) {
    if (signatureStateOf(current) !== 'valid')
      return err('INVALID_STATE', 'The merchant must sign the application before it is sent.', {
        details: { reason: 'signature-needed' },
      });
    // A signature is taken for one environment, its agreement and its processor (decisions 45):
    // it counts only where it was made, never for another destination.
    const goingTo = change.environmentId ?? current.destination;
    if (goingTo !== undefined && current.signature?.environmentId !== goingTo)
      return err('INVALID_STATE', 'The application was signed for another environment.', {
        details: { reason: 'signed-for-other-environment' },
      });
    // Bound to the agreement it was signed under (decisions 85): a changed one asks for a new one.
    const evidence = current.signature;
    const language = evidence?.agreementLanguage;
    if (
      evidence !== undefined &&
      language !== undefined &&
      change.agreementNow !== undefined &&
      isAgreementChangedSince(evidence, change.agreementNow[language])
    )
      return err('INVALID_STATE', 'The agreement changed since the merchant signed.', {
        details: { reason: 'agreement-outdated' },
      });
  }
  if (!canTransition(from, change.to)) {
    const code = current.lifecycle === 'submitted' ? 'READ_ONLY' : 'INVALID_STATE';
    return err(code, `An application that is ${current.lifecycle} cannot become ${change.to}.`);
  }
  const at = nextTimestamp(current.updatedAt, nowMs);
  const { needsAttention: _needsAttention, destination, ...base } = current;
  const next: Draft = { ...base, lifecycle: change.to, updatedAt: at };
  // Where it goes stays with it while it is in the outbox (decisions 32); a new queueing sets it.
  const goesTo = change.to === 'queued' ? (change.environmentId ?? destination) : destination;
  if (isInOutbox(change.to) && goesTo !== undefined) next.destination = goesTo;
  switch (change.to) {
    case 'submitted':
      next.submission = {
        merchantId: change.merchantId,
        ...(change.environmentId === undefined ? {} : { environmentId: change.environmentId }),
        ...(change.status === undefined ? {} : { status: change.status }),
        ...(change.statusReason === undefined ? {} : { statusReason: change.statusReason }),
        submittedAt: at,
        ...jsonResponse(change.response),
        // The submission's own answer is heard on this laptop (decisions 89): its next change is
        // news here. An imported application has none (an export leaves `tracking` out).
        tracking: { checkedAt: Date.parse(at) },
        // With its reason: the tracker then hears the same answer, and the history gets no
        // second "Submitted" that differs only by the reason the first left out.
        history:
          change.status === undefined
            ? []
            : [
                {
                  status: change.status,
                  ...(change.statusReason === undefined
                    ? {}
                    : { statusReason: change.statusReason }),
                  at,
                },
              ],
      };
      break;
    case 'rejected':
      next.serverErrors = change.fieldErrors;
      next.rejection = {
        message: change.message,
        ...(change.status === undefined ? {} : { status: change.status }),
        at,
      };
      break;
    case 'needs-attention':
      next.needsAttention = {
        reason: change.reason,
        ...(change.cause !== undefined && { cause: change.cause }),
        ...(change.errorCode !== undefined && { errorCode: change.errorCode }),
        ...(change.status !== undefined && { status: change.status }),
        ...(change.attempts !== undefined && { attempts: change.attempts }),
        at,
        ...(change.isWaiting && { isWaiting: true }),
      };
      break;
    default:
      break;
  }
  return ok({ draft: next, evaluation });
}

/** The agent takes a queued application back: it returns to ready, or draft if it no longer passes. */
export function applyCancelQueued(current: Draft, nowMs: number): Result<Draft> {
  if (current.lifecycle !== 'queued')
    return err(
      'INVALID_STATE',
      `Only a queued application can be taken back; this one is ${current.lifecycle}.`,
    );
  const to = editedLifecycle(evaluatePayload(current.payload));
  if (!canTransition('queued', to))
    return err('INVALID_STATE', `A queued application cannot become ${to}.`);
  const { destination: _destination, ...rest } = current; // out of the outbox: it goes nowhere
  return ok({ ...rest, lifecycle: to, updatedAt: nextTimestamp(current.updatedAt, nowMs) });
}

/** The raw body as plain JSON (decisions 8), or nothing when it cannot be represented. */
function jsonResponse(value: unknown): { response?: Draft['payload'][string] } {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? {} : { response: JSON.parse(text) as Draft['payload'][string] };
  } catch {
    return {};
  }
}

/** Into the recoverable trash. Refuses a draft still in the outbox: the agent takes it out first. */
export function applyTrash(draft: Draft, nowMs: number): Result<Draft | null> {
  if (draft.trashedAt !== undefined) return ok(null);
  if (isInOutbox(draft.lifecycle)) {
    return err(
      'INVALID_STATE',
      `This application is ${draft.lifecycle}; take it out of the outbox first.`,
      inOutbox,
    );
  }
  return ok({ ...draft, trashedAt: new Date(nowMs).toISOString() });
}

export function applyRestore(draft: Draft): Result<Draft | null> {
  if (draft.trashedAt === undefined) return ok(null);
  const { trashedAt: _trashedAt, ...rest } = draft;
  return ok(rest);
}
