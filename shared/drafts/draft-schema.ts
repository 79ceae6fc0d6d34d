// The renderer-visible shapes of stored drafts (conventions 2: types come from z.infer, never written
// twice). The store in electron/core/drafts validates every draft it reads from disk against
// `DraftSchema` (conventions 8), so these are also the on-disk shape of the current schemaVersion.
import { z } from 'zod';
import { BoundedJsonSchema } from '../merchant/bounded-json';
import { MerchantLanguageSchema } from '../i18n/languages';
import { ErrorCodeSchema, FieldErrorSchema } from '../result';
import { LifecycleSchema } from './lifecycle-schema';
import { SignatureEvidenceSchema } from '../review/signature-schema';
import { MerchantDetailsSchema } from '../status/status-schema';

/** Bumped together with a new file in electron/core/drafts/migrations/ (conventions 8). */
/** Why an application in the outbox needs attention (the draft's `needsAttention.cause`). */
export const needsAttentionCauses = [
  'found-sending', // found still marked as sending (a crash): the service is asked first
  'checking', // it may have arrived: the service is asked before anything is sent again
  'answer-lost', // the last attempt's answer was lost: the service is asked before resending
  'retries-exhausted', // stopped after `attempts` tries that failed with `errorCode`
  'stopped', // stopped by `errorCode` (a lookup that failed, a draft that could not be read)
] as const;
export type NeedsAttentionCause = (typeof needsAttentionCauses)[number];

export const currentDraftSchemaVersion = 1;

const IsoTimeSchema = z.iso.datetime();
const DraftIdSchema = z.uuid();

/**
 * The agent's half-typed merchant data. Deliberately loose: an in-progress form holds empty
 * strings, numbers typed as text and owners without SSNs. Anything JSON is accepted here; the
 * strict check is the shared merchant schema, which only decides draft vs ready and errorCount.
 * Nesting is bounded (bounded-json.ts) so that no payload, sent or stored, can overflow a parser.
 */
export const DraftPayloadSchema = z.record(z.string(), BoundedJsonSchema);
export type DraftPayload = z.infer<typeof DraftPayloadSchema>;

/** Which rule set applies: QuickStart when the payload carries `inviteCode` (decisions 14). */
export const DraftVariantSchema = z.enum(['full', 'quickstart']);
export type DraftVariant = z.infer<typeof DraftVariantSchema>;

