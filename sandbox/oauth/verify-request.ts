// Checks one signed request the way RFC 5849 section 3.2 tells a server to, plus the sandbox's
// rules from decisions 2: single or double quotes and a fractional timestamp are accepted; a wrong
// signature, unknown consumer key, replayed nonce, timestamp more than 300 s from the clock, or an
// unknown, expired or revoked token is rejected. Every rejection carries a message that names the
// problem but never echoes a secret, a token or the signature.
import type { FieldError } from '../../shared/result';
import type { Consumer } from '../store/credentials-store';
import type { TokenRecord, TokenStore } from '../store/token-store';
import { paramValue, parseAuthorizationHeader, type ParameterPair } from './authorization-header';
import { hmacSha1Signature, isSignatureEqual } from './hmac-sha1';
import type { NonceCache } from './nonce-cache';
import { timestampWindowSeconds } from './nonce-cache';
import { formPairs, signatureBaseString } from './signature-base-string';

/** Which token a request must carry: none (request token), a request token, or an access token. */
export type TokenRequirement = 'none' | 'request' | 'access';

export interface SignedRequest {
  method: string;
  host: string;
  path: string;
  query: string;
  authorization: string | undefined;
  formBody?: string;
}

export interface VerifyContext {
  consumer: Consumer;
  tokens: TokenStore;
  nonces: NonceCache;
  nowMs: number;
  /** The expireTokens fault: every access token is treated as expired while it is on. */
  isAccessExpiryForced: boolean;
}

export type VerifyResult =
  | { ok: true; params: ParameterPair[]; token?: { value: string; record: TokenRecord } }
  | { ok: false; message: string; errors?: FieldError[] };

const requiredParams = [
  'oauth_consumer_key',
  'oauth_signature_method',
  'oauth_timestamp',
  'oauth_nonce',
  'oauth_signature',
];

function reject(message: string, errors?: FieldError[]): VerifyResult {
  return errors ? { ok: false, message, errors } : { ok: false, message };
}

