// What is on this laptop and what retention will do next (decisions 44), for Settings.
import { z } from 'zod';

const CountSchema = z.number().int().nonnegative();

export const RetentionStateSchema = z.strictObject({
  retentionDays: z.number().int(),
  trashDays: z.number().int(),
  /** Days an item stays announced in Settings before retention acts on it by itself. */
  noticeDays: z.number().int(),
  onThisLaptop: z.strictObject({
    applications: CountSchema,
    submitted: CountSchema,
    /** Submitted applications still holding SSNs, tax id and account numbers. */
    submittedWithNumbers: CountSchema,
    inTrash: CountSchema,
  }),
  /** Past their period now; each is acted on at the latest by `actsFrom`. */
  due: z.strictObject({
    submittedToReduce: CountSchema,
    trashToEmpty: CountSchema,
    actsFrom: z.iso.datetime().nullable(),
  }),
});
export type RetentionState = z.infer<typeof RetentionStateSchema>;

export const RetentionAppliedSchema = z.strictObject({ reduced: CountSchema, purged: CountSchema });
