// `drafts:duplicates`: which other applications on this computer share a number with a draft
// (decisions 30). Only what the agent is shown crosses: the field that matched, what kind of
// number it is, and each other application's name, state and, once submitted, its merchant id
// and date. Never the number itself.
import { z } from 'zod';
import { DraftPayloadSchema } from './draft-schema';
import { LifecycleSchema } from './lifecycle-schema';

export const DuplicateKindSchema = z.enum(['taxId', 'ssn', 'bankAccount', 'nameZip']);
export type DuplicateKind = z.infer<typeof DuplicateKindSchema>;

export const DuplicateOtherSchema = z.object({
  id: z.uuid(),
  legalName: z.string(),
  lifecycle: LifecycleSchema,
  createdAt: z.iso.datetime(),
  merchantId: z.string().optional(),
  submittedAt: z.iso.datetime().optional(),
});
export type DuplicateOther = z.infer<typeof DuplicateOtherSchema>;

export const DuplicateMatchSchema = z.object({
  /** Where the shared value is in this draft, as in field errors: `taxId`, `owner[1].ssn`. */
  field: z.string(),
  kind: DuplicateKindSchema,
  others: z.array(DuplicateOtherSchema).min(1),
});
export type DuplicateMatch = z.infer<typeof DuplicateMatchSchema>;

export const DraftDuplicatesSchema = z.object({ matches: z.array(DuplicateMatchSchema) });
export type DraftDuplicates = z.infer<typeof DraftDuplicatesSchema>;

/**
 * The draft, and optionally the payload being typed (not saved yet): without it, the stored
 * draft's numbers are looked up.
 */
export const DraftDuplicatesRequestSchema = z.strictObject({
  id: z.uuid(),
  payload: DraftPayloadSchema.optional(),
});
export type DraftDuplicatesRequest = z.infer<typeof DraftDuplicatesRequestSchema>;
