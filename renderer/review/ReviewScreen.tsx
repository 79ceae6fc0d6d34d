// The review with the merchant (#/drafts/<id>/review): everything that will be sent in plain words
// (shared/review/review-model.ts, the same model the PDF prints), the agreement text for the
// environment, then consent and signature. A submitted application (or any the agent may not
// change now) opens read-only with its recorded signature. The agent's chrome (the toolbar, the
// notes, the merchant's language) speaks the agent's language; what the merchant reads speaks
// the merchant's, chosen here per application (decisions 99).
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { isEditable } from '../../shared/drafts/lifecycle';
import { variantOf } from '../../shared/merchant/validate';
import { buildReview } from '../../shared/review/review-model';
import { appErrorOf } from '../data/unwrap';
import { useCategory } from '../data/use-categories';
import { useDraft } from '../data/use-draft';
import { useAppInfo } from '../data/use-session';
import {
  useIsAgreementOutdated,
  useSignatureState,
  useSigningSettings,
} from '../data/use-signature';
import type { MessageId } from '../i18n/message-ids';
import { routes } from '../ui/routes';
import { SavePdfButton } from '../ui/SavePdfButton';
import { errorSentence } from '../words/errors';
import { reviewTitle } from '../words/review';
import { agreementMissingWords, signatureMessages, signedByWords } from '../words/signature';
import {
  MerchantIntlProvider,
  MerchantLanguagePicker,
  useMerchantLanguage,
} from './MerchantLanguage';
import { MerchantReview } from './MerchantReview';
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
        {intl.formatMessage({ id: 'review.opening' })}
      </p>
    );
  if (query.isError)
    return (
      <section className="review" aria-labelledby="review-heading">
        <h1 id="review-heading">{intl.formatMessage({ id: 'review.heading' })}</h1>
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
  const intl = useIntl();
  // The category's published name is core's (decisions 102); until it answers, the code alone.
  const categoryCode = String(draft.payload.category ?? '').trim();
  const category = useCategory(/^\d{1,4}$/.test(categoryCode) ? categoryCode.padStart(4, '0') : '');
  const categoryName = category?.name;
  const review = useMemo(
    () =>
      buildReview(
        draft.payload,
        draft.variant ?? variantOf(draft.payload),
        undefined,
        draft.pricing,
        (code) => (code === categoryCode ? categoryName : undefined),
      ),
    [draft.payload, draft.variant, draft.pricing, categoryCode, categoryName],
  );
  const folderReadOnly = useAppInfo().data?.storage.readOnly ?? null;
  const isReadOnly =
    !isEditable(draft.lifecycle) || draft.trashedAt !== undefined || folderReadOnly !== null;
  const [language, chooseLanguage] = useMerchantLanguage(draft, isReadOnly);
  const state = useSignatureState(draft);
  const evidence = draft.signature;
  // A read-only review shows the agreement of the environment it was signed for, in the
  // merchant's language (decisions 99).
  const signing = useSigningSettings(isReadOnly ? evidence?.environmentId : undefined, language);
  // Signed under an agreement the organisation or Settings has changed since (decisions 85).
  const isOutdated = useIsAgreementOutdated(draft, signing) && !isReadOnly;
  const isComplete = draft.lifecycle === 'ready' || draft.lifecycle === 'rejected';
  const message = (id: MessageId) => intl.formatMessage({ id });

  return (
    <article className="review" aria-labelledby="review-heading">
      <header className="review-header">
        <h1 id="review-heading" ref={heading} tabIndex={-1} translate="no">
          {reviewTitle(intl, review)}
        </h1>
        {/* The toolbar: "Back to edit", and "Save PDF" for the merchant to keep (decisions 50). */}
        <div
          className="review-toolbar no-print"
          role="group"
          aria-label={message('review.actions')}
        >
          <Link href={routes.draft(draft.id)}>
            {message(isReadOnly ? 'review.backToApplication' : 'review.backToEdit')}
          </Link>
          <SavePdfButton draftId={draft.id} />
        </div>
        <MerchantLanguagePicker language={language} onChange={chooseLanguage} />
        {isReadOnly && <p className="review-note">{message('review.readOnly')}</p>}
        {evidence !== undefined && state === 'valid' && (
          <p className="signed-by">{signedByWords(intl, { ...evidence, signerTitle: '' })}</p>
        )}
        {state === 'voided' && (
          <p className="review-note is-warning" role="status">
            {message(signatureMessages.voided)}
          </p>
        )}
        {state === 'valid' && isOutdated && (
          <p className="review-note is-warning" role="status">
            {message(signatureMessages.agreementOutdated)}
          </p>
        )}
      </header>
      <MerchantIntlProvider language={language}>
        <MerchantReview
          draft={draft}
          review={review}
          isReadOnly={isReadOnly}
          state={state}
          isOutdated={isOutdated}
          isComplete={isComplete}
          signing={signing}
          agent={{
            locale: intl.locale,
            backToEdit: message('review.backToEdit'),
            notComplete: message('review.notComplete'),
            missing: signing === undefined ? '' : agreementMissingWords(intl, signing.agreement),
          }}
        />
      </MerchantIntlProvider>
    </article>
  );
}