export const StatusChangeSchema = z.object({
  status: z.string(),
  statusReason: z.string().optional(),
  at: IsoTimeSchema,
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const SubmissionRecordSchema = z.object({
  merchantId: z.string(),
  /**
   * The environment the application was submitted to: merchant ids are unique per environment
   * only, so status is asked there alone. Absent on drafts submitted before it was recorded.
   */
  environmentId: z.string().optional(),
  status: z.string().optional(), // shown verbatim, unknown values included (decisions 11)
  statusReason: z.string().optional(),
  submittedAt: IsoTimeSchema,
  /** The service's raw 2xx body, kept as returned (decisions 8). */
  response: z.json().optional(),
  history: z.array(StatusChangeSchema),
  /**
   * What this laptop's status checks keep beside the status and its history (decisions 89): the
   * draft is the one durable record of a merchant's status. Local to this laptop: an export leaves
   * it out. The agent's handled marks are not here but in status/marks.json (decisions 89).
   */
  tracking: z
    .object({
      /** Epoch ms of the last answer heard here that was written (the submission's own, or a change). */
      checkedAt: z.number().optional(),
      /** From the last GET (decisions 12); until then the POST answer's (`response`). */
      details: MerchantDetailsSchema.optional(),
    })
    .optional(),
});
export type SubmissionRecord = z.infer<typeof SubmissionRecordSchema>;

/**
 * The pricing the merchant agreed to, kept on the draft beside the payload and never sent
 * (decisions 87): the invite-code catalogue entry's words as they were when its code was entered.
 */
export const DraftPricingSchema = z.strictObject({
  code: z.string().max(64),
  label: z.string().max(80),
  summary: z.string().max(200),
  /** The organisation that set the entry (decisions 86); absent: the agent's own. */
  managedBy: z.string().max(120).optional(),
});
export type DraftPricing = z.infer<typeof DraftPricingSchema>;

export const DraftSchema = z.object({
  id: DraftIdSchema,
  /** Fixed at creation and sent with every submission of this draft (decisions 10). */
  referenceId: z.uuid(),
  schemaVersion: z.literal(currentDraftSchemaVersion),
  lifecycle: LifecycleSchema,
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
  payload: DraftPayloadSchema,
  /**
   * The form the agent started (create's `variant`). The rule set itself follows the payload
   * (validateMerchant: a non-blank inviteCode means QuickStart, decisions 14); this only keeps a
   * QuickStart draft listed as QuickStart before its invite code is typed.
   */
  variant: DraftVariantSchema.optional(),
  /** Field errors from the last rejection, in `owner[0].ssn` notation (decisions 17). */
  serverErrors: z.array(FieldErrorSchema).optional(),
  /** The rejection's plain message and HTTP status, kept for support (decisions 17). */
  rejection: z
    .object({ message: z.string(), status: z.number().int().optional(), at: IsoTimeSchema })
    .optional(),
  submission: SubmissionRecordSchema.optional(),
  /**
   * While it is in the outbox: the environment it was queued for, the only one it is sent to or
   * looked up in. The lifecycle and this are the outbox's whole durable record (decisions 32).
   */
  destination: z.string().min(1).optional(),
  /**
   * Outcome unknown: the outbox asks the service by referenceId before any resend (decisions 9,
   * 10). `isWaiting`: the outbox goes on by itself (after a lost answer); absent, the agent's
   * Retry does.
   */
  needsAttention: z
    .object({
      /** Core's sentence, for logs and support: never shown (decisions 36). */
      reason: z.string(),
      /** Why, as a code the renderer words; absent on drafts earlier versions wrote. */
      cause: z.enum(needsAttentionCauses).optional(),
      /** The failure that stopped it, and the service's HTTP status where it gave one. */
      errorCode: ErrorCodeSchema.optional(),
      status: z.number().int().optional(),
      attempts: z.number().int().nonnegative().optional(),
      at: IsoTimeSchema,
      isWaiting: z.boolean().optional(),
    })
    .optional(),
  /** Set while the draft is in the recoverable trash. */
  trashedAt: IsoTimeSchema.optional(),
  /**
   * Imported from another laptop's export (decisions 42). `mayHaveBeenSent`: it was queued or
   * sending there, so it arrived Ready and keeps its referenceId for the outbox's check.
   */
  imported: z
    .object({ at: IsoTimeSchema, fromLifecycle: LifecycleSchema, mayHaveBeenSent: z.boolean() })
    .optional(),
  /** A submitted application past the retention period kept only what follows it (decisions 44). */
  strippedAt: IsoTimeSchema.optional(),
  /**
   * The merchant's signature and its evidence (decisions 45). Kept when a later change voids it
   * (decisions 46: it no longer counts); a new signature replaces it.
   */
  signature: SignatureEvidenceSchema.optional(),
  /** Made by "Make an example application": practice data from the spec's sample (decisions 55). */
  isExample: z.boolean().optional(),
  /**
   * The catalogue's label and summary of the payload's invite code (decisions 87): app-side,
   * never sent. Optional, so drafts written before it need no migration.
   */
  pricing: DraftPricingSchema.optional(),
  /**
   * The language the merchant reads the review, the agreement, the signature panel and the PDF in
   * (decisions 99), chosen on the review; independent of the agent's language and never sent.
   * Absent on drafts from before the choice: the review shows the agent's language, else English.
   */
  merchantLanguage: MerchantLanguageSchema.optional(),
});
export type Draft = z.infer<typeof DraftSchema>;

/**
 * Listing fields only: what the index holds, so a list of 10,000 drafts decrypts nothing. No SSN,
 * tax id or account number is ever here. The spec has no DBA field: `dba` is the payload's
 * `locationName`, the name the merchant does business under at its location.
 */
export const DraftSummarySchema = z.object({
  id: DraftIdSchema,
  legalName: z.string(),
  dba: z.string(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
  lifecycle: LifecycleSchema,
  errorCount: z.number().int().nonnegative(),
  variant: DraftVariantSchema,
  isTrashed: z.boolean(),
  trashedAt: IsoTimeSchema.optional(),
  /** Signed and still bound to the payload, or voided by a change since (decisions 46); absent: none. */
  signature: z.enum(['valid', 'voided']).optional(),
  /**
   * The merchant's city (location, else legal): the Submitted worklist searches it (decisions
   * 52). A business address, not an owner's: no personal number or home address is here.
   */
  city: z.string().optional(),
  /**
   * A submitted application's merchant status as the service last named it (decisions 52): not
   * stored in the index, joined from the status tracker when drafts:list answers, so every list
   * shows one state per application. null: submitted, not checked yet.
   */
  merchantStatus: z.string().nullable().optional(),
  /** The example application (decisions 55): its row says "Example". */
  isExample: z.boolean().optional(),
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

export const DraftSortSchema = z.enum(['updatedAt', 'legalName', 'createdAt']);
export type DraftSort = z.infer<typeof DraftSortSchema>;

export const DraftListQuerySchema = z.strictObject({
  /** Case-insensitive substring of legal name or DBA. */
  search: z.string().max(200).optional(),
  lifecycle: z.array(LifecycleSchema).max(LifecycleSchema.options.length).optional(),
  /** false (default): live drafts only; true: the trash only. */
  trashed: z.boolean().optional(),
  sort: DraftSortSchema.optional(),
  /** Default: newest first for times, A to Z for names. */
  direction: z.enum(['asc', 'desc']).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
  offset: z.number().int().nonnegative().optional(),
});
export type DraftListQuery = z.infer<typeof DraftListQuerySchema>;

export const DraftListSchema = z.object({
  items: z.array(DraftSummarySchema),
  total: z.number().int().nonnegative(), // matches before limit/offset
});
export type DraftList = z.infer<typeof DraftListSchema>;

export const DraftIdRequestSchema = z.strictObject({ id: DraftIdSchema });
/** The id of a draft a channel has just made, and nothing of its payload. */
export const MadeDraftSchema = z.strictObject({ id: DraftIdSchema });

export const DraftCreateRequestSchema = z.strictObject({
  payload: DraftPayloadSchema.optional(),
  variant: DraftVariantSchema.optional(),
  /** Marks the new draft as the example application (decisions 55). */
  isExample: z.boolean().optional(),
});
export type DraftCreateRequest = z.infer<typeof DraftCreateRequestSchema>;

export const DraftSaveRequestSchema = z.strictObject({
  id: DraftIdSchema,
  payload: DraftPayloadSchema,
  /** Optimistic check: the save fails with CONFLICT when the stored draft moved on. */
  expectedUpdatedAt: IsoTimeSchema.optional(),
});
export type DraftSaveRequest = z.infer<typeof DraftSaveRequestSchema>;

/** The merchant's language chosen on the review (decisions 99): kept on the draft, nothing sent. */
export const DraftMerchantLanguageRequestSchema = z.strictObject({
  id: DraftIdSchema,
  language: MerchantLanguageSchema,
});
export type DraftMerchantLanguageRequest = z.infer<typeof DraftMerchantLanguageRequestSchema>;

/** A stored file that could not be read: moved aside, never deleted, and listed for support. */
export const QuarantinedFileSchema = z.object({
  id: z.string().optional(), // the draft id when the file name carried one
  file: z.string(), // where the file is now
  reason: z.string(), // never contains payload content
  /** Only part of a file was set aside: how many entries or lines. */
  count: z.number().int().nonnegative().optional(),
  at: IsoTimeSchema,
});
export type QuarantinedFile = z.infer<typeof QuarantinedFileSchema>;
