// Counts at a glance for the drafts home: one number per lifecycle state plus the trash, counted
// over the index in main so the list never has to load 10,000 rows to know them.
import { z } from 'zod';
import { LifecycleSchema } from './lifecycle';

export const DraftCountsSchema = z.strictObject({
  byLifecycle: z.record(LifecycleSchema, z.number().int().nonnegative()),
  /** Live drafts (not in the trash). */
  total: z.number().int().nonnegative(),
  trashed: z.number().int().nonnegative(),
});
export type DraftCounts = z.infer<typeof DraftCountsSchema>;
