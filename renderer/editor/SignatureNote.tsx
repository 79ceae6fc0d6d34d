// The merchant's signature as the editor shows it (decisions 46): "Signed by ..." with a link to the
// signed review, "Changed after signing: sign again" once a save voided it, or the way to the
// review with the merchant when it is not signed yet.
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Draft } from '../../shared/drafts/draft-schema';
import { useSignatureState } from '../data/use-signature';
import { routes } from '../ui/routes';
import { signedByWords, signatureMessages } from '../words/signature';

export function SignatureNote({ draft, isReadOnly }: { draft: Draft; isReadOnly: boolean }) {
  const intl = useIntl();
  const state = useSignatureState(draft);
  const evidence = draft.signature;
  if (state === undefined) return null;
  if (state === 'valid' && evidence !== undefined) {
    return (
      <p className="signature-note">
        {signedByWords(intl, { ...evidence, signerTitle: '' })}.{' '}
        <Link href={routes.review(draft.id)}>
          <FormattedMessage id={signatureMessages.openSignedReview} />
        </Link>
      </p>
    );
  }
  if (state === 'voided') {
    return (
      <p className="signature-note is-voided">
        <strong>
          <FormattedMessage id={signatureMessages.voided} />
        </strong>{' '}
        {!isReadOnly && (
          <Link href={routes.review(draft.id)}>
            <FormattedMessage id={signatureMessages.reviewAction} />
          </Link>
        )}
      </p>
    );
  }
  return isReadOnly ? null : (
    <p className="signature-note">
      <Link href={routes.review(draft.id)}>
        <FormattedMessage id={signatureMessages.reviewAction} />
      </Link>
    </p>
  );
}
