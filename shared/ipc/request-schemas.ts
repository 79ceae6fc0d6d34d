// Request shapes that exist only because of IPC (the services' own inputs live with their
// schemas in shared/drafts, shared/auth, ...). Strict objects: an unexpected key is a malformed
// call, not something to ignore silently.
import { z } from 'zod';

// Sign-in always targets the environment selected in settings (settings:set switches it), so
// the request carries only what the agent types. Weak-protection consent lives in settings.
export const AuthStartRequestSchema = z.strictObject({
  /** Entered once per remote environment; goes straight to the vault, never back out (STYLE.md 4). */
  consumerSecret: z.string().min(1).max(500).optional(),
});
export type AuthStartRequest = z.infer<typeof AuthStartRequestSchema>;

/** Outbox and status calls name a draft by its id. */
export const DraftRefSchema = z.strictObject({ draftId: z.uuid() });
export type DraftRef = z.infer<typeof DraftRefSchema>;

export const AuditListRequestSchema = z.strictObject({
  limit: z.number().int().min(1).max(1000).optional(),
  draftId: z.uuid().optional(),
});
export type AuditListRequest = z.infer<typeof AuditListRequestSchema>;
