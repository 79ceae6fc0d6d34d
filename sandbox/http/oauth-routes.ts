// The three OAuth 1.0a steps (RFC 5849 section 2; spec endpoints 1 to 3; decisions 2 to 7).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { paramValue } from '../oauth/authorization-header';
import {
  verifySignedRequest,
  type TokenRequirement,
  type VerifyResult,
} from '../oauth/verify-request';
import { requestTokenLifetimeMs, type TokenRecord } from '../store/token-store';
import {
  sendAuthorizePage,
  sendMessagePage,
  sendVerifierPage,
  type MessagePage,
} from './authorize-page';
import { pageLanguage } from './page-words';
import { readBody } from '../../node/http-body';
import { mediaType, sendError, sendForm, sendUnauthorized } from './respond';
import { signedRequest, type RequestTarget } from './request-target';

const smallFormLimit = 16 * 1024;

/**
 * Reads a form-encoded body, which RFC 5849 section 3.4.1.3.1 makes part of the signature. Token
 * requests normally have none; any other body type is ignored for signing (decisions 1).
 */
async function signedFormBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<string | undefined | null> {
  if (mediaType(req.headers['content-type']) !== 'application/x-www-form-urlencoded') {
    req.resume();
    return undefined;
  }
  const body = await readBody(req, smallFormLimit);
  if (!body.ok) {
    if (body.reason === 'too-large')
      sendError(res, 413, 'Request body too large.', { headers: { Connection: 'close' } });
    return null;
  }
  return body.body.toString('utf8');
}

async function verify(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  requirement: TokenRequirement,
  context: SandboxContext,
): Promise<Extract<VerifyResult, { ok: true }> | undefined> {
  const formBody = await signedFormBody(req, res);
  if (formBody === null) return undefined;
  const result = verifySignedRequest(signedRequest(req, target, formBody), requirement, {
    consumer: context.consumer,
    tokens: context.tokens,
    nonces: context.nonces,
    nowMs: context.clock.now(),
    isAccessExpiryForced: false,
  });
  if (!result.ok) {
    sendUnauthorized(res, result.message, result.errors);
    return undefined;
  }
  return result;
}

/** RFC 5849 section 2.1; the service's samples answer oauth_callback=true, so both are sent (decisions 3). */
export async function handleRequestToken(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  context: SandboxContext,
): Promise<void> {
  const verified = await verify(req, res, target, 'none', context);
  if (!verified) return;
  const callback = paramValue(verified.params, 'oauth_callback')!;
  if (!isAcceptableCallback(callback)) {
    sendUnauthorized(res, 'Invalid callback.', [
      { field: 'oauth_callback', message: 'must be an absolute http(s) URL or "oob"' },
    ]);
    return;
  }
  const issued = await context.tokens.issue(
    'request',
    context.consumer.key,
    context.clock.now(),
    requestTokenLifetimeMs,
    callback,
  );
  sendForm(res, {
    oauth_token: issued.token,
    oauth_token_secret: issued.secret,
    oauth_callback_confirmed: 'true',
    oauth_callback: 'true',
  });
}

