// A recorded signature and its evidence: who, when (the signer's own clock and zone), the mark,
// the language the merchant read and the agreement version shown (decisions 85, 99), and the
// fingerprints (SHA-256) of the application and the agreement it is bound to. In the merchant's
// language on the review.
import { useIntl } from 'react-intl';
import type { SignatureEvidence } from '../../shared/review/signature-schema';
import type { MessageId } from '../i18n/message-ids';
import { languageWords, signedByWords } from '../words/signature';
import { SignatureMarkView } from './SignatureMarkView';

function Fact({ label, children }: { label: MessageId; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <div>
      <dt>{intl.formatMessage({ id: label })}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SignedEvidence({ evidence }: { evidence: SignatureEvidence }) {
  const intl = useIntl();
  return (
    <div className="signed-evidence">
      <SignatureMarkView mark={evidence.mark} signerName={evidence.signerName} />
      <p className="signed-by">{signedByWords(intl, evidence)}</p>
      <dl className="evidence">
        <Fact label="signature.evidence.environment">
          <span translate="no">{evidence.environmentName}</span>
        </Fact>
        {evidence.agreementLanguage !== undefined && (
          <Fact label="signature.evidence.language">
            {languageWords(intl, evidence.agreementLanguage)}
          </Fact>
        )}
        {evidence.agreementVersion !== undefined && (
          <Fact label="signature.evidence.version">
            <span translate="no">{evidence.agreementVersion}</span>
          </Fact>
        )}
        <Fact label="signature.evidence.payload">
          <code>{evidence.payloadSha256}</code>
        </Fact>
        <Fact label="signature.evidence.agreement">
          <code>{evidence.agreementSha256}</code>
        </Fact>
        <Fact label="signature.evidence.appVersion">{evidence.appVersion}</Fact>
      </dl>
    </div>
  );
}
