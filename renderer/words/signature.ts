// The words of the review with the merchant and the signature (decisions 45, 46), in one place.
import type { MerchantLanguage } from '../../shared/i18n/languages';
import type { Agreement } from '../../shared/review/agreement';
import type { SignatureEvidence } from '../../shared/review/signature-schema';
import type { SignatureState } from '../../shared/review/sign-request-schema';
import { zonedDateTimeWords } from './time';

export const signatureWords = {
  reviewAction: 'Review with the merchant',
  openSignedReview: 'Open the signed review',
  voided: 'Changed after signing: sign again',
  /** Signed under an agreement (or version) that has changed since (decisions 85). */
  agreementOutdated: 'The agreement changed after signing: sign again',
  /** No agreement text in the language the merchant reads (decisions 84). */
  noAgreement:
    'There is no agreement text in this language for this environment, so the merchant cannot sign yet. Ask the office to add it.',
  needed: 'The merchant’s signature is needed before sending',
  /** A valid signature made for another environment than the one selected (decisions 45). */
  signedForOther: (environmentName: string) =>
    `Signed for ${environmentName}: sign again for this one`,
  notSigned: 'Not signed by the merchant yet',
  consent:
    'I agree to sign this application electronically, and that my electronic signature counts as my handwritten one.',
  agreementHeading: 'Agreement',
  signHeading: 'Signature',
  signButton: 'Sign',
  clear: 'Clear',
  drawTab: 'Draw',
  typeTab: 'Type',
  padLabel: 'Sign here with a mouse, pen or finger',
  typedLabel: 'Type your full name as your signature',
  signerName: 'Signer’s name',
  signerTitle: 'Title (optional)',
  noMark: 'Draw a signature on the pad, or choose Type and type one.',
  noConsent: 'Tick the box to agree to sign electronically.',
  noName: 'Enter the signer’s name.',
  backToEdit: 'Back to edit',
  backToApplication: 'Back to the application',
  reveal: 'Reveal',
  hide: 'Hide',
  notComplete:
    'Only a complete application can be signed: fix what the editor’s checklist lists, then review it again.',
  readOnly: 'This application was submitted: its review and signature can be read, not changed.',
  agreementChangedSince:
    'The agreement text in Settings was changed after signing; the merchant signed the text whose fingerprint is shown below.',
  signed: 'Signed. The signature is kept, encrypted, with the application.',
  requiredSetting: 'The merchant’s signature is needed before sending',
  agreementSetting: 'Agreement text shown above the signature',
} as const;

/** "Signed by Jordan Example, Nov 26, 2026, 2:33 PM EST". */
export function signedByWords(
  evidence: Pick<SignatureEvidence, 'signerName' | 'signedAt' | 'timeZone'>,
): string {
  return `Signed by ${evidence.signerName}, ${zonedDateTimeWords(evidence.signedAt, evidence.timeZone)}`;
}

/** One line for a draft's signature, as the editor and the review show it. */
export function signatureStateWords(
  state: SignatureState,
  evidence: SignatureEvidence | undefined,
): string {
  if (state === 'voided') return signatureWords.voided;
  if (state === 'valid' && evidence !== undefined) return signedByWords(evidence);
  return signatureWords.notSigned;
}

/** The Drafts row's mark; none for an unsigned application. */
export const signatureMarkWords: Record<'valid' | 'voided', string> = {
  valid: 'Signed',
  voided: 'Changed after signing: sign again',
};

/** "Version 2026-11, English"; the agent's own text and the sample have no version. */
export function agreementVersionWords(
  agreement: Pick<Agreement, 'version' | 'language' | 'origin'>,
): string {
  const language = languageNames[agreement.language];
  if (agreement.origin === 'missing') return `No agreement text in ${language}.`;
  return agreement.version === null
    ? `Agreement in ${language}.`
    : `Agreement version ${agreement.version}, in ${language}.`;
}

export const languageNames: Record<MerchantLanguage, string> = { en: 'English', es: 'Spanish' };
