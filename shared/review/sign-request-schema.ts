// What the renderer sends to sign (decisions 45): who signs, the mark, and the hashes of what it
// SHOWED. Main recomputes both from what it has stored and refuses when either differs, so a
// signature can only ever be bound to what the merchant saw.
import { z } from 'zod';
import { SignatureEvidenceSchema, SignatureMarkSchema } from './signature-schema';

export const SignRequestSchema = z.strictObject({
  draftId: z.uuid(),
  signerName: SignatureEvidenceSchema.shape.signerName,
  signerTitle: SignatureEvidenceSchema.shape.signerTitle,
  consent: z.literal(true),
  mark: SignatureMarkSchema,
  payloadSha256: SignatureEvidenceSchema.shape.payloadSha256,
  agreementSha256: SignatureEvidenceSchema.shape.agreementSha256,
});
export type SignRequest = z.infer<typeof SignRequestSchema>;

/** A draft's signature: none, valid (bound to the payload as it is now) or voided by a change. */
export const SignatureStateSchema = z.enum(['none', 'valid', 'voided']);
export type SignatureState = z.infer<typeof SignatureStateSchema>;
