// OAuth 1.0a request signing, HMAC-SHA1 (RFC 5849 section 3.4, decisions 1).
//
// Built on `oauth-1.0a` for percent-encoding (section 3.6), the signing key (3.4.2) and the
// header (3.5.1), but not for the parts where that library departs from the RFC, so they are done
// here:
// - it only strips the query from the URL: the base string URI (3.4.1.2) needs a lowercase scheme
//   and host and no default port. WHATWG `URL` does exactly that, and `fetch` sends the same path,
//   so the path signed is the path requested;
// - it does not decode query names, does not read `+` as a space and merges parameters into plain
//   objects (a name in both query and body loses a value; `__proto__` is dropped): parameters are
//   collected here with URLSearchParams (3.4.1.3.1, form decoding) and normalized as a list of
//   pairs (3.4.1.3.2);
// - its nonce comes from Math.random: nonces here come from crypto.randomBytes (CSPRNG, decisions 1);
// - it accepts no extra oauth_* protocol parameters (oauth_callback, oauth_verifier): they are
//   added here to both the signed parameters and the header.
// JSON bodies are never passed in: only form-encoded bodies are signed (3.4.1.3.1, decisions 1).
import { createHmac, randomBytes } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import type { OAuthCredentials } from './api-auth';

export interface SignableRequest {
  method: string;
  /** The exact URL requested, query included. */
  url: string;
  /** A form-encoded (application/x-www-form-urlencoded) body, decoded. Never a JSON body. */
  form?: Record<string, string>;
  /** Extra protocol parameters such as oauth_callback and oauth_verifier (RFC 5849 section 2). */
  oauth?: Record<`oauth_${string}`, string>;
}

export interface SignOptions {
  /** Epoch milliseconds; the timestamp sent is whole seconds (decisions 1). */
  now?: () => number;
  nonce?: () => string;
  /**
   * oauth_version is OPTIONAL (RFC 5849 section 3.1) but the service lists it among the minimum
   * parameters, so it is sent by default. The RFC's own section 1.2 examples omit it.
   */
  includeVersion?: boolean;
}

function hmacSha1(baseString: string, key: string): string {
  return createHmac('sha1', key).update(baseString).digest('base64');
}

function library(credentials: OAuthCredentials): OAuth {
  return new OAuth({
    consumer: { key: credentials.consumerKey, secret: credentials.consumerSecret },
    signature_method: 'HMAC-SHA1',
    hash_function: hmacSha1,
  });
}

/** 16 random bytes as 32 hex characters: unique per request (RFC 5849 section 3.3). */
export function randomNonce(): string {
  return randomBytes(16).toString('hex');
}

/** Base string URI (RFC 5849 section 3.4.1.2): scheme and host lowercase, default port dropped. */
export function baseStringUri(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/**
 * Query, form body and protocol parameters, decoded, duplicates kept (RFC 5849 3.4.1.3.1), less
 * any `oauth_signature`, which "MUST be excluded from the signature base string if present" from
 * whichever source it came.
 */
function collectParameters(
  request: SignableRequest,
  protocol: Record<string, string>,
): [string, string][] {
  return [
    ...new URL(request.url).searchParams,
    ...Object.entries(request.form ?? {}),
    ...Object.entries(protocol),
  ].filter(([name]) => name !== 'oauth_signature');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Parameter normalization (RFC 5849 section 3.4.1.3.2): encode every name and value, sort by name
 * then value (byte order: the encoded text is ASCII), join with "=" and "&". Kept as a list of
 * pairs, never an object, so duplicate names and names like `__proto__` survive.
 */
function normalizedParameters(pairs: [string, string][], encode: (text: string) => string): string {
  return pairs
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => compare(nameA, nameB) || compare(valueA, valueB))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The signature base string (RFC 5849 section 3.4.1); `protocol` holds every oauth_* parameter. */
export function signatureBaseString(
  request: SignableRequest,
  protocol: Record<string, string>,
  credentials: OAuthCredentials,
): string {
  const oauth = library(credentials);
  const encode = (text: string) => oauth.percentEncode(text);
  return [
    request.method.toUpperCase(),
    encode(baseStringUri(request.url)),
    encode(normalizedParameters(collectParameters(request, protocol), encode)),
  ].join('&');
}

/** The value of the `Authorization` header for `request` (RFC 5849 section 3.5.1). */
export function authorizationHeader(
  request: SignableRequest,
  credentials: OAuthCredentials,
  options: SignOptions = {},
): string {
  const oauth = library(credentials);
  const now = options.now ?? Date.now;
  const protocol: Record<string, string> = {
    ...request.oauth,
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: (options.nonce ?? randomNonce)(),
    oauth_signature_method: 'HMAC-SHA1',
    // Integer seconds (RFC 5849 section 3.3, decisions 1).
    oauth_timestamp: String(Math.floor(now() / 1000)),
  };
  if (options.includeVersion ?? true) protocol.oauth_version = '1.0';
  if (credentials.token !== undefined) protocol.oauth_token = credentials.token;
  const baseString = signatureBaseString(request, protocol, credentials);
  const signature = oauth.hash_function(baseString, oauth.getSigningKey(credentials.tokenSecret));
  // toHeader percent-encodes names and values and wraps values in double quotes (3.5.1).
  const header = oauth.toHeader({
    ...protocol,
    oauth_signature: signature,
  } as unknown as OAuth.Authorization);
  return header.Authorization;
}
