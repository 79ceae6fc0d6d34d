// Request shapes that exist only because of IPC (the services' own inputs live with their
// schemas in shared/drafts, shared/auth, ...). Strict objects: an unexpected key is a malformed
// call, not something to ignore silently.
import { z } from 'zod';
import { EnvironmentIdSchema } from '../environments/environment-schema';
import { isUsZip } from '../merchant/field-checks';

// Sign-in always targets the environment selected in settings (settings:set switches it), so
// the request carries only what the agent types. Weak-protection consent lives in settings.
export const AuthStartRequestSchema = z.strictObject({
  /** Entered once per remote environment; goes straight to the vault, never back out (conventions 5). */
  consumerSecret: z.string().min(1).max(500).optional(),
});
export type AuthStartRequest = z.infer<typeof AuthStartRequestSchema>;

/** Outbox and status calls name a draft by its id. */
export const DraftRefSchema = z.strictObject({ draftId: z.uuid() });
export type DraftRef = z.infer<typeof DraftRefSchema>;

/**
 * Queue an application. `acceptedInviteCode`: the code the agent confirmed after its warning
 * (expired, not yet valid, not in the catalogue; decisions 86), as the warning named it.
 */
export const EnqueueRequestSchema = DraftRefSchema.extend({
  acceptedInviteCode: z.string().max(64).optional(),
});
export type EnqueueRequest = z.infer<typeof EnqueueRequestSchema>;

/**
 * Needs action's "handled" mark (decisions 61). A merchant is named by all three: its id is unique
 * only within one environment, and two drafts may hold the same id (decisions 12).
 */
export const MarkHandledRequestSchema = z.strictObject({
  merchantId: z.string().min(1).max(100),
  environmentId: z.string().min(1).max(100).nullable(),
  draftId: z.uuid().optional(),
  /** The status the agent saw on the card: a mark is refused when it has changed since. */
  status: z.string().min(1).max(100),
  isHandled: z.boolean(),
});
export type MarkHandledRequest = z.infer<typeof MarkHandledRequestSchema>;

/** One merchant named as a worklist row names it: id, environment and draft (decisions 12, 66). */
export const MerchantRefSchema = MarkHandledRequestSchema.pick({
  merchantId: true,
  environmentId: true,
  draftId: true,
});
export type MerchantRef = z.infer<typeof MerchantRefSchema>;

export const AuditListRequestSchema = z.strictObject({
  limit: z.number().int().min(1).max(1000).optional(),
  draftId: z.uuid().optional(),
});
export type AuditListRequest = z.infer<typeof AuditListRequestSchema>;

/** An environment named by id (environments:get / environments:remove). */
export const EnvironmentRefSchema = z.strictObject({ id: EnvironmentIdSchema });

/**
 * Settings' environment form as typed: text per field, checked by RemoteEnvironmentFieldsSchema
 * in the handler so a mistake comes back as VALIDATION on its field, not as a malformed call.
 * Bounded: every value is a short string (or null for "not set").
 */
export const EnvironmentSaveRequestSchema = z.strictObject({
  /** Absent to add; an existing remote environment's id to edit it. */
  id: EnvironmentIdSchema.optional(),
  fields: z.record(z.string().max(40), z.string().max(2000).nullable()),
});
export type EnvironmentSaveRequest = z.infer<typeof EnvironmentSaveRequestSchema>;

/** A ZIP to look up (places:lookup): `12345` or `12345-6789`, as the ZIP fields hold it. */
export const ZipLookupRequestSchema = z.strictObject({
  zip: z.string().max(10).refine(isUsZip, 'A ZIP code looks like 12345 or 12345-6789'),
});
export type ZipLookupRequest = z.infer<typeof ZipLookupRequestSchema>;
