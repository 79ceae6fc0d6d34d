// One attempt to get one queued application to the service, exactly once (decisions 9, 10):
//   load the draft -> mark it sending (durable: the draft store fsyncs) -> if an earlier send may
//   have arrived, ask by referenceId -> validate -> POST -> on 409, look the merchant up.
// The attempt is a script the runner (outbox.ts) drives: it talks to the draft store itself, and
// each request to the service it yields to the runner, which runs it in one of its network slots,
// only while the item's environment is still the signed-in one, and shows the item as checking or
// sending meanwhile. Nothing here calls back into the runner. What the outcome means for the queue
// (backoff, pausing, the draft's lifecycle) is decided by outbox-state.ts. The attempt does not
// change the item: what it learnt about whether the service may have the application comes back
// with the outcome (`mayHaveArrived`).
import { validateMerchant } from '../../../shared/merchant/validate';
import type { OutboxItem } from '../../../shared/outbox/outbox-schema';
import { ok, type AppError, type Result } from '../../../shared/result';
import type { AuditLog } from '../audit/audit-log';
import type { BoardingClient } from '../boarding/boarding-client';
import type { BoardingError } from '../boarding/boarding-error';
import { maxStatusLength, maxStatusReasonLength, specFieldsOf } from '../boarding/merchant-answer';
import type { SubmissionSource } from './submission-source';
import type { MerchantRecord } from '../../../shared/merchant/merchant-record-schema';

export type AttemptOutcome =
  | {
      kind: 'submitted';
      merchantId: string;
      status?: string;
      statusReason?: string;
      response: unknown;
    }
  /** `serviceMessage`: the service's own words, none when the app refused it itself. */
  | { kind: 'rejected'; error: AppError; serviceMessage?: string }
  | { kind: 'retry'; error: AppError; retryAfterSeconds?: number }
  | { kind: 'sign-in'; error: AppError }
  | { kind: 'offline'; error: AppError }
  | { kind: 'attention'; error: AppError }
  | { kind: 'gone'; error: AppError }
  /** Another environment is signed in now: nothing was sent, the item waits for its own. */
  | { kind: 'elsewhere' };

export interface AttemptResult {
  outcome: AttemptOutcome;
  /** The service may have this application: the next attempt asks before sending (decisions 9). */
  mayHaveArrived: boolean;
}

export interface AttemptContext {
  item: OutboxItem;
  /** The item's environment: the audit names it (requests go there, see outbox.ts). */
  environmentId: string;
  client: BoardingClient;
  source: SubmissionSource;
  audit: Pick<AuditLog, 'record'>;
}

/** Another environment is signed in now: the runner did not make the request. */
export const elsewhere = Symbol('elsewhere');
export type Elsewhere = typeof elsewhere;

/**
 * One request to the service, handed to the runner: it makes the call in a network slot, first
 * showing the item in `phase` (from 'sending' on, it may be at the service), and answers what the
 * call answered, or `elsewhere` when the item's environment is no longer the signed-in one. The
 * check and the client's own auth.current() run in the same synchronous step (the client reads
 * the target before its first await), so no switch can fall between them.
 */
export interface ServiceRequest {
  phase: 'checking' | 'sending' | null;
  call(): Promise<unknown>;
}

/** The attempt as the runner drives it: requests out, their answers in, the result at the end. */
export type Attempt = AsyncGenerator<ServiceRequest, AttemptResult, unknown>;

function* request<T>(
  phase: ServiceRequest['phase'],
  call: () => Promise<T>,
): Generator<ServiceRequest, T | Elsewhere, unknown> {
  return (yield { phase, call }) as T | Elsewhere;
}

/**
 * The status and its reason as the draft keeps them: cut like the status tracker's (decisions
 * 22). The reason too, so the draft's first history entry is the one the tracker then hears.
 */
function keptStatus(record: Pick<MerchantRecord, 'status' | 'statusReason'>): {
  status?: string;
  statusReason?: string;
} {
  if (record.status === null) return {};
  return {
    status: record.status.slice(0, maxStatusLength),
    ...(record.statusReason !== null && {
      statusReason: record.statusReason.slice(0, maxStatusReasonLength),
    }),
  };
}

/**
 * `response`: the spec's fields as received (decisions 12, 20), as for a POST's answer. A GET by
 * id brings only the typed record: its wrong-typed values are put back from `invalidFields`.
 */
function fromRecord(
  record: MerchantRecord,
  merchantId: string,
  response: unknown = specFieldsOf({ ...record, ...record.invalidFields }),
): AttemptOutcome {
  return { kind: 'submitted', merchantId, ...keptStatus(record), response };
}

