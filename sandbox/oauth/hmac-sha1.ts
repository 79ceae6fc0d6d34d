// HMAC-SHA1 signatures (RFC 5849 section 3.4.2) with node:crypto, and a constant-time comparison
// so the time taken to reject a forged signature says nothing about how close it was.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { percentEncode } from './percent-encoding';

/** Section 3.4.2: key = encode(consumer secret) & encode(token secret), base64 digest. */
export function hmacSha1Signature(
  baseString: string,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString, 'utf8').digest('base64');
}

/**
 * Compares two signatures in constant time. Both sides are hashed first so that inputs of
 * different lengths take the same path (timingSafeEqual requires equal lengths).
 */
export function isSignatureEqual(expected: string, received: string): boolean {
  const digest = (value: string) =>
    createHmac('sha256', 'signature-compare').update(value).digest();
  return timingSafeEqual(digest(expected), digest(received));
}
