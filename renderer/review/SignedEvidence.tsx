// A recorded signature and its evidence: who, when (the signer's own clock and zone), the mark,
// and the fingerprints (SHA-256) of the application and the agreement it is bound to.
import type { SignatureEvidence } from '../../shared/review/signature-schema';
import { signedByWords } from '../words/signature';
import { SignatureMarkView } from './SignatureMarkView';

export function SignedEvidence({ evidence }: { evidence: SignatureEvidence }) {
  return (
    <div className="signed-evidence">
      <SignatureMarkView mark={evidence.mark} signerName={evidence.signerName} />
      <p className="signed-by">
        {signedByWords(evidence)}
        {evidence.signerTitle !== '' && `, ${evidence.signerTitle}`}
      </p>
      <dl className="evidence">
        <div>
          <dt>Environment</dt>
          <dd>{evidence.environmentName}</dd>
        </div>
        <div>
          <dt>Application fingerprint (SHA-256)</dt>
          <dd>
            <code>{evidence.payloadSha256}</code>
          </dd>
        </div>
        <div>
          <dt>Agreement fingerprint (SHA-256)</dt>
          <dd>
            <code>{evidence.agreementSha256}</code>
          </dd>
        </div>
        <div>
          <dt>App version</dt>
          <dd>{evidence.appVersion}</dd>
        </div>
      </dl>
    </div>
  );
}