export function verifySignedRequest(
  request: SignedRequest,
  requirement: TokenRequirement,
  context: VerifyContext,
): VerifyResult {
  const header = parseAuthorizationHeader(request.authorization);
  if (!header.ok) return reject(header.message);
  const params = header.params;

  // RFC 5849 section 3.1: each protocol parameter appears at most once.
  const names = params.map(([name]) => name);
  const duplicated = names.filter(
    (name, index) => name.startsWith('oauth_') && names.indexOf(name) !== index,
  );
  if (duplicated.length > 0) {
    return reject(
      'Duplicated OAuth parameters.',
      [...new Set(duplicated)].map((field) => ({ field, message: 'appears more than once' })),
    );
  }

  // RFC 5849 section 3.1: protocol parameters travel in one and only one place. This service
  // takes them in the header (spec, Authentication rule 1), so any oauth_ parameter also in the
  // query or a form body is refused, however correctly it was signed.
  const elsewhere = [
    ...formPairs(request.query),
    ...(request.formBody === undefined ? [] : formPairs(request.formBody)),
  ]
    .map(([name]) => name)
    .filter((name) => name.startsWith('oauth_'));
  if (elsewhere.length > 0) {
    return reject(
      'OAuth parameters sent in more than one place.',
      [...new Set(elsewhere)].map((field) => ({
        field,
        message: 'is sent in more than one place',
      })),
    );
  }

  const required = [
    ...requiredParams,
    ...(requirement === 'none' ? ['oauth_callback'] : ['oauth_token']),
    ...(requirement === 'request' ? ['oauth_verifier'] : []),
  ];
  const missing = required.filter((name) => !paramValue(params, name));
  if (missing.length > 0) {
    return reject(
      'Missing OAuth parameters.',
      missing.map((field) => ({ field, message: 'is required' })),
    );
  }

  const method = paramValue(params, 'oauth_signature_method')!;
  if (method !== 'HMAC-SHA1') {
    return reject('Unsupported signature method.', [
      { field: 'oauth_signature_method', message: 'must be HMAC-SHA1' },
    ]);
  }
  // RFC 5849 section 3.1 makes oauth_version optional and "1.0" when present. "1.0A" is accepted
  // too because widely used clients (node-oauth) send the version they were constructed with.
  const version = paramValue(params, 'oauth_version');
  if (version !== undefined && !/^1\.0a?$/i.test(version)) {
    return reject('Unsupported OAuth version.', [
      { field: 'oauth_version', message: 'must be 1.0' },
    ]);
  }

  const consumerKey = paramValue(params, 'oauth_consumer_key')!;
  if (consumerKey !== context.consumer.key) return reject('Unknown consumer key.');

  // A fractional timestamp appears in the service's samples (decisions 2); accept it.
  const timestamp = paramValue(params, 'oauth_timestamp')!;
  if (!/^\d+(\.\d+)?$/.test(timestamp)) {
    return reject('Invalid timestamp.', [
      { field: 'oauth_timestamp', message: 'must be Unix time in seconds' },
    ]);
  }
  const skewSeconds = Math.abs(Number(timestamp) - context.nowMs / 1000);
  if (skewSeconds > timestampWindowSeconds) {
    return reject(`Timestamp is more than ${timestampWindowSeconds} s away from the server clock.`);
  }

  const tokenCheck = checkToken(paramValue(params, 'oauth_token'), requirement, context);
  if (!tokenCheck.ok) return tokenCheck;
  const token = tokenCheck.token;

  const baseString = signatureBaseString({
    method: request.method,
    scheme: 'http',
    host: request.host,
    path: request.path,
    query: request.query,
    headerParams: params,
    ...(request.formBody === undefined ? {} : { formBody: request.formBody }),
  });
  const tokenSecret = token ? context.tokens.secretFor(token.value) : '';
  const expected = hmacSha1Signature(baseString, context.consumer.secret, tokenSecret);
  if (!isSignatureEqual(expected, paramValue(params, 'oauth_signature')!))
    return reject('Invalid signature.');

  // The nonce is recorded only for correctly signed requests, so a forger cannot burn nonces.
  const isFresh = context.nonces.remember(
    {
      consumerKey,
      token: token?.value ?? '',
      timestamp,
      nonce: paramValue(params, 'oauth_nonce')!,
    },
    context.nowMs,
  );
  if (!isFresh) return reject('Nonce already used.');

  if (
    requirement === 'request' &&
    token &&
    !context.tokens.isVerifierValid(token.record, paramValue(params, 'oauth_verifier')!)
  ) {
    return reject('Invalid verifier.');
  }
  return token ? { ok: true, params, token } : { ok: true, params };
}

type TokenCheck =
  { ok: true; token?: { value: string; record: TokenRecord } } | { ok: false; message: string };

function checkToken(
  value: string | undefined,
  requirement: TokenRequirement,
  context: VerifyContext,
): TokenCheck {
  if (requirement === 'none' || value === undefined) return { ok: true };
  const record = context.tokens.find(value);
  if (!record || record.consumerKey !== context.consumer.key || record.kind !== requirement) {
    return { ok: false, message: 'Unknown token.' };
  }
  if (
    record.expiresAt <= context.nowMs ||
    (requirement === 'access' && context.isAccessExpiryForced)
  ) {
    return { ok: false, message: 'Token expired.' };
  }
  if (record.state === 'revoked') return { ok: false, message: 'Token revoked.' };
  if (requirement === 'request' && record.state === 'used')
    return { ok: false, message: 'Request token already used.' };
  if (requirement === 'request' && record.state === 'denied')
    return { ok: false, message: 'Authorization was denied.' };
  if (requirement === 'request' && record.state !== 'authorized') {
    return { ok: false, message: 'Request token not authorized yet.' };
  }
  return { ok: true, token: { value, record } };
}
