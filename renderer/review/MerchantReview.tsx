// What the merchant reads on the review, in the merchant's language (decisions 99): the document,
// the agreement in that language (never another language's text in its place, decisions 84), and
// the signature, recorded or to take. Rendered under MerchantIntlProvider; the few sentences that
// are the agent's (where to edit, why the merchant cannot sign yet) come in the agent's words.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Draft } from '../../shared/drafts/draft-schema';
import type { ReviewDocument } from '../../shared/review/review-model';
import type { SignatureState } from '../../shared/review/sign-request-schema';
import { sha256Hex, type SigningSettingsView } from '../data/use-signature';
import { agreementVersionWords, signatureMessages } from '../words/signature';
import { ReviewDocumentView } from './ReviewDocumentView';
import { SignaturePanel } from './SignaturePanel';
import { SignedEvidence } from './SignedEvidence';

export interface AgentWords {
  /** The agent's locale, marked on the agent's sentences for screen readers. */
  locale: string;
  backToEdit: string;
  notComplete: string;
  /** Why the merchant cannot sign in their language: no agreement text in it. */
  missing: string;
}

export function MerchantReview({
  draft,
  review,
  isReadOnly,
  state,
  isOutdated,
  isComplete,
  signing,
  agent,
}: {
  draft: Draft;
  review: ReviewDocument;
  isReadOnly: boolean;
  state: SignatureState | undefined;
  isOutdated: boolean;
  isComplete: boolean;
  signing: SigningSettingsView | undefined;
  agent: AgentWords;
}) {
  const intl = useIntl();
  const evidence = draft.signature;
  const [isSigningAgain, setIsSigningAgain] = useState(false);
  const [agreementHash, setAgreementHash] = useState<string | null>(null);
  useEffect(() => {
    if (signing?.agreementText == null) return;
    void sha256Hex(signing.agreementText).then(setAgreementHash);
  }, [signing?.agreementText, signing]);
  // Read-only, the text the merchant signed when the evidence kept it (decisions 50) and the
  // review is shown in the language it was signed in; else the environment's text today in the
  // merchant's language (with a note when it differs from the one signed).
  const isSignedLanguage = (evidence?.agreementLanguage ?? 'en') === signing?.agreement.language;
  const signedAgreement = isReadOnly && isSignedLanguage ? evidence?.agreementText : undefined;
  const shownAgreement = signedAgreement ?? signing?.agreementText;
  const isMissing = signing !== undefined && signing.agreementText === null;

  return (
    <>
      <ReviewDocumentView
        draftId={draft.id}
        review={review}
        canEdit={!isReadOnly}
        backToEdit={agent.backToEdit}
        agentLocale={agent.locale}
      />
      <section className="review-section agreement" aria-labelledby="agreement-heading">
        <h2 id="agreement-heading">{intl.formatMessage({ id: 'agreement.heading' })}</h2>
        {signedAgreement === undefined && isMissing ? (
          <p className="review-note is-warning" lang={agent.locale} role="status">
            {agent.missing}
          </p>
        ) : (
          shownAgreement?.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        )}
        {signing !== undefined && signedAgreement === undefined && !isMissing && (
          <p className="review-note">{agreementVersionWords(intl, signing.agreement)}</p>
        )}
        {evidence !== undefined &&
          signedAgreement === undefined &&
          agreementHash !== null &&
          isReadOnly &&
          isSignedLanguage &&
          agreementHash !== evidence.agreementSha256 && (
            <p className="review-note">{intl.formatMessage({ id: 'agreement.changedSince' })}</p>
          )}
      </section>
      {evidence !== undefined &&
        ((state === 'valid' && !isOutdated) || isReadOnly) &&
        !isSigningAgain && (
          <section className="review-section" aria-labelledby="signed-heading">
            <h2 id="signed-heading">{intl.formatMessage({ id: signatureMessages.heading })}</h2>
            <SignedEvidence evidence={evidence} />
            {!isReadOnly && (
              <button type="button" onClick={() => setIsSigningAgain(true)}>
                {intl.formatMessage({ id: signatureMessages.signAgain })}
              </button>
            )}
          </section>
        )}
      {!isReadOnly &&
        (state !== 'valid' || isSigningAgain || isOutdated) &&
        signing !== undefined &&
        signing.agreementText !== null &&
        (isComplete ? (
          <SignaturePanel
            // Kept across a switch of language: what was typed or drawn stays (decisions 99).
            key={evidence?.signedAt ?? 'unsigned'}
            draft={draft}
            agreement={{ ...signing.agreement, text: signing.agreementText }}
          />
        ) : (
          <p className="review-note" lang={agent.locale}>
            {agent.notComplete}
          </p>
        ))}
    </>
  );
}
