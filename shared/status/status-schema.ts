// Merchant status as tracked locally after submission: what the service last said, and each change
// seen, for the renderer; kept on the application's draft (decisions 89).
// Status values are kept verbatim, known or not (decisions 11); `statusReason` is the service's
// free text. Ids, statuses and times only: no application field is stored here.
import { z } from 'zod';
import { ErrorCodeSchema } from '../result';

export const StatusHistoryEntrySchema = z.object({
  status: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** Epoch ms when this status was first seen. */
  at: z.number(),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

/**
 * What the last GET said beyond the status (spec, Merchant as returned by GET; decisions 12): the
 * fields the Submitted screen shows. Read leniently (merchant-record-schema.ts), so each may be
 * null. No owner, tax or bank field is kept here.
 */
export const MerchantDetailsSchema = z.object({
  xmid: z.string().nullable(),
  appId: z.string().nullable(),
  dateAdded: z.string().nullable(),
  dateApproved: z.string().nullable(),
  dateClosed: z.string().nullable(),
  fundingDelayDays: z.number().nullable(),
  fundingDailyMax: z.number().nullable(),
  fundingMonthlyMax: z.number().nullable(),
  fundingTransactionMax: z.number().nullable(),
  fundingOnHold: z.boolean().nullable(),
});
export type MerchantDetails = z.infer<typeof MerchantDetailsSchema>;

export const TrackedMerchantSchema = z.object({
  merchantId: z.string().min(1),
  draftId: z.string().optional(),
  /**
   * The environment the application was submitted to. Merchant ids are only unique within one
   * environment (small integers in the sandbox), so a merchant is only ever asked about there.
   * null: not known (submitted before environments were recorded); such a merchant is not polled
   * (status-state.ts, askable, says when a manual refresh may still settle it).
   */
  environmentId: z.string().nullable(),
  /** The draft's referenceId (decisions 10): checked against the GET answer when it carries one. */
  referenceId: z.string().optional(),
  status: StatusHistoryEntrySchema.shape.status,
  statusReason: StatusHistoryEntrySchema.shape.statusReason,
  /** Epoch ms of the last successful GET (or of submission, for the first entry). */
  checkedAt: z.number().nullable(),
  history: z.array(StatusHistoryEntrySchema),
  /** From the last successful GET; absent until the first one. */
  details: MerchantDetailsSchema.optional(),
  /**
   * The agent marked this status handled in Needs action (decisions 61), at `at` (epoch ms). It
   * holds for that status only: a later status clears it, so the merchant needs the agent again.
   */
  handled: z.strictObject({ status: z.string(), at: z.number() }).optional(),
  /**
   * The agent moved this status back to Needs action, at `at` (epoch ms; decisions 64): a mark
   * from an export made on this status before then is refused, so importing a file again does
   * not undo it. Cleared by a later status, like `handled`.
   */
  unhandled: z.strictObject({ status: z.string(), at: z.number() }).optional(),
});
export type TrackedMerchant = z.infer<typeof TrackedMerchantSchema>;

export const MerchantStatusChangeSchema = z.object({
  merchantId: z.string(),
  draftId: z.string().optional(),
  status: StatusHistoryEntrySchema.shape.status,
  statusReason: StatusHistoryEntrySchema.shape.statusReason,
  previousStatus: z.string().nullable(),
  at: z.number(),
  /** Where the merchant was submitted: ids are unique per environment only. */
  environmentId: z.string().optional(),
  /** The application's legal name, else its DBA, so a notice names it (decisions 53). */
  name: z.string().max(200).optional(),
});
export type MerchantStatusChange = z.infer<typeof MerchantStatusChangeSchema>;

/** A merchant a check could not ask about, with why as a code (and the HTTP status, if any). */
export const StatusFailureSchema = z.strictObject({
  merchantId: z.string(),
  code: ErrorCodeSchema,
  status: z.number().int().optional(),
});

/** What one status check found (a periodic round or the agent's Refresh; decisions 53). */
export const StatusCheckSchema = z.strictObject({
  /** Epoch ms when the check ended. */
  checkedAt: z.number(),
  /** Merchants the service answered about. */
  checked: z.number().int().nonnegative(),
  /** Merchants the check set out to ask about: fewer checked means it is no "no changes". */
  due: z.number().int().nonnegative(),
  /** The check stopped before asking about every due merchant, and why (its first such error). */
  stopped: z.strictObject({ code: ErrorCodeSchema }).optional(),
  changes: z.array(MerchantStatusChangeSchema).max(1000),
  failures: z.array(StatusFailureSchema).max(1000),
  /** The service asked for no request before this (epoch ms, from Retry-After). */
  retryAt: z.number().optional(),
});
export type StatusCheck = z.infer<typeof StatusCheckSchema>;

/**
 * One row of the Submitted worklist and of Needs action, and the header's count: what the rows,
 * filters, search, sort and counts read, and nothing more (decisions 66). A row opened on demand
 * reads its history and the service's details with merchants:details, so the list of 5,000
 * merchants stays a third of the size of the tracked records. `legalName`/`dba`/`city` come from
 * the draft index (never a sensitive field) and are empty when the draft is gone. Strict, like
 * the list around it: a key more is refused at the contract's parse, not stripped, so a row that
 * starts carrying what only an opened row should read is caught where it is made.
 */
export const SubmittedMerchantSchema = z.strictObject({
  merchantId: TrackedMerchantSchema.shape.merchantId,
  draftId: TrackedMerchantSchema.shape.draftId,
  environmentId: TrackedMerchantSchema.shape.environmentId,
  status: TrackedMerchantSchema.shape.status,
  statusReason: TrackedMerchantSchema.shape.statusReason,
  /** Epoch ms of the newest status seen (the submission's, at first); null when none is known. */
  changedAt: z.number().nullable(),
  /** The XMID of the last GET, for the worklist's search; null until the service gave one. */
  xmid: z.string().nullable(),
  handled: TrackedMerchantSchema.shape.handled,
  legalName: z.string(),
  dba: z.string(),
  /** The application's city, from the draft index, for the worklist's search (decisions 52). */
  city: z.string().optional(),
});
export type SubmittedMerchant = z.infer<typeof SubmittedMerchantSchema>;

/** What an opened worklist row shows beyond the row (merchants:details; decisions 66). */
export const MerchantHistorySchema = z.strictObject({
  history: TrackedMerchantSchema.shape.history,
  details: TrackedMerchantSchema.shape.details,
});
export type MerchantHistory = z.infer<typeof MerchantHistorySchema>;

export const MerchantListSchema = z.strictObject({
  merchants: z.array(SubmittedMerchantSchema),
  /** refreshAll: merchants that could not be checked, with why as a code (and HTTP status). */
  failures: z.array(StatusFailureSchema).max(1000).optional(),
  /** refreshAll: what the check found, so the screen can say "no changes" or name them. */
  check: StatusCheckSchema.optional(),
});
export type MerchantList = z.infer<typeof MerchantListSchema>;
