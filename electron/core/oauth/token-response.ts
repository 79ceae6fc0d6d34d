// Parses the form-encoded answers of the two token calls (spec endpoints 1 and 3). zod at the
// trust boundary (conventions 8): anything that is not a usable token pair is a failed handshake.
// What the service may send is bounded (decisions 21): a token travels in the Authorization
// header of every call and the request token in the authorization page's address, so an
// oversized token or one with characters a header cannot carry fails the handshake here, with
// words that say so, instead of breaking every later step.
import { z } from 'zod';
import { ok, type Result } from '../../../shared/result';

/** Longest token or token secret accepted (decisions 21); real ones are tens of characters. */
export const maxTokenLength = 512;

/** Visible ASCII only (RFC 5849 section 3.6 percent-encodes the rest; no service needs it). */
const tokenPattern = /^[\x21-\x7e]+$/;

const TokenValueSchema = z
  .string()
  .min(1, 'is missing')
  .max(maxTokenLength, `is longer than ${maxTokenLength} characters`)
  .regex(tokenPattern, 'holds characters other than visible ASCII');

const TokenPairSchema = z.object({
  oauth_token: TokenValueSchema,
  oauth_token_secret: TokenValueSchema,
});

export interface TokenPair {
  token: string;
  tokenSecret: string;
}

export interface RequestTokenAnswer extends TokenPair {
  /**
   * RFC 5849 section 2.1 requires oauth_callback_confirmed=true; the service's samples send
   * oauth_callback=true instead. Either counts (decisions 3).
   */
  isCallbackConfirmed: boolean;
}

function isTrue(value: string | null): boolean {
  return value !== null && value.trim().toLowerCase() === 'true';
}

/** A token pair from a form-encoded body, or what is wrong with it (e.g. "oauth_token is missing"). */
export function parseTokenPair(body: string): Result<TokenPair, string> {
  const fields = new URLSearchParams(body);
  const parsed = TokenPairSchema.safeParse({
    oauth_token: fields.get('oauth_token') ?? '',
    oauth_token_secret: fields.get('oauth_token_secret') ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${String(issue?.path[0] ?? 'the token')} ${issue?.message ?? ''}` };
  }
  return ok({ token: parsed.data.oauth_token, tokenSecret: parsed.data.oauth_token_secret });
}

export function parseRequestTokenAnswer(body: string): Result<RequestTokenAnswer, string> {
  const pair = parseTokenPair(body);
  if (!pair.ok) return pair;
  const fields = new URLSearchParams(body);
  return ok({
    ...pair.value,
    isCallbackConfirmed:
      isTrue(fields.get('oauth_callback_confirmed')) || isTrue(fields.get('oauth_callback')),
  });
}
