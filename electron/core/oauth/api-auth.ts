// What API callers (boarding client, outbox, status tracking) need from the signed-in session,
// and nothing more. Implemented by the auth session; consumed by signed-fetch.ts and the callers
// above it. Keeping it this small means the outbox cannot touch the vault or the handshake. It
// stands here in oauth/, below auth/, because the signer and the signed fetch use it: a port is
// declared by the layer that needs it and answered from above (docs/architecture.md, "Core in
// layers").
import type { Result } from '../../../shared/result';

export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

export interface ApiTarget {
  environmentId: string;
  baseUrl: string; // e.g. http://127.0.0.1:4318 (no trailing slash)
  /** POST path for boarding, default /boarding/v2/merchant (configurable per environment). */
  merchantPostPath: string;
  /** GET path template with `{id}` (decisions 9, configurable per environment). */
  merchantGetPath: string;
  credentials: OAuthCredentials;
}

export interface ApiAuth {
  /** The target for a signed API call: AUTH_REQUIRED when signed out, AUTH_EXPIRED past expiresAt. */
  current(): Result<ApiTarget>;
  /**
   * The service answered 401 to a call signed with `rejected` (the target current() gave): treat
   * it as expiry (decisions 7). Naming the target matters: a late 401 for a token that was
   * already replaced, or for another environment, must not sign the agent out of the new one.
   */
  markExpired(rejected: Pick<ApiTarget, 'environmentId' | 'credentials'>): void;
  /** Called on every sign-in, sign-out and expiry. Returns an unsubscribe function. */
  onChange(listener: () => void): () => void;
}
