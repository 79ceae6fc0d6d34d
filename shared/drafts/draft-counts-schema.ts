// Counts at a glance for the drafts home: one number per lifecycle state plus the trash, counted
// over the index in main so the list never has to load 10,000 rows to know them.
import { z } from 'zod';
import { LifecycleSchema } from './lifecycle-schema';

export const DraftCountsSchema = z.strictObject({
  byLifecycle: z.record(LifecycleSchema, z.number().int().nonnegative()),
  /** Live drafts (not in the trash). */
  total: z.number().int().nonnegative(),
  trashed: z.number().int().nonnegative(),
  /** Files that could not be read: set aside in the drafts' quarantine folder, never deleted. */
  setAside: z.number().int().nonnegative(),
  /** Drafts a newer version of the app wrote: left untouched until this one is updated. */
  newerVersion: z.number().int().nonnegative(),
});
export type DraftCounts = z.infer<typeof DraftCountsSchema>;
