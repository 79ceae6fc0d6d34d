// The agreement text shown below the review and hashed into the signature (decisions 45), and the
// per-environment "signature needed before sending" switch. One function each, so the review
// screen, the signing service, the queue gate and the PDF agree on the text. Where the
// organisation's file sets an agreement for an environment, it is the one shown, per language and
// with its version; otherwise the agent's own Settings text, else the sample (decisions 84). A
// language with no text is said to have none: another language's text never stands in for it.
import { z } from 'zod';
import { MerchantLanguageSchema, type MerchantLanguage } from '../i18n/languages';
import type { ManagedAgreement } from '../policy/policy-schema';
import type { EnvironmentSigning, SigningSettings } from './signing-settings-schema';

/** Plainly a sample: no one should mistake it for a legal text (decisions 45). */
export const sampleAgreementText = [
  'SAMPLE AGREEMENT FOR PRACTICE. This is not a legal text and binds no one.',
  'Replace it in Settings with the agreement your ISO gives you before using this app with a real merchant.',
  'By signing, the merchant confirms that the details above are complete and correct, and agrees that they are sent to the processor to open a merchant account.',
].join('\n\n');

/** The language the sample is written in, and the agent's text from before texts named theirs. */
export const settingsAgreementLanguage: MerchantLanguage = 'en';

interface WithSigning {
  signing?: SigningSettings | undefined;
}

/**
 * Where an agreement came from: the organisation's file, the agent's Settings, the sample; or
 * `missing`: nothing in the asked language (the organisation sets this environment's agreement in
 * other languages only, or the language is not the Settings text's).
 */
export const AgreementOriginSchema = z.enum(['organisation', 'settings', 'sample', 'missing']);
export type AgreementOrigin = z.infer<typeof AgreementOriginSchema>;

/** One environment's agreement in one language, as shown and as a signature is bound to it. */
export const AgreementSchema = z.strictObject({
  environmentId: z.string().min(1).max(100),
  language: MerchantLanguageSchema,
  /** Null when there is none in this language (origin `missing`). */
  text: z.string().nullable(),
  /** The organisation's version label; null for Settings text, the sample and missing. */
  version: z.string().nullable(),
  origin: AgreementOriginSchema,
  /** The languages the organisation sets for this environment (empty when it sets none). */
  managedLanguages: z.array(MerchantLanguageSchema),
});
export type Agreement = z.infer<typeof AgreementSchema>;

export interface AgreementSources extends WithSigning {
  /** The applied policy's agreements (decisions 84); absent or empty without a policy. */
  managed?: readonly ManagedAgreement[] | undefined;
}

/** The agreement for an environment in a language: the organisation's, else Settings', else the sample. */
export function agreementFor(
  sources: AgreementSources,
  environmentId: string,
  language: MerchantLanguage = settingsAgreementLanguage,
): Agreement {
  const managed = (sources.managed ?? []).filter((entry) => entry.environmentId === environmentId);
  const base = {
    environmentId,
    language,
    managedLanguages: managed.map((entry) => entry.language),
  };
  const set = managed.find((entry) => entry.language === language);
  if (set !== undefined)
    return { ...base, text: set.text, version: set.version, origin: 'organisation' };
  // The organisation sets this environment's agreement: the agent's text does not stand in.
  if (managed.length > 0) return { ...base, text: null, version: null, origin: 'missing' };
  const own = ownAgreementText(sources.signing?.[environmentId], language);
  if (own !== undefined) return { ...base, text: own, version: null, origin: 'settings' };
  // The sample is English: another language without a text of its own has none (decisions 99).
  return language === settingsAgreementLanguage
    ? { ...base, text: sampleAgreementText, version: null, origin: 'sample' }
    : { ...base, text: null, version: null, origin: 'missing' };
}

/**
 * The agent's own text in a language (decisions 99): `agreementTexts[language]`, and for English
 * the older `agreementText` when no English text is named.
 */
export function ownAgreementText(
  signing: EnvironmentSigning | undefined,
  language: MerchantLanguage,
): string | undefined {
  const named = signing?.agreementTexts?.[language];
  if (named !== undefined) return named;
  return language === settingsAgreementLanguage ? signing?.agreementText : undefined;
}

/** The English agreement text for an environment: Settings' text, else the sample. */
export function agreementTextFor(settings: WithSigning, environmentId: string): string {
  return ownAgreementText(settings.signing?.[environmentId], 'en') ?? sampleAgreementText;
}

/** Whether queueing for this environment waits for a valid signature (off by default). */
export function isSignatureRequiredIn(settings: WithSigning, environmentId: string): boolean {
  return settings.signing?.[environmentId]?.isSignatureRequired === true;
}
