// What the renderer sends to sign (decisions 45): who signs, the mark, and the hashes of what it
// SHOWED. Main recomputes both from what it has stored and refuses when either differs, so a
// signature can only ever be bound to what the merchant saw.
import { z } from 'zod';
import { MerchantLanguageSchema } from '../i18n/languages';
import { SignatureEvidenceSchema, SignatureMarkSchema } from './signature-schema';

export const SignRequestSchema = z.strictObject({
  draftId: z.uuid(),
  signerName: SignatureEvidenceSchema.shape.signerName,
  signerTitle: SignatureEvidenceSchema.shape.signerTitle,
  consent: z.literal(true),
  mark: SignatureMarkSchema,
  payloadSha256: SignatureEvidenceSchema.shape.payloadSha256,
  agreementSha256: SignatureEvidenceSchema.shape.agreementSha256,
  /**
   * The version of the agreement shown (null: none, the agent's text or the sample) and its
   * language (default English): refused when either is no longer the one in effect (decisions 85).
   */
  agreementVersion: z.string().min(1).max(40).nullable().optional(),
  agreementLanguage: MerchantLanguageSchema.optional(),
});
export type SignRequest = z.infer<typeof SignRequestSchema>;

/** A draft's signature: none, valid (bound to the payload as it is now) or voided by a change. */
export const SignatureStateSchema = z.enum(['none', 'valid', 'voided']);
export type SignatureState = z.infer<typeof SignatureStateSchema>;