function isAcceptableCallback(callback: string): boolean {
  if (callback === 'oob') return true;
  try {
    const url = new URL(callback);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

type PendingLookup =
  { ok: true; record: TokenRecord } | { ok: false; status: number; page: MessagePage };

function findPendingRequestToken(token: string, context: SandboxContext): PendingLookup {
  const record = token === '' ? undefined : context.tokens.find(token);
  if (!record || record.kind !== 'request' || record.consumerKey !== context.consumer.key) {
    return {
      ok: false,
      status: 404,
      page: 'unknown',
    };
  }
  if (record.expiresAt <= context.clock.now()) {
    return {
      ok: false,
      status: 410,
      page: 'expired',
    };
  }
  if (record.state !== 'pending') {
    // A request token can be decided once only, so a replayed or forged form post changes nothing.
    return {
      ok: false,
      status: 409,
      page: 'answered',
    };
  }
  return { ok: true, record };
}

/** GET: the consent page (decisions 5). */
export function handleAuthorizePage(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  context: SandboxContext,
): void {
  const language = pageLanguage(req.headers['accept-language']);
  const token = new URLSearchParams(target.query).get('oauth_token') ?? '';
  const lookup = findPendingRequestToken(token, context);
  if (!lookup.ok) {
    sendMessagePage(res, lookup.status, language, lookup.page);
    return;
  }
  sendAuthorizePage(res, language, {
    consumerName: context.consumer.name,
    token,
    callback: lookup.record.callback ?? 'oob',
    tokenLifetimeHours: Math.round(context.tokenLifetimeMs / 3_600_000),
  });
}

/** POST: the user's decision; redirects to the registered callback (RFC 5849 section 2.2). */
export async function handleAuthorizeDecision(
  req: IncomingMessage,
  res: ServerResponse,
  ownOrigins: readonly string[],
  context: SandboxContext,
): Promise<void> {
  const language = pageLanguage(req.headers['accept-language']);
  // Browsers send Origin on form posts: a post from any other site's page is refused.
  const origin = req.headers.origin;
  if (origin !== undefined && !ownOrigins.includes(origin)) {
    req.resume();
    sendMessagePage(res, 403, language, 'foreign');
    return;
  }
  if (mediaType(req.headers['content-type']) !== 'application/x-www-form-urlencoded') {
    req.resume();
    sendMessagePage(res, 415, language, 'unsupported');
    return;
  }
  const body = await readBody(req, smallFormLimit);
  if (!body.ok) {
    if (body.reason === 'too-large') sendMessagePage(res, 413, language, 'tooLarge');
    return;
  }
  const form = new URLSearchParams(body.body.toString('utf8'));
  const decision = form.get('decision');
  if (decision !== 'authorize' && decision !== 'deny') {
    sendMessagePage(res, 400, language, 'noDecision');
    return;
  }
  const token = form.get('oauth_token') ?? '';
  const lookup = findPendingRequestToken(token, context);
  if (!lookup.ok) {
    sendMessagePage(res, lookup.status, language, lookup.page);
    return;
  }
  const callback = lookup.record.callback ?? 'oob';
  if (decision === 'deny') {
    await context.tokens.deny(lookup.record, context.clock.now());
    if (callback === 'oob') sendMessagePage(res, 200, language, 'denied');
    else redirect(res, callback, { denied: token });
    return;
  }
  const verifier = await context.tokens.authorize(lookup.record, context.clock.now());
  if (callback === 'oob') sendVerifierPage(res, language, verifier);
  else redirect(res, callback, { oauth_token: token, oauth_verifier: verifier });
}

function redirect(res: ServerResponse, callback: string, params: Record<string, string>): void {
  const location = new URL(callback);
  for (const [name, value] of Object.entries(params)) location.searchParams.append(name, value);
  res.writeHead(302, {
    Location: location.toString(),
    'Cache-Control': 'no-store',
    'Content-Length': 0,
    'Referrer-Policy': 'no-referrer',
  });
  res.end();
}

/** RFC 5849 section 2.3: verifier checked, request token single-use, 24 h access token (decisions 7). */
export async function handleAccessToken(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  context: SandboxContext,
): Promise<void> {
  const verified = await verify(req, res, target, 'request', context);
  if (!verified?.token) return;
  // Checked again in the same synchronous step that marks it used, so two exchanges racing with
  // one request token cannot both succeed.
  if (verified.token.record.state !== 'authorized') {
    sendUnauthorized(res, 'Request token already used.');
    return;
  }
  const now = context.clock.now();
  await context.tokens.markUsed(verified.token.record, now);
  const issued = await context.tokens.issue(
    'access',
    context.consumer.key,
    now,
    context.tokenLifetimeMs,
  );
  sendForm(res, { oauth_token: issued.token, oauth_token_secret: issued.secret });
}
