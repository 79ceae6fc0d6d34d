// The merchant's signature as the editor shows it (decisions 46): "Signed by ..." with a link to the
// signed review, "Changed after signing: sign again" once a save voided it, or the way to the
// review with the merchant when it is not signed yet.
import { Link } from 'wouter';
import type { Draft } from '../../shared/drafts/draft-schema';
import { useSignatureState } from '../data/use-signature';
import { routes } from '../ui/routes';
import { signedByWords, signatureWords } from '../words/signature';

export function SignatureNote({ draft, isReadOnly }: { draft: Draft; isReadOnly: boolean }) {
  const state = useSignatureState(draft);
  const evidence = draft.signature;
  if (state === undefined) return null;
  if (state === 'valid' && evidence !== undefined) {
    return (
      <p className="signature-note">
        {signedByWords(evidence)}.{' '}
        <Link href={routes.review(draft.id)}>{signatureWords.openSignedReview}</Link>
      </p>
    );
  }
  if (state === 'voided') {
    return (
      <p className="signature-note is-voided">
        <strong>{signatureWords.voided}</strong>{' '}
        {!isReadOnly && <Link href={routes.review(draft.id)}>{signatureWords.reviewAction}</Link>}
      </p>
    );
  }
  return isReadOnly ? null : (
    <p className="signature-note">
      <Link href={routes.review(draft.id)}>{signatureWords.reviewAction}</Link>
    </p>
  );
}
