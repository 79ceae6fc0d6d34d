// One line of the submission audit log: what was tried, where, and what
// the service said. Identifiers and codes only: no payload field, secret or PII has a place here,
// so none can be written by accident.
import { z } from 'zod';
import { ErrorCodeSchema } from '../result';

export const AuditActionSchema = z.enum([
  'submit', // a POST of the application
  'lookup', // a GET by referenceId to settle an uncertain outcome (decisions 9)
  'sign', // the merchant signed the application on the laptop (decisions 45)
]);

export const AuditEntrySchema = z.object({
  at: z.string(), // ISO 8601 UTC
  environmentId: z.string(),
  draftId: z.string(),
  referenceId: z.string(),
  action: AuditActionSchema,
  attempt: z.number().int().nonnegative(),
  /** 'ok' or the closed error code of the failure. */
  outcome: z.union([z.literal('ok'), ErrorCodeSchema]),
  /** The raw HTTP status when the service answered. */
  httpStatus: z.number().int().optional(),
  /** The server's merchant id when known (success, 409, or found by lookup). */
  merchantId: z.string().optional(),
  /**
   * Written by 'sign' lines of earlier versions only, and read by nothing: signing now records ids
   * alone (decisions 45), since any hash of guessable evidence in a plain file could confirm
   * guesses of it offline. Kept optional so those older lines still parse.
   */
  evidenceSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
