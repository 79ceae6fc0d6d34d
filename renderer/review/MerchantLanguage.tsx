// The merchant's language on the review (decisions 99): chosen per application, kept on the draft
// (drafts:setMerchantLanguage), independent of the agent's. What the merchant reads (the review
// document, the agreement, the signature panel and the recorded signature) is rendered under a
// second react-intl provider in that language; the agent's chrome around it stays in the agent's.
// The Spanish catalogue is the same on-demand chunk as the agent's (decisions 91): the words on
// screen stay until it has arrived, never raw ids.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Draft } from '../../shared/drafts/draft-schema';
import { merchantLanguages, type MerchantLanguage } from '../../shared/i18n/languages';
import { useSetMerchantLanguage } from '../data/use-signature';
import { loadedMessages, loadMessages, type Messages } from '../i18n/load-messages';
import { pseudoLocale, resolveAgentLocale, type CatalogueName } from '../i18n/locales';
import { languageWords } from '../words/signature';

/** The agent's catalogue language when the merchant can read it too, else English. */
function agentsLanguage(locale: string): MerchantLanguage {
  const language = locale.split('-')[0]?.toLowerCase();
  return merchantLanguages.find((candidate) => candidate === language) ?? 'en';
}

/**
 * The merchant's language for a draft and the way to change it. Kept on the draft where the agent
 * may still change the application; a read-only review opens in the language its signature was
 * read in, and a choice there only changes the view. A draft from before the choice shows the
 * agent's language.
 */
export function useMerchantLanguage(
  draft: Draft,
  isReadOnly: boolean,
): [MerchantLanguage, (language: MerchantLanguage) => void] {
  const agentLocale = useIntl().locale;
  // The pick, shown at once while it is saved (and the only record of a read-only review's pick).
  const [picked, setPicked] = useState<MerchantLanguage>();
  const save = useSetMerchantLanguage();
  const stored = isReadOnly
    ? (draft.signature?.agreementLanguage ?? draft.merchantLanguage)
    : draft.merchantLanguage;
  const language = picked ?? stored ?? agentsLanguage(agentLocale);
  const choose = (next: MerchantLanguage) => {
    setPicked(next);
    // Once saved the draft holds it; a refused save puts the stored language back.
    if (!isReadOnly)
      save.mutate({ id: draft.id, language: next }, { onSettled: () => setPicked(undefined) });
  };
  return [language, choose];
}

interface Shown {
  locale: string;
  messages: Messages;
}

/** react-intl in the merchant's language (the pseudo-locale when the agent's is, decisions 91). */
export function MerchantIntlProvider({
  language,
  children,
}: {
  language: MerchantLanguage;
  children: ReactNode;
}) {
  const agent = useIntl();
  const isPseudo = agent.locale === pseudoLocale;
  const catalogue: CatalogueName = isPseudo ? pseudoLocale : language;
  const locale = isPseudo ? pseudoLocale : resolveAgentLocale(language, []).locale;
  const ready = loadedMessages(catalogue);
  const [shown, setShown] = useState<Shown>(() => ({
    locale: ready ? locale : agent.locale,
    messages: ready ?? (agent.messages as Messages),
  }));
  // Adjusting state while rendering: a catalogue in memory switches in the same render.
  if (ready && (shown.locale !== locale || shown.messages !== ready))
    setShown({ locale, messages: ready });
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let isCurrent = true;
    void loadMessages(catalogue).then(() => {
      if (isCurrent) setArrived((count) => count + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [ready, catalogue]);
  return (
    <IntlProvider locale={shown.locale} defaultLocale="en-US" messages={shown.messages}>
      <div className="merchant-reads" lang={shown.locale}>
        {children}
      </div>
    </IntlProvider>
  );
}

/** The agent's control, in the agent's words: the merchant's language for this application. */
export function MerchantLanguagePicker({
  language,
  onChange,
}: {
  language: MerchantLanguage;
  onChange: (language: MerchantLanguage) => void;
}) {
  const intl = useIntl();
  const id = useId();
  // Every language on offer fetched once the review is up, so the first switch at the table waits
  // for no chunk (the words of a language in memory switch in the same render).
  useEffect(() => {
    for (const option of merchantLanguages) void loadMessages(option);
  }, []);
  return (
    <p className="merchant-language no-print">
      <label htmlFor={id}>{intl.formatMessage({ id: 'review.merchantLanguage.label' })}</label>{' '}
      <select
        id={id}
        value={language}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const next = merchantLanguages.find((candidate) => candidate === event.target.value);
          if (next !== undefined) onChange(next);
        }}
      >
        {merchantLanguages.map((option) => (
          <option key={option} value={option}>
            {languageWords(intl, option)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="hint">
        {intl.formatMessage({ id: 'review.merchantLanguage.hint' })}
      </span>
    </p>
  );
}
