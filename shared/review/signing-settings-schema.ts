// Per-environment signing settings (decisions 45): the agreement text the merchant reads above the
// signature, and whether queueing waits for a valid signature. Kept in the settings store keyed by
// environment id, beside the agent's other settings, because the built-in sandbox has no
// environments-file entry to hold them and the text is the agent's (or the ISO's) to edit.
import { z } from 'zod';
import { MerchantLanguageSchema } from '../i18n/languages';

/** Long enough for a real agreement of several pages; bounded so a settings file stays small. */
export const maxAgreementTextLength = 20_000;

const AgreementTextSchema = z.string().trim().min(1).max(maxAgreementTextLength);

/**
 * The agent's agreement texts by the language each is written in (decisions 99): the setting
 * names the language, since nothing can tell a text's language from the text.
 */
export const AgreementTextsSchema = z.partialRecord(MerchantLanguageSchema, AgreementTextSchema);
export type AgreementTexts = z.infer<typeof AgreementTextsSchema>;

export const EnvironmentSigningSchema = z.strictObject({
  /**
   * The English text as settings files made before the per-language texts hold it: read as
   * `agreementTexts.en` when that is absent (decisions 99). Absent: the sample text (agreement.ts).
   */
  agreementText: AgreementTextSchema.optional(),
  /** The agreement text per language; a language absent here has none (the sample is English). */
  agreementTexts: AgreementTextsSchema.optional(),
  /** "The merchant's signature is needed before sending": off when absent. */
  isSignatureRequired: z.boolean().optional(),
});
export type EnvironmentSigning = z.infer<typeof EnvironmentSigningSchema>;

export const SigningSettingsSchema = z
  .record(z.string().min(1).max(100), EnvironmentSigningSchema)
  .refine((record) => Object.keys(record).length <= 200, 'At most 200 environments');
export type SigningSettings = z.infer<typeof SigningSettingsSchema>;
