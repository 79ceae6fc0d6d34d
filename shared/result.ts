// Results, not exceptions, across every boundary (conventions 4): IPC, core services, the boarding
// client. `code` comes from one closed union so the renderer can map each to plain words in one
// place, and `fieldErrors` uses the `owner[0].ssn` path notation of decisions 17.
import { z } from 'zod';

export const errorCodes = [
  'VALIDATION', // input failed a shared schema (fieldErrors says where)
  'BAD_REQUEST', // a malformed IPC payload: a bug or a hostile caller, never the agent's fault
  'FORBIDDEN', // untrusted sender (wrong frame, origin, host or launch secret)
  'AUTH_REQUIRED', // not signed in
  'AUTH_EXPIRED', // token past expiresAt, or the service answered 401 (decisions 7)
  'AUTH_DENIED', // the user pressed Deny on the authorization page
  'AUTH_TIMEOUT', // no callback arrived in time
  'AUTH_CANCELLED', // the user cancelled sign-in
  'AUTH_HANDSHAKE', // the service broke the OAuth handshake (decisions 3)
  'ENCRYPTION_UNAVAILABLE', // OS keychain unavailable; secrets are not stored in plaintext
  'OFFLINE', // the service could not be reached
  'TIMEOUT', // the service did not answer in time
  'RATE_LIMITED', // 429
  'SERVER_REJECTED', // 400 with field errors (decisions 17)
  'CONFLICT', // 409: referenceId already boarded (decisions 10)
  'NOT_FOUND', // 404, or an unknown local id
  'SERVER_ERROR', // 5xx or an unexpected status
  'STORAGE', // disk read or write failed
  'CORRUPT', // a stored file could not be read or decrypted and was quarantined
  'READ_ONLY', // e.g. editing a submitted application
  'INVALID_STATE', // an operation not allowed in the current lifecycle state
  'INTERNAL', // unexpected: logged in full in main, shown with a reference id
] as const;

export const ErrorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Which case of a code an error is, where the code alone would say something false or too vague
 * (decisions 36): each has its own words in the renderer.
 */
export const errorReasons = [
  'too-new', // CORRUPT: a newer app version wrote it; intact and left in place
  'in-use', // INVALID_STATE: an environment applications are waiting to be sent to (`count`)
  'secret-unreadable', // CORRUPT: a stored consumer secret must be entered again
  'callback-unconfirmed', // AUTH_HANDSHAKE: the service did not confirm the callback (RFC 5849 2.1)
  'url-too-long', // AUTH_HANDSHAKE: the authorization address is too long to open
  'bad-file', // VALIDATION: an environments file that cannot be read (nothing to highlight)
  'in-trash', // INVALID_STATE: the draft is in the trash; restore it first
  'in-outbox', // INVALID_STATE: the draft is in the outbox; take it out first
  'being-sent', // INVALID_STATE: the outbox is sending it right now
  'may-have-arrived', // INVALID_STATE: it may already be at the service, so it stays queued
  'changed-since-shown', // CONFLICT: the application changed after the review was shown
  'status-changed', // CONFLICT: the merchant's status changed after its card was shown
  'agreement-changed', // CONFLICT: the agreement text changed after the review was shown
  'not-complete', // INVALID_STATE: only a complete (ready) application can be signed
  'signature-needed', // INVALID_STATE: this environment queues only validly signed applications
  'signed-for-other-environment', // INVALID_STATE: the signature was made for another environment
  'agreement-outdated', // INVALID_STATE: signed under an agreement that changed since (decisions 85)
  'agreement-missing', // INVALID_STATE: no agreement text in the merchant's language (decisions 84)
  'set-by-organisation', // READ_ONLY: the organisation's file sets it (decisions 84)
  'document-unreadable', // INVALID_STATE: a document of the application cannot be read to copy it
  'keychain-refused', // ENCRYPTION_UNAVAILABLE: the keychain would not unwrap the drafts key; all kept
  'invite-code-unconfirmed', // INVALID_STATE: the invite code is warned (`standing`); the agent confirms it
  'agent-codes-not-allowed', // INVALID_STATE: the organisation keeps the catalogue; no plans of one's own
  'managed-code', // INVALID_STATE: the organisation's catalogue already has this code
  'example-not-real', // INVALID_STATE: an example application goes to the built-in sandbox only (decisions 55)
] as const;
export const ErrorReasonSchema = z.enum(errorReasons);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

/**
 * Facts the renderer's words for a code need, as data rather than a sentence: the screen shows
 * words for `code` plus these, never `message` (which is for logs and tests).
 */
export const ErrorDetailsSchema = z.object({
  /** The file or folder concerned (STORAGE). */
  path: z.string().optional(),
  /** The operating system's error code for a disk failure: ENOSPC, EDQUOT, EROFS, EACCES... */
  osCode: z.string().optional(),
  /** The field concerned, in the `owner[0].ssn` notation of decisions 17. */
  field: z.string().optional(),
  /** A limit that was passed (characters, entries). */
  limit: z.number().int().nonnegative().optional(),
  /** How many things the error concerns (applications waiting for an environment). */
  count: z.number().int().nonnegative().optional(),
  reason: ErrorReasonSchema.optional(),
  /** invite-code-unconfirmed: how the code stands (decisions 86). */
  standing: z.enum(['expired', 'not-yet-valid', 'unknown']).optional(),
  /**
   * keychain-refused after the OS secret store changed (decisions 80): the one that protected
   * the key and the one this session has, as Electron names them ('gnome_libsecret', 'kwallet5').
   */
  keychain: z
    .strictObject({ recorded: z.string().max(50), current: z.string().max(50) })
    .optional(),
});
export type ErrorDetails = z.infer<typeof ErrorDetailsSchema>;

export const AppErrorSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  details: ErrorDetailsSchema.optional(),
  fieldErrors: z.array(FieldErrorSchema).optional(),
  /** HTTP status kept for support when the error came from the service (decisions 17). */
  status: z.number().int().optional(),
  /** Copyable reference for unexpected errors: the full error is logged in main under it. */
  referenceId: z.string().optional(),
});
export type AppError = z.infer<typeof AppErrorSchema>;

export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err(
  code: ErrorCode,
  message: string,
  extra: Omit<AppError, 'code' | 'message'> = {},
): { ok: false; error: AppError } {
  return { ok: false, error: { code, message, ...extra } };
}

/** Builds the zod schema of a Result carrying `value`, for IPC response schemas. */
export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: AppErrorSchema }),
  ]);
}
