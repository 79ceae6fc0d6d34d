// Parses the form-encoded answers of the two token calls (spec endpoints 1 and 3). zod at the
// trust boundary (STYLE.md 7): anything that is not a usable token pair is a failed handshake.
import { z } from 'zod';

const TokenPairSchema = z.object({
  oauth_token: z.string().min(1),
  oauth_token_secret: z.string().min(1),
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

/** A token pair from a form-encoded body, or undefined when either value is missing. */
export function parseTokenPair(body: string): TokenPair | undefined {
  const fields = new URLSearchParams(body);
  const parsed = TokenPairSchema.safeParse(Object.fromEntries(fields));
  if (!parsed.success) return undefined;
  return { token: parsed.data.oauth_token, tokenSecret: parsed.data.oauth_token_secret };
}

export function parseRequestTokenAnswer(body: string): RequestTokenAnswer | undefined {
  const pair = parseTokenPair(body);
  if (pair === undefined) return undefined;
  const fields = new URLSearchParams(body);
  return {
    ...pair,
    isCallbackConfirmed:
      isTrue(fields.get('oauth_callback_confirmed')) || isTrue(fields.get('oauth_callback')),
  };
}
