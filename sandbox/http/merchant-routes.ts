// The merchant endpoints (spec endpoints 4 and 5; decisions 8 to 12 and 17), with the faults of
// faults.ts applied in this order: latency, token expiry (as part of auth), 429, 500, then the
// request itself, then dropping the connection after a successful store.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { validateMerchant } from '../../shared/merchant';
import type { SandboxContext } from '../context';
import { buildMerchantRecord, withStatus } from '../merchant/merchant-record';
import { markedRejection } from '../merchant/rejection-marker';
import { nextStatus } from '../merchant/status-rules';
import { verifySignedRequest } from '../oauth/verify-request';
import { isDeclaredTooLarge, maxBodyBytes, readBody } from '../../node/http-body';
import { mediaType, sendError, sendJson, sendUnauthorized } from './respond';
import { signedRequest, type RequestTarget } from './request-target';

export const merchantPath = '/boarding/v2/merchant';

/** Ends the exchange without reading the body: Node discards what still arrives, then closes. */
function refuseBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
): void {
  res.setHeader('Connection', 'close');
  sendError(res, status, message);
  req.resume();
}

/**
 * Everything common to the merchant endpoints before the request itself: injected latency, the
 * OAuth check with an access token (the signed URL includes the query), then 429 and 500 faults.
 * Returns false when an answer was already sent.
 */
async function admit(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  context: SandboxContext,
): Promise<boolean> {
  // Every merchant GET counts against the consumer's rate limit (rate-limit.ts), signed or not,
  // as a service counts what reaches it.
  const waitSeconds = req.method === 'GET' ? context.rateLimit.take(context.consumer.key) : 0;
  const faults = context.faults.get();
  if (faults.latencyMs > 0) await delay(faults.latencyMs);
  // JSON bodies are not part of the signature (decisions 1), so the body is not read here.
  const verified = verifySignedRequest(signedRequest(req, target), 'access', {
    consumer: context.consumer,
    tokens: context.tokens,
    nonces: context.nonces,
    nowMs: context.clock.now(),
    isAccessExpiryForced: context.faults.get().expireTokens,
  });
  if (!verified.ok) {
    res.setHeader('Connection', 'close');
    req.resume();
    sendUnauthorized(res, verified.message, verified.errors);
    return false;
  }
  if (waitSeconds > 0) {
    res.setHeader('Retry-After', String(waitSeconds));
    refuseBody(req, res, 429, `Too many requests. Retry after ${waitSeconds} s.`);
    return false;
  }
  if (context.faults.shouldFire('rateLimitRate')) {
    const retryAfter = String(context.faults.get().retryAfterSeconds);
    res.setHeader('Retry-After', retryAfter);
    refuseBody(req, res, 429, `Too many requests (sandbox fault). Retry after ${retryAfter} s.`);
    return false;
  }
  if (context.faults.shouldFire('serverErrorRate')) {
    refuseBody(req, res, 500, 'Internal server error (sandbox fault). Nothing was stored.');
    return false;
  }
  return true;
}

export async function handleCreateMerchant(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  context: SandboxContext,
  isContinueExpected: boolean,
): Promise<void> {
  if (!(await admit(req, res, target, context))) return;
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    refuseBody(req, res, 415, 'Content-Type must be application/json.');
    return;
  }
  const charset = /charset\s*=\s*"?([^";]+)/i
    .exec(req.headers['content-type'] ?? '')?.[1]
    ?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    refuseBody(req, res, 415, 'JSON must be sent as UTF-8.');
    return;
  }
  if (isDeclaredTooLarge(req)) {
    refuseBody(req, res, 413, `Request body is larger than ${maxBodyBytes} bytes.`);
    return;
  }
  // The client asked to wait (Expect: 100-continue, as in the spec's sample): every check that
  // does not need the body has passed, so now it may send it.
  if (isContinueExpected) res.writeContinue();
  const body = await readBody(req);
  if (!body.ok) {
    if (body.reason === 'too-large')
      refuseBody(req, res, 413, `Request body is larger than ${maxBodyBytes} bytes.`);
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.body));
  } catch {
    sendError(res, 400, 'The request body is not valid JSON.');
    return;
  }
  const validation = validateMerchant(payload);
  if (!validation.ok) {
    sendError(res, 400, `The merchant has ${validation.fieldErrors.length} invalid field(s).`, {
      errors: validation.fieldErrors,
    });
    return;
  }
  const value = validation.value as Record<string, unknown>;
  const rejected = markedRejection(value);
  if (rejected) {
    sendError(res, 400, `The merchant has ${rejected.length} invalid field(s).`, {
      errors: rejected,
    });
    return;
  }
  // decisions 10: a second POST of the same referenceId is recognised, not boarded twice.
  if (typeof value.referenceId === 'string') {
    const existing = context.merchants.findByReferenceId(value.referenceId);
    if (existing) {
      sendError(res, 409, 'A merchant with this referenceId was already boarded.', {
        extra: { id: existing.merchant.id },
      });
      return;
    }
  }
  const merchant = buildMerchantRecord(value, context.merchants.allocateId(), context.clock.now());
  try {
    await context.merchants.insert({ merchant, isStatusPinned: false });
  } catch (error) {
    context.logger.error('sandbox: could not store a merchant', {
      id: merchant.id,
      error: String(error),
    });
    sendError(res, 500, 'The merchant could not be stored.');
    return;
  }
  context.logger.info('sandbox: merchant boarded', {
    id: merchant.id,
    variant: validation.variant,
  });
  if (context.faults.shouldFire('dropAfterStoreRate')) {
    // The ambiguous case: stored, but the client never hears so.
    res.socket?.destroy();
    return;
  }
  sendJson(res, 201, merchant, { Location: `${merchantPath}/${merchant.id}` });
}

/** GET by id: answers the merchant after moving it one step (status-rules.ts; decisions 11). */
export async function handleGetMerchant(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  idText: string,
  context: SandboxContext,
): Promise<void> {
  if (!(await admit(req, res, target, context))) return;
  const stored = /^\d{1,15}$/.test(idText) ? context.merchants.findById(Number(idText)) : undefined;
  if (!stored) {
    sendError(res, 404, 'No merchant with this id.');
    return;
  }
  const legalName = typeof stored.merchant.legalName === 'string' ? stored.merchant.legalName : '';
  const next = stored.isStatusPinned ? undefined : nextStatus(legalName, stored.merchant.status);
  if (next) {
    const moved = {
      ...stored,
      merchant: withStatus(stored.merchant, next.status, next.statusReason, context.clock.now()),
    };
    try {
      await context.merchants.update(moved);
    } catch (error) {
      context.logger.error('sandbox: could not store a status change', {
        id: moved.merchant.id,
        error: String(error),
      });
      sendError(res, 500, 'The status change could not be stored.');
      return;
    }
    sendJson(res, 200, moved.merchant);
    return;
  }
  sendJson(res, 200, stored.merchant);
}

/** GET ?referenceId=: did an uncertain submission arrive? (decisions 9). Never moves a status. */
export async function handleFindMerchants(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  context: SandboxContext,
): Promise<void> {
  if (!(await admit(req, res, target, context))) return;
  const referenceId = new URLSearchParams(target.query).get('referenceId');
  if (referenceId === null || referenceId === '') {
    sendError(res, 400, 'Give a referenceId to search for.', {
      errors: [{ field: 'referenceId', message: 'is required' }],
    });
    return;
  }
  const found = context.merchants.findByReferenceId(referenceId);
  sendJson(res, 200, found ? [found.merchant] : []);
}
