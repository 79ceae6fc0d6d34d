// Signing at the table, per environment (decisions 45, 46): the agreement text shown above the
// merchant's signature (the sample until one is saved) and whether queueing waits for a valid
// signature. Edits the environment in use; other environments keep their own.
import { useState } from 'react';
import { sampleAgreementText } from '../../shared/review/agreement';
import { maxAgreementTextLength } from '../../shared/review/signing-settings-schema';
import { appErrorOf } from '../data/unwrap';
import { useEnvironments, useSettings, useUpdateSettings } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useToast } from '../ui/toasts';
import { agreementVersionWords, signatureWords } from '../words/signature';
import { useAgreement } from '../data/use-policy';
import { ManagedNote, useManagedBy } from './ManagedNote';

export function SigningSettings() {
  const settings = useSettings().data;
  const environments = useEnvironments().data;
  const update = useUpdateSettings();
  const notify = useToast();
  const [text, setText] = useState<string | null>(null);
  const [isRequired, setIsRequired] = useState<boolean | null>(null);
  const selectedId = settings?.environmentId;
  // What the organisation sets for the environment in use (decisions 84): its agreement (shown
  // as it is, with its version) and whether a signature is needed.
  const agreementBy = useManagedBy((state) =>
    state.agreements.some((entry) => entry.environmentId === selectedId),
  );
  const ruleBy = useManagedBy((state) =>
    state.signatureRuleEnvironmentIds.some((id) => id === selectedId),
  );
  const managedAgreement = useAgreement(selectedId, 'en').data;
  if (settings === undefined) return null;
  const environmentId = settings.environmentId;
  const name =
    environments?.environments.find((environment) => environment.id === environmentId)?.name ??
    environmentId;
  const stored = settings.signing?.[environmentId];
  const shownText = agreementBy
    ? (managedAgreement?.text ?? '')
    : (text ?? stored?.agreementText ?? sampleAgreementText);
  const isAllManaged = agreementBy !== undefined && ruleBy !== undefined;
  const shownRequired = isRequired ?? stored?.isSignatureRequired === true;
  const problem = update.error ? appErrorOf(update.error) : undefined;

  return (
    <section aria-labelledby="signing-heading">
      <h2 id="signing-heading">Signing at the table ({name})</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = shownText.trim();
          const ownText = agreementBy ? stored?.agreementText : trimmed;
          const entry = {
            // The sample is not stored: a later version's sample then applies. An agreement the
            // organisation sets leaves the agent's own text as it was.
            ...(ownText !== undefined &&
              ownText !== '' &&
              ownText !== sampleAgreementText && { agreementText: ownText }),
            ...(shownRequired && { isSignatureRequired: true }),
          };
          update.mutate(
            { signing: { ...settings.signing, [environmentId]: entry } },
            {
              onSuccess: () => {
                setText(null);
                setIsRequired(null);
                notify(`Signing settings saved for ${name}.`, 'success');
              },
            },
          );
        }}
      >
        <p className="field">
          <label htmlFor="agreement-text">{signatureWords.agreementSetting}</label>
          <textarea
            id="agreement-text"
            rows={8}
            maxLength={maxAgreementTextLength}
            value={shownText}
            disabled={agreementBy !== undefined}
            aria-describedby={
              agreementBy ? 'agreement-managed agreement-text-hint' : 'agreement-text-hint'
            }
            onChange={(event) => setText(event.target.value)}
          />
        </p>
        {agreementBy && <ManagedNote id="agreement-managed" state={agreementBy} />}
        {agreementBy && managedAgreement && (
          <p className="hint">{agreementVersionWords(managedAgreement)}</p>
        )}
        <p id="agreement-text-hint" className="hint">
          The merchant reads it below the review and signs it; its fingerprint is kept with the
          signature.{agreementBy ? '' : ' Leave it empty to go back to the sample.'}
        </p>
        <p className="field inline">
          <input
            id="signature-required"
            type="checkbox"
            checked={shownRequired}
            disabled={ruleBy !== undefined}
            aria-describedby={ruleBy ? 'signature-required-managed' : undefined}
            onChange={(event) => setIsRequired(event.target.checked)}
          />
          <label htmlFor="signature-required">{signatureWords.requiredSetting}</label>
        </p>
        {ruleBy && <ManagedNote id="signature-required-managed" state={ruleBy} />}
        <p className="hint">QuickStart applications never need one.</p>
        {!isAllManaged && <button type="submit">Save signing settings</button>}
        {problem && <ErrorNotice error={problem} />}
      </form>
    </section>
  );
}