/** What a failed call means; CONFLICT is handled by the caller. */
function failure(error: BoardingError): AttemptOutcome {
  if (error.code === 'AUTH_EXPIRED' || error.code === 'AUTH_REQUIRED')
    return { kind: 'sign-in', error };
  if (error.delivery === 'not-sent' && error.code === 'OFFLINE') return { kind: 'offline', error };
  if (error.code === 'SERVER_REJECTED')
    return {
      kind: 'rejected',
      error,
      ...(error.serviceMessage !== undefined && { serviceMessage: error.serviceMessage }),
    };
  if (error.retryable) {
    return {
      kind: 'retry',
      error,
      ...(error.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {}),
    };
  }
  return { kind: 'attention', error };
}

/**
 * What a failed lookup (GET by referenceId, or by id after a 409) means. The application may
 * already be at the service, so a refusal of the GET (400/413/422 are SERVER_REJECTED) must not
 * read as a rejected application: that would make the draft editable and drop the uncertain mark.
 * Sign-in, unreachable and retryable failures keep their meaning; anything else stops for the
 * agent, still uncertain (decisions 9).
 */
function lookupFailure(error: BoardingError): AttemptOutcome {
  const outcome = failure(error);
  if (outcome.kind !== 'rejected' && outcome.kind !== 'attention') return outcome;
  return {
    kind: 'attention',
    error: {
      code: error.code === 'SERVER_REJECTED' ? 'SERVER_ERROR' : error.code,
      message: `Could not check with the service whether it already has this application: ${error.message}`,
      ...(error.status !== undefined ? { status: error.status } : {}),
    },
  };
}

async function* lookUp(
  context: AttemptContext,
  referenceId: string,
): AsyncGenerator<ServiceRequest, AttemptOutcome | null, unknown> {
  const { item, client } = context;
  const found = yield* request('checking', () => client.findByReferenceId(referenceId));
  if (found === elsewhere) return { kind: 'elsewhere' };
  const matches = found.ok ? found.value : [];
  const first = matches.find((match) => match.record.merchantId !== null);
  // Not awaited: the audit is appended in order in the background (audit-log.ts).
  void context.audit.record({
    environmentId: context.environmentId,
    draftId: item.draftId,
    referenceId,
    action: 'lookup',
    attempt: item.attempts,
    outcome: found.ok ? 'ok' : found.error.code,
    ...(!found.ok && found.error.status !== undefined ? { httpStatus: found.error.status } : {}),
    ...(first?.record.merchantId ? { merchantId: first.record.merchantId } : {}),
  });
  if (!found.ok) return lookupFailure(found.error);
  if (first?.record.merchantId) return fromRecord(first.record, first.record.merchantId, first.raw);
  if (matches.length === 0) return null;
  // It arrived, but no id we can keep came with it: never "not there" (which would send it
  // again), but a stop for the agent, still uncertain (decisions 9, 20).
  return {
    kind: 'attention',
    error: {
      code: 'SERVER_ERROR',
      message:
        'The service has this application but sent no usable merchant id for it: check with the service before sending it again.',
    },
  };
}

/** After a 409: the service has it, so find it (by referenceId, else by the id in the 409 body). */
async function* settleConflict(
  context: AttemptContext,
  referenceId: string,
  error: BoardingError,
): AsyncGenerator<ServiceRequest, AttemptOutcome, unknown> {
  const found = yield* lookUp(context, referenceId);
  if (found) return found;
  const existingId = error.existingMerchantId;
  if (existingId !== undefined) {
    const byId = yield* request(null, () => context.client.getById(existingId));
    if (byId === elsewhere) return { kind: 'elsewhere' };
    if (byId.ok) return fromRecord(byId.value, byId.value.merchantId ?? existingId);
    if (byId.error.code !== 'NOT_FOUND') return lookupFailure(byId.error);
  }
  return {
    kind: 'attention',
    error: {
      code: 'CONFLICT',
      message: 'The service says this application was already boarded, but could not return it.',
      status: error.status,
    },
  };
}

/**
 * Marks the draft 'sending' (durable) before anything goes out. A draft already 'sending' was left
 * there by a lifecycle write that failed after an earlier POST, or by a crash (outbox-state.ts):
 * the store refuses sending -> sending, but that draft is still the outbox's and may be at the
 * service. It is moved through needs-attention (accepted only from 'sending') and the attempt goes
 * on as uncertain, looking it up first, instead of dropping the item and stranding the draft.
 * Answers true when the draft was found still 'sending' that way.
 */
