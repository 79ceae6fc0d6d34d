// The review with the merchant (#/drafts/<id>/review): everything that will be sent in plain words
// (shared/review/review-model.ts, the same model the PDF prints), the agreement text for the
// environment, then consent and signature. A submitted application (or any the agent may not
// change now) opens read-only with its recorded signature.
import { useIntl } from 'react-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isEditable } from '../../shared/drafts/lifecycle';
import { variantOf } from '../../shared/merchant/validate';
import { buildReview } from '../../shared/review/review-model';
import { appErrorOf } from '../data/unwrap';
import { useDraft } from '../data/use-draft';
import { useAppInfo } from '../data/use-session';
import {
  sha256Hex,
  useIsAgreementOutdated,
  useSignatureState,
  useSigningSettings,
} from '../data/use-signature';
import { routes } from '../ui/routes';
import { SavePdfButton } from '../ui/SavePdfButton';
import { errorSentence } from '../words/errors';
import { agreementVersionWords, signedByWords, signatureWords } from '../words/signature';
import { ReviewDocumentView } from './ReviewDocumentView';
import { SignaturePanel } from './SignaturePanel';
import { SignedEvidence } from './SignedEvidence';
import './review.css';

export function ReviewScreen({ draftId }: { draftId: string }) {
  const intl = useIntl();
  // The cached draft when there is one (the editor just saved it; contract events keep it
  // current): the review opens at once. What is signed is checked against the stored draft in
  // core anyway (decisions 45), so a stale view can never be signed.
  // Read again on opening all the same (shown from the cache meanwhile): core keeps the pricing
  // label beside the invite code when it saves (decisions 87), which the save's answer leaves out.
  const query = useDraft(draftId, { isOpening: true });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [query.isSuccess]);
  if (query.isPending)
    return (
      <p className="review-loading" role="status">
        Opening the review…
      </p>
    );
  if (query.isError)
    return (
      <section className="review" aria-labelledby="review-heading">
        <h1 id="review-heading">Review</h1>
        <p role="alert">{errorSentence(intl, appErrorOf(query.error))}</p>
      </section>
    );
  return <LoadedReview draft={query.data} heading={heading} />;
}

function LoadedReview({
  draft,
  heading,
}: {
  draft: NonNullable<ReturnType<typeof useDraft>['data']>;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const review = useMemo(
    () =>
      buildReview(
        draft.payload,
        draft.variant ?? variantOf(draft.payload),
        undefined,
        draft.pricing,
      ),
    [draft.payload, draft.variant, draft.pricing],
  );
  const folderReadOnly = useAppInfo().data?.storage.readOnly ?? null;
  const isReadOnly =
    !isEditable(draft.lifecycle) || draft.trashedAt !== undefined || folderReadOnly !== null;
  const state = useSignatureState(draft);
  const evidence = draft.signature;
  // A read-only review shows the agreement of the environment it was signed for.
  const signing = useSigningSettings(isReadOnly ? evidence?.environmentId : undefined);
  const [isSigningAgain, setIsSigningAgain] = useState(false);
  const [agreementHash, setAgreementHash] = useState<string | null>(null);
  useEffect(() => {
    if (signing?.agreementText == null) return;
    void sha256Hex(signing.agreementText).then(setAgreementHash);
  }, [signing?.agreementText, signing]);
  // Signed under an agreement the organisation or Settings has changed since (decisions 85).
  const isOutdated = useIsAgreementOutdated(draft, signing) && !isReadOnly;
  const isComplete = draft.lifecycle === 'ready' || draft.lifecycle === 'rejected';
  // Read-only, the text the merchant signed when the evidence kept it (decisions 50), else the
  // environment's text today (with a note when it differs from the one signed).
  const signedAgreement = isReadOnly ? evidence?.agreementText : undefined;
  const shownAgreement = signedAgreement ?? signing?.agreementText;

  return (
    <article className="review" aria-labelledby="review-heading">
      <header className="review-header">
        <h1 id="review-heading" ref={heading} tabIndex={-1}>
          {review.title}
        </h1>
        {/* The toolbar: "Back to edit", and "Save PDF" for the merchant to keep (decisions 50). */}
        <div className="review-toolbar no-print" role="group" aria-label="Review actions">
          <Link href={routes.draft(draft.id)}>
            {isReadOnly ? signatureWords.backToApplication : signatureWords.backToEdit}
          </Link>
          <SavePdfButton draftId={draft.id} />
        </div>
        {isReadOnly && <p className="review-note">{signatureWords.readOnly}</p>}
        {evidence !== undefined && state === 'valid' && (
          <p className="signed-by">{signedByWords(evidence)}</p>
        )}
        {state === 'voided' && (
          <p className="review-note is-warning" role="status">
            {signatureWords.voided}
          </p>
        )}
        {state === 'valid' && isOutdated && (
          <p className="review-note is-warning" role="status">
            {signatureWords.agreementOutdated}
          </p>
        )}
      </header>
      <ReviewDocumentView draftId={draft.id} review={review} canEdit={!isReadOnly} />
      <section className="review-section agreement" aria-labelledby="agreement-heading">
        <h2 id="agreement-heading">{signatureWords.agreementHeading}</h2>
        {shownAgreement?.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {signing !== undefined &&
          signedAgreement === undefined &&
          signing.agreement.version !== null && (
            <p className="review-note">{agreementVersionWords(signing.agreement)}</p>
          )}
        {evidence !== undefined &&
          signedAgreement === undefined &&
          agreementHash !== null &&
          isReadOnly &&
          agreementHash !== evidence.agreementSha256 && (
            <p className="review-note">{signatureWords.agreementChangedSince}</p>
          )}
      </section>
      {evidence !== undefined &&
        ((state === 'valid' && !isOutdated) || isReadOnly) &&
        !isSigningAgain && (
          <section className="review-section" aria-labelledby="signed-heading">
            <h2 id="signed-heading">{signatureWords.signHeading}</h2>
            <SignedEvidence evidence={evidence} />
            {!isReadOnly && (
              <button type="button" onClick={() => setIsSigningAgain(true)}>
                Sign again
              </button>
            )}
          </section>
        )}
      {!isReadOnly &&
        (state !== 'valid' || isSigningAgain || isOutdated) &&
        signing !== undefined &&
        (signing.agreementText === null ? (
          <p className="review-note">{signatureWords.noAgreement}</p>
        ) : isComplete ? (
          <SignaturePanel
            key={evidence?.signedAt ?? 'unsigned'}
            draft={draft}
            agreement={{ ...signing.agreement, text: signing.agreementText }}
          />
        ) : (
          <p className="review-note">{signatureWords.notComplete}</p>
        ))}
    </article>
  );
}
