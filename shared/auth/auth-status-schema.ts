// The only thing the renderer learns about sign-in (conventions 5): which environment, which state,
// when the token expires. No consumer secret, token, token secret, verifier or signature.
import { z } from 'zod';
import { AppErrorSchema } from '../result';
import { EnvironmentIdSchema } from '../environments/environment-schema';

/** The handshake's visible steps, in order; 'signed-in' or 'failed' ends it. */
export const handshakeSteps = [
  'requesting-token',
  'waiting-for-browser',
  'exchanging',
  'signed-in',
  'failed',
] as const;
export const HandshakeStepSchema = z.enum(handshakeSteps);
export type HandshakeStep = z.infer<typeof HandshakeStepSchema>;

/** Longest authorization page address the status carries; the handshake refuses longer ones. */
export const maxAuthorizeUrlLength = 4000;

export const AuthStateSchema = z.enum(['signed-out', 'signing-in', 'signed-in', 'expired']);
export type AuthState = z.infer<typeof AuthStateSchema>;

export const AuthStatusSchema = z.strictObject({
  environmentId: EnvironmentIdSchema,
  state: AuthStateSchema,
  /** ISO 8601 with zone: obtainedAt + 24 h (decisions 7). Present when signed in. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * When the last sign-in to this environment on this laptop ended (expiry, sign-out or a 401);
   * absent when there was none (decisions 55: "Sign in" rather than "Sign in again").
   */
  endedAt: z.iso.datetime({ offset: true }).optional(),
  /** Inside the warning window before expiry (decisions 7: the client warns before expiry). */
  expiresSoon: z.boolean().optional(),
  /** The current handshake step while signing in. */
  progress: HandshakeStepSchema.optional(),
  /**
   * While waiting for the browser: the authorization page with the request token in its address.
   * The request token is no secret (it travels in the browser's address bar, RFC 5849 section
   * 2.2); the token secret, verifier and consumer secret never leave main. Browser mode shows it
   * as a link that opens in a new tab; Electron reopens it in the system browser (auth:openPage).
   */
  authorizeUrl: z
    .url({ protocol: /^https?$/ })
    .max(maxAuthorizeUrlLength)
    .optional(),
  /** The remote environment has no consumer secret stored yet: the user must enter it once. */
  needsConsumerSecret: z.boolean().optional(),
  /** Why the last sign-in failed or the session ended, in plain words. */
  lastError: AppErrorSchema.optional(),
});
export type AuthStatus = z.infer<typeof AuthStatusSchema>;
