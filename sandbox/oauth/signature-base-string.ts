// The signature base string of RFC 5849 section 3.4.1, written from the RFC text (not from the
// app's client signer, see percent-encoding.ts). Query parameters and single-part
// application/x-www-form-urlencoded bodies are part of it; JSON bodies are not (decisions 1).
import type { ParameterPair } from './authorization-header';
import { percentEncode } from './percent-encoding';

export interface BaseStringInput {
  method: string;
  /** Scheme of the request as the client sent it: the sandbox itself is plain http on loopback. */
  scheme: 'http' | 'https';
  /** The Host header value, e.g. `127.0.0.1:54321` (section 3.4.1.2 builds the URI from it). */
  host: string;
  /** The path of the request-target, without the query. */
  path: string;
  /** The query component without "?", or '' when there is none. */
  query: string;
  /** Protocol parameters from the Authorization header (realm and oauth_signature are dropped). */
  headerParams: readonly ParameterPair[];
  /** The raw body when it is single-part form-urlencoded (section 3.4.1.3.1), else undefined. */
  formBody?: string;
}

/** Section 3.4.1.2: lower-case scheme and host, default port dropped, no query or fragment. */
export function baseStringUri(scheme: string, host: string, path: string): string {
  const lowerScheme = scheme.toLowerCase();
  const defaultPort = lowerScheme === 'https' ? '443' : '80';
  const hostMatch = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim());
  const hostName = (hostMatch?.[1] ?? host).toLowerCase();
  const port = hostMatch?.[2];
  const authority = port && port !== defaultPort ? `${hostName}:${port}` : hostName;
  return `${lowerScheme}://${authority}${path === '' ? '/' : path}`;
}

/**
 * Section 3.4.1.3.1: the query and the form body are parsed as application/x-www-form-urlencoded
 * (W3C HTML 4.0 section 17.13.4: "+" is a space, then percent-decoding), which is exactly what
 * URLSearchParams does.
 */
export function formPairs(encoded: string): ParameterPair[] {
  return [...new URLSearchParams(encoded)].map(([name, value]) => [name, value] as const);
}

/** Section 3.4.1.3.2: encode each name and value, sort by name then value, join with & and =. */
export function normalizeParameters(params: readonly ParameterPair[]): string {
  const encoded = params.map(
    ([name, value]) => [percentEncode(name), percentEncode(value)] as const,
  );
  // Byte-wise ascending order; after encoding every character is ASCII, so comparing UTF-16 code
  // units is the same as comparing bytes.
  encoded.sort(([nameA, valueA], [nameB, valueB]) =>
    nameA === nameB ? compareAscii(valueA, valueB) : compareAscii(nameA, nameB),
  );
  return encoded.map(([name, value]) => `${name}=${value}`).join('&');
}

function compareAscii(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Section 3.4.1.3.1: every parameter that is signed, in the order found. `realm` is dropped from
 * the header only (a query or form parameter named realm is signed), while `oauth_signature` is
 * dropped wherever it appears: "MUST be excluded from the signature base string if present".
 */
export function collectSignedParameters(input: BaseStringInput): ParameterPair[] {
  const fromHeader = input.headerParams.filter(([name]) => name !== 'realm');
  return [
    ...formPairs(input.query),
    ...fromHeader,
    ...(input.formBody === undefined ? [] : formPairs(input.formBody)),
  ].filter(([name]) => name !== 'oauth_signature');
}

/** Section 3.4.1.1: METHOD & encoded base string URI & encoded normalized parameters. */
export function signatureBaseString(input: BaseStringInput): string {
  return [
    percentEncode(input.method.toUpperCase()),
    percentEncode(baseStringUri(input.scheme, input.host, input.path)),
    percentEncode(normalizeParameters(collectSignedParameters(input))),
  ].join('&');
}
