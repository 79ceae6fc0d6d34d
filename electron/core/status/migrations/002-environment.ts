// Status file version 1 -> 2. Version 1 did not record which environment a merchant was submitted
// to, so after the agent switched environments the tracker asked the new one about the old ids,
// which there may belong to other merchants. Nothing is dropped: every merchant and its history is
// kept, with environmentId null ("not known"); the tracker never polls those
// (status-tracker.ts) and the workspace fills the environment in from the audit log when it can.
import { z } from 'zod';
import type { TrackedMerchant } from '../../../../shared/status/status-schema';

const HistoryEntryV1Schema = z.object({
  status: z.string().nullable(),
  statusReason: z.string().nullable(),
  at: z.number(),
});

const TrackedMerchantV1Schema = z.object({
  merchantId: z.string().min(1),
  draftId: z.string().optional(),
  status: z.string().nullable(),
  statusReason: z.string().nullable(),
  checkedAt: z.number().nullable(),
  history: z.array(HistoryEntryV1Schema),
});

export const StatusFileV1Schema = z.object({
  version: z.literal(1),
  merchants: z.array(TrackedMerchantV1Schema),
});
export type StatusFileV1 = z.infer<typeof StatusFileV1Schema>;

export function migrateStatusFileV1(file: StatusFileV1): {
  version: 2;
  merchants: TrackedMerchant[];
} {
  return {
    version: 2,
    merchants: file.merchants.map((merchant) => ({ ...merchant, environmentId: null })),
  };
}