async function markSending(context: AttemptContext): Promise<Result<boolean>> {
  const { item, source } = context;
  const marked = await source.markLifecycle(item.draftId, { to: 'sending' });
  if (marked.ok) return ok(false);
  if (marked.error.code !== 'INVALID_STATE') return marked;
  const wasSending = await source.markLifecycle(item.draftId, {
    to: 'needs-attention',
    reason: 'Found still marked as sending: checking with the service whether it arrived.',
    cause: 'found-sending',
    isWaiting: true, // a crash before the next move: a restart goes on looking it up by itself
  });
  // Refused: the draft is not 'sending' either (ready after a cancel, trashed...): the refusal
  // stands. Any other failure (STORAGE) is retried like a failed mark.
  if (!wasSending.ok) return wasSending.error.code === 'INVALID_STATE' ? marked : wasSending;
  const again = await source.markLifecycle(item.draftId, { to: 'sending' });
  return again.ok ? ok(true) : again;
}

export async function* sendAttempt(context: AttemptContext): Attempt {
  let mayHaveArrived = context.item.isUncertain;
  const outcome = yield* attempt(context, {
    get: () => mayHaveArrived,
    set: (value) => void (mayHaveArrived = value),
  });
  return { outcome, mayHaveArrived };
}

/** What the attempt has learnt so far about whether the service may have the application. */
interface ArrivalKnowledge {
  get(): boolean;
  set(value: boolean): void;
}

async function* attempt(
  context: AttemptContext,
  arrival: ArrivalKnowledge,
): AsyncGenerator<ServiceRequest, AttemptOutcome, unknown> {
  const { item, client, source } = context;
  const loaded = await source.loadForSubmission(item.draftId);
  if (!loaded.ok) {
    // NOT_FOUND: deleted. READ_ONLY / INVALID_STATE: already submitted, or taken out of the
    // queue in the draft store. Either way there is nothing left to send.
    const isGone = ['NOT_FOUND', 'READ_ONLY', 'INVALID_STATE'].includes(loaded.error.code);
    return { kind: isGone ? 'gone' : 'attention', error: loaded.error };
  }
  const { referenceId, payload } = loaded.value;
  const marked = await markSending(context);
  if (!marked.ok) {
    // Refused: the draft left the queue in the store. Keep track of it if it may have arrived.
    const kind = marked.error.code === 'STORAGE' ? 'retry' : arrival.get() ? 'attention' : 'gone';
    return { kind, error: marked.error };
  }
  if (marked.value) arrival.set(true);

  if (arrival.get()) {
    const found = yield* lookUp(context, referenceId);
    if (found) return found;
    arrival.set(false); // the service does not have it: sending is safe
  }

  // Validated again right before sending: the draft may have been queued by an older version.
  const validation = validateMerchant(payload);
  if (!validation.ok) {
    return {
      kind: 'rejected',
      error: {
        code: 'VALIDATION',
        message: 'The application no longer passes validation.',
        fieldErrors: validation.fieldErrors,
      },
    };
  }

  // From here the service may have it. The durable marker is the draft's 'sending' above; the
  // runner marks the item when the request takes its network slot (phase).
  arrival.set(true);
  const sent = yield* request('sending', () => client.submit(validation.value, referenceId));
  if (sent === elsewhere) {
    arrival.set(false); // not sent: the lookup above found nothing
    return { kind: 'elsewhere' };
  }
  void context.audit.record({
    environmentId: context.environmentId,
    draftId: item.draftId,
    referenceId,
    action: 'submit',
    attempt: item.attempts + 1,
    outcome: sent.ok ? 'ok' : sent.error.code,
    ...(sent.ok ? { httpStatus: sent.value.status, merchantId: sent.value.merchantId } : {}),
    ...(!sent.ok && sent.error.status !== undefined ? { httpStatus: sent.error.status } : {}),
    ...(!sent.ok && sent.error.existingMerchantId !== undefined
      ? { merchantId: sent.error.existingMerchantId }
      : {}),
  });
  if (sent.ok) {
    arrival.set(false);
    return {
      kind: 'submitted',
      merchantId: sent.value.merchantId,
      ...keptStatus(sent.value.record),
      response: sent.value.raw,
    };
  }
  if (sent.error.code === 'CONFLICT')
    return yield* settleConflict(context, referenceId, sent.error);
  // An answer other than success means the service did not keep it; a lost answer may mean it did.
  if (sent.error.delivery !== 'unknown') arrival.set(false);
  return failure(sent.error);
}
