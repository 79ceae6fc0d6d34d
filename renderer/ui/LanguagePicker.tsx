// The agent's language (decisions 91): the system's by default, or English or Spanish, kept in
// settings (agentLanguage) like every other choice of the agent. Each language is named in
// itself, so an agent who cannot read the current one still finds their own.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  agentLanguageChoices,
  isAgentLanguage,
  type AgentLanguage,
} from '../../shared/i18n/language-codes';
import type { MessageId } from '../i18n/message-ids';
import { resolveAgentLocale } from '../i18n/locales';
import { usePendingAgentLanguage, useSettings, useUpdateSettings } from '../data/use-session';

const languageNames: Record<Exclude<AgentLanguage, 'system'>, MessageId> = {
  en: 'shell.language.en',
  es: 'shell.language.es',
};

export function LanguagePicker() {
  const intl = useIntl();
  const id = useId();
  const settings = useSettings().data;
  const update = useUpdateSettings();
  const pending = usePendingAgentLanguage();
  const system = resolveAgentLocale('system', navigator.languages).catalogue;
  const systemName = intl.formatMessage({ id: languageNames[system === 'es' ? 'es' : 'en'] });
  return (
    <span className="language-picker">
      <label htmlFor={id}>{intl.formatMessage({ id: 'shell.language.label' })}</label>{' '}
      <select
        id={id}
        value={pending ?? settings?.agentLanguage ?? 'system'}
        disabled={settings === undefined}
        onChange={(event) => {
          const choice = event.target.value;
          if (!isAgentLanguage(choice)) return;
          // Shown at once while it is saved (usePendingAgentLanguage, decisions 91); a refused
          // save leaves the setting as it was, and the setting is shown again.
          update.mutate({ agentLanguage: choice });
        }}
      >
        {agentLanguageChoices.map((choice) => (
          <option key={choice} value={choice} lang={choice === 'system' ? undefined : choice}>
            {choice === 'system'
              ? intl.formatMessage({ id: 'shell.language.system' }, { language: systemName })
              : intl.formatMessage({ id: languageNames[choice] })}
          </option>
        ))}
      </select>
    </span>
  );
}
