// drafts:validate answers which rule set applies (decisions 14) and every field error at once, in
// the `owner[0].ssn` notation (decisions 17), computed by the one shared validator.
import { z } from 'zod';
import { FieldErrorSchema } from '../result';

export const ValidationSummarySchema = z.strictObject({
  isValid: z.boolean(),
  variant: z.enum(['full', 'quickstart']),
  fieldErrors: z.array(FieldErrorSchema),
});
export type ValidationSummary = z.infer<typeof ValidationSummarySchema>;
