// Signing at the table, per environment (decisions 45, 46, 99): the agreement text shown above the
// merchant's signature, one per language the merchant may read (English the sample until one is
// saved; another language none until one is saved, and the review then says the merchant cannot
// sign in it), and whether queueing waits for a valid signature. Each text names its language:
// nothing can tell a text's language from the text. Edits the environment in use; other
// environments keep their own.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { merchantLanguages, type MerchantLanguage } from '../../shared/i18n/languages';
import { ownAgreementText, sampleAgreementText } from '../../shared/review/agreement';
import {
  maxAgreementTextLength,
  type AgreementTexts,
  type EnvironmentSigning,
} from '../../shared/review/signing-settings-schema';
import { appErrorOf } from '../data/unwrap';
import { useEnvironments, useSettings, useUpdateSettings } from '../data/use-session';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useToast } from '../ui/toasts';
import { agreementVersionWords, languageWords, signatureMessages } from '../words/signature';
import { useAgreement } from '../data/use-policy';
import { ManagedNote, useManagedBy } from './ManagedNote';
import { SettingsSection } from './SettingsSection';

type Texts = Partial<Record<MerchantLanguage, string>>;

/** The agent's own texts as the form starts from: English falls back to the sample. */
function ownTexts(stored: EnvironmentSigning | undefined): Record<MerchantLanguage, string> {
  const texts = {} as Record<MerchantLanguage, string>;
  for (const language of merchantLanguages)
    texts[language] =
      ownAgreementText(stored, language) ?? (language === 'en' ? sampleAgreementText : '');
  return texts;
}

/** What is stored: the texts typed, without the sample (a later version's sample then applies). */
function textsToStore(texts: Record<MerchantLanguage, string>): AgreementTexts {
  const kept: AgreementTexts = {};
  for (const language of merchantLanguages) {
    const text = texts[language].trim();
    if (text !== '' && !(language === 'en' && text === sampleAgreementText)) kept[language] = text;
  }
  return kept;
}

export function SigningSettings() {
  const intl = useIntl();
  const settings = useSettings().data;
  const environments = useEnvironments().data;
  const update = useUpdateSettings();
  const notify = useToast();
  const [edited, setEdited] = useState<Texts>({});
  const [isRequired, setIsRequired] = useState<boolean | null>(null);
  const selectedId = settings?.environmentId;
  // What the organisation sets for the environment in use (decisions 84): its agreement (shown
  // as it is, with its version, per language) and whether a signature is needed.
  const agreementBy = useManagedBy((state) =>
    state.agreements.some((entry) => entry.environmentId === selectedId),
  );
  const ruleBy = useManagedBy((state) =>
    state.signatureRuleEnvironmentIds.some((id) => id === selectedId),
  );
  const managed: Record<MerchantLanguage, ReturnType<typeof useAgreement>['data']> = {
    en: useAgreement(selectedId, 'en').data,
    es: useAgreement(selectedId, 'es').data,
  };
  if (settings === undefined) return null;
  const environmentId = settings.environmentId;
  const name =
    environments?.environments.find((environment) => environment.id === environmentId)?.name ??
    environmentId;
  const stored = settings.signing?.[environmentId];
  const own = ownTexts(stored);
  const shownTexts = {} as Record<MerchantLanguage, string>;
  for (const language of merchantLanguages)
    shownTexts[language] = agreementBy
      ? (managed[language]?.text ?? '')
      : (edited[language] ?? own[language]);
  const isAllManaged = agreementBy !== undefined && ruleBy !== undefined;
  const shownRequired = isRequired ?? stored?.isSignatureRequired === true;
  const problem = update.error ? appErrorOf(update.error) : undefined;

  return (
    <SettingsSection
      id="signing"
      heading={
        <FormattedMessage
          id="agreement.setting.heading"
          values={{
            environment: name,
            name: (chunks) => <span translate="no">{chunks}</span>,
          }}
        />
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // An agreement the organisation sets leaves the agent's own texts as they were.
          const texts = agreementBy ? undefined : textsToStore(shownTexts);
          const entry: EnvironmentSigning = agreementBy
            ? {
                ...(stored?.agreementText !== undefined && { agreementText: stored.agreementText }),
                ...(stored?.agreementTexts !== undefined && {
                  agreementTexts: stored.agreementTexts,
                }),
              }
            : texts !== undefined && Object.keys(texts).length > 0
              ? { agreementTexts: texts }
              : {};
          if (shownRequired) entry.isSignatureRequired = true;
          update.mutate(
            { signing: { ...settings.signing, [environmentId]: entry } },
            {
              onSuccess: () => {
                setEdited({});
                setIsRequired(null);
                notify(
                  intl.formatMessage({ id: 'agreement.setting.saved' }, { environment: name }),
                  'success',
                );
              },
            },
          );
        }}
      >
        {merchantLanguages.map((language) => {
          const id = `agreement-text-${language}`;
          const languageName = languageWords(intl, language);
          const agreement = managed[language];
          return (
            <div key={language}>
              <p className="field">
                <label htmlFor={id}>
                  {intl.formatMessage({ id: 'agreement.setting.text' }, { language: languageName })}
                </label>
                {/* The text is the agent's (or the sample's), in the language it names: data. */}
                <textarea
                  id={id}
                  lang={language}
                  translate="no"
                  rows={language === 'en' ? 8 : 6}
                  maxLength={maxAgreementTextLength}
                  value={shownTexts[language]}
                  disabled={agreementBy !== undefined}
                  aria-describedby={agreementBy ? `agreement-managed ${id}-hint` : `${id}-hint`}
                  onChange={(event) =>
                    setEdited((current) => ({ ...current, [language]: event.target.value }))
                  }
                />
              </p>
              {agreementBy && agreement && (
                <p className="hint">{agreementVersionWords(intl, agreement)}</p>
              )}
              <p id={`${id}-hint`} className="hint">
                {agreementBy
                  ? intl.formatMessage({ id: 'agreement.setting.hint' })
                  : language === 'en'
                    ? intl.formatMessage({ id: 'agreement.setting.hintEnglish' })
                    : intl.formatMessage(
                        { id: 'agreement.setting.hintOther' },
                        { language: languageName },
                      )}
              </p>
            </div>
          );
        })}
        {agreementBy && <ManagedNote id="agreement-managed" state={agreementBy} />}
        <p className="field inline">
          <input
            id="signature-required"
            type="checkbox"
            checked={shownRequired}
            disabled={ruleBy !== undefined}
            aria-describedby={ruleBy ? 'signature-required-managed' : undefined}
            onChange={(event) => setIsRequired(event.target.checked)}
          />
          <label htmlFor="signature-required">
            {intl.formatMessage({ id: signatureMessages.requiredSetting })}
          </label>
        </p>
        {ruleBy && <ManagedNote id="signature-required-managed" state={ruleBy} />}
        <p className="hint">{intl.formatMessage({ id: 'signature.setting.quickStart' })}</p>
        {!isAllManaged && (
          <button type="submit">{intl.formatMessage({ id: 'agreement.setting.save' })}</button>
        )}
        {problem && <ErrorNotice error={problem} />}
      </form>
    </SettingsSection>
  );
}
