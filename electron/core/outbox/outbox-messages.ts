// What the plaintext queue file (and the outbox state the renderer shows) says about an error: one
// fixed sentence per code, never the service's own text. A service message may echo a name or a
// short account number that log redaction (9+ digit runs, e-mails) does not catch, and
// outbox.json is plaintext by design (shared/outbox/outbox-schema.ts). The service's words go to
// the encrypted draft only (the rejection record and the needs-attention reason).
import type { ErrorCode } from '../../../shared/result';
import type { OutboxError } from '../../../shared/outbox/outbox-schema';

const messages: Record<ErrorCode, string> = {
  VALIDATION: 'The application has errors to fix: open it to see them.',
  BAD_REQUEST: 'The request was malformed.',
  FORBIDDEN: 'The request was refused.',
  AUTH_REQUIRED: 'Sign in to send this application.',
  AUTH_EXPIRED: 'The sign-in expired: sign in again to send this application.',
  AUTH_DENIED: 'Access was denied: sign in again to send this application.',
  AUTH_TIMEOUT: 'Sign-in did not finish: sign in again to send this application.',
  AUTH_CANCELLED: 'Sign-in was cancelled: sign in again to send this application.',
  AUTH_HANDSHAKE: 'Sign-in failed: sign in again to send this application.',
  ENCRYPTION_UNAVAILABLE: 'The system keychain is unavailable.',
  OFFLINE: 'The boarding service could not be reached, or the connection was lost.',
  TIMEOUT: 'The boarding service did not answer in time.',
  RATE_LIMITED: 'The boarding service is busy (too many requests).',
  SERVER_REJECTED: 'The boarding service rejected the application: open it to see why.',
  CONFLICT: 'The boarding service already has an application with this reference.',
  NOT_FOUND: 'The application or merchant could not be found.',
  SERVER_ERROR: 'The boarding service had a problem or answered unexpectedly.',
  STORAGE: 'The application could not be read or saved on this computer.',
  CORRUPT: 'The stored application is damaged and was set aside.',
  READ_ONLY: 'The application can no longer be changed.',
  INVALID_STATE: 'The application is not in a state that allows this.',
  INTERNAL: 'Something unexpected went wrong.',
};

/** The queue file's record of an error: code, HTTP status and the fixed sentence for the code. */
export function outboxError(error: { code: ErrorCode; status?: number }): OutboxError {
  return {
    code: error.code,
    message: messages[error.code],
    ...(error.status !== undefined ? { status: error.status } : {}),
  };
}
