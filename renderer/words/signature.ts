// The words of the review with the merchant and the signature (decisions 45, 46, 99): message ids
// of the `signature` and `agreement` catalogues, and the sentences built from them with react-intl's
// object. On the review the merchant's words are formatted in the merchant's language (the review's
// own provider), the agent's in the agent's.
import type { MerchantLanguage } from '../../shared/i18n/languages';
import type { Agreement } from '../../shared/review/agreement';
import type { SignatureEvidence } from '../../shared/review/signature-schema';
import type { SignatureState } from '../../shared/review/sign-request-schema';
import type { IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';

/** The one-line messages, for `<FormattedMessage id={signatureMessages.voided} />`. */
export const signatureMessages = {
  reviewAction: 'signature.reviewAction',
  openSignedReview: 'signature.openSignedReview',
  voided: 'signature.voided',
  /** Signed under an agreement (or version) that has changed since (decisions 85). */
  agreementOutdated: 'signature.agreementOutdated',
  needed: 'signature.needed',
  notSigned: 'signature.notSigned',
  consent: 'signature.consent',
  heading: 'signature.heading',
  signButton: 'signature.signButton',
  signAgain: 'signature.signAgain',
  clear: 'signature.clear',
  howToSign: 'signature.howToSign',
  drawTab: 'signature.drawTab',
  typeTab: 'signature.typeTab',
  padLabel: 'signature.padLabel',
  typedLabel: 'signature.typedLabel',
  signerName: 'signature.signerName',
  signerTitle: 'signature.signerTitle',
  noMark: 'signature.noMark',
  noConsent: 'signature.noConsent',
  noName: 'signature.noName',
  signed: 'signature.signed',
  requiredSetting: 'signature.setting.required',
} as const satisfies Record<string, MessageId>;

/** "Signed for Acme Production: sign again for this one" (decisions 46). */
export function signedForOtherWords(intl: IntlShape, environmentName: string): string {
  return intl.formatMessage({ id: 'signature.signedForOther' }, { environment: environmentName });
}

/**
 * Why queueing waits for the merchant's signature (decisions 46, 85), as the editor's submit panel
 * says it: signed for another environment, changed after signing, the agreement changed since, or
 * not signed yet.
 */
export function signatureProblemWords(
  intl: IntlShape,
  problem: {
    signedElsewhere: string | undefined;
    state: SignatureState | undefined;
    isOutdated: boolean;
  },
): string {
  if (problem.signedElsewhere !== undefined)
    return signedForOtherWords(intl, problem.signedElsewhere);
  if (problem.state === 'voided') return intl.formatMessage({ id: 'signature.voided' });
  if (problem.isOutdated && problem.state === 'valid')
    return intl.formatMessage({ id: 'signature.agreementOutdated' });
  return intl.formatMessage({ id: 'signature.needed' });
}

/** "Not queued: ..." when the signature is what holds the application back. */
export function notQueuedForSignatureWords(
  intl: IntlShape,
  signedElsewhere: string | undefined,
): string {
  return intl.formatMessage(
    { id: 'signature.notQueued' },
    {
      reason: signedElsewhere === undefined ? 'needed' : 'signedForOther',
      environment: signedElsewhere ?? '',
    },
  );
}

/** "Nov 26, 2026, 2:33 PM EST": the signer's own clock and zone, in the reader's language. */
export function signedAtWords(
  intl: IntlShape,
  evidence: Pick<SignatureEvidence, 'signedAt' | 'timeZone'>,
): string {
  return intl.formatDate(new Date(evidence.signedAt), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: evidence.timeZone,
    timeZoneName: 'short',
  });
}

/** "Signed by Jordan Example, Nov 26, 2026, 2:33 PM EST" (with the title when one was given). */
export function signedByWords(
  intl: IntlShape,
  evidence: Pick<SignatureEvidence, 'signerName' | 'signedAt' | 'timeZone'> &
    Partial<Pick<SignatureEvidence, 'signerTitle'>>,
): string {
  const title = evidence.signerTitle ?? '';
  return intl.formatMessage(
    { id: 'signature.signedBy' },
    {
      name: evidence.signerName,
      title,
      hasTitle: title === '' ? 'no' : 'yes',
      when: signedAtWords(intl, evidence),
    },
  );
}

/** One line for a draft's signature, as the editor and the review show it. */
export function signatureStateWords(
  intl: IntlShape,
  state: SignatureState,
  evidence: SignatureEvidence | undefined,
): string {
  if (state === 'voided') return intl.formatMessage({ id: 'signature.voided' });
  if (state === 'valid' && evidence !== undefined) return signedByWords(intl, evidence);
  return intl.formatMessage({ id: 'signature.notSigned' });
}

/** The Drafts row's mark; none for an unsigned application. */
export const signatureMarkMessages: Record<'valid' | 'voided', MessageId> = {
  valid: 'signature.mark.valid',
  voided: 'signature.mark.voided',
};

/** "Spanish" in English, "español" in Spanish: a merchant language named in the reader's. */
export function languageWords(intl: IntlShape, language: MerchantLanguage): string {
  return intl.formatMessage({ id: 'agreement.language' }, { language });
}

/** "Agreement version 2026-11, in English."; the agent's own text and the sample have no version. */
export function agreementVersionWords(
  intl: IntlShape,
  agreement: Pick<Agreement, 'version' | 'language' | 'origin'>,
): string {
  const language = languageWords(intl, agreement.language);
  if (agreement.origin === 'missing')
    return intl.formatMessage({ id: 'agreement.missingIn' }, { language });
  return intl.formatMessage(
    { id: 'agreement.version' },
    {
      language,
      version: agreement.version ?? '',
      hasVersion: agreement.version === null ? 'no' : 'yes',
    },
  );
}

/**
 * Said plainly where the merchant's language has no agreement text (decisions 84, 99): the
 * merchant cannot sign in it, and no other language's text is shown in its place.
 */
export function agreementMissingWords(
  intl: IntlShape,
  agreement: Pick<Agreement, 'language' | 'managedLanguages'>,
): string {
  return intl.formatMessage(
    { id: 'agreement.missing' },
    {
      language: languageWords(intl, agreement.language),
      isManaged: agreement.managedLanguages.length > 0 ? 'yes' : 'no',
    },
  );
}
