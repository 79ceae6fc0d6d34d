// Merchant status as tracked locally after submission: what the service
// last said, and each change seen, for the renderer and for {dataDir}/status-history.json.
// Status values are kept verbatim, known or not (decisions 11); `statusReason` is the service's
// free text. Ids, statuses and times only: no application field is stored here.
import { z } from 'zod';

export const StatusHistoryEntrySchema = z.object({
  status: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** Epoch ms when this status was first seen. */
  at: z.number(),
});
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

export const TrackedMerchantSchema = z.object({
  merchantId: z.string().min(1),
  draftId: z.string().optional(),
  /**
   * The environment the application was submitted to. Merchant ids are only unique within one
   * environment (small integers in the sandbox), so a merchant is only ever asked about there.
   * null: not known (recorded before version 2 of the status file); such a merchant is not polled
   * (status-tracker.ts explains when a manual refresh may still settle it).
   */
  environmentId: z.string().nullable(),
  /** The draft's referenceId (decisions 10): checked against the GET answer when it carries one. */
  referenceId: z.string().optional(),
  status: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** Epoch ms of the last successful GET (or of submission, for the first entry). */
  checkedAt: z.number().nullable(),
  history: z.array(StatusHistoryEntrySchema),
});
export type TrackedMerchant = z.infer<typeof TrackedMerchantSchema>;

export const MerchantStatusChangeSchema = z.object({
  merchantId: z.string(),
  draftId: z.string().optional(),
  status: z.string().nullable(),
  statusReason: z.string().nullable(),
  previousStatus: z.string().nullable(),
  at: z.number(),
});
export type MerchantStatusChange = z.infer<typeof MerchantStatusChangeSchema>;
