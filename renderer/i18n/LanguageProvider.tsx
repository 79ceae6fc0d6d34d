// The agent's language around the app (decisions 91): react-intl's provider with the catalogue of
// the chosen (or the system's) language. A language whose catalogue is still loading keeps the
// one on screen until it has arrived, so a switch never shows raw ids or an empty frame; a
// catalogue already in memory switches in the same render. The agent's pick applies at once, before
// the setting has travelled to main and back: App gives the language of the latest save still on
// its way (usePendingAgentLanguage), else the setting's.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { AgentLanguage } from '../../shared/i18n/language-codes';
import { loadedMessages, loadMessages, type Messages } from './load-messages';
import { isPseudoLocaleRequested, resolveAgentLocale, type AgentLocale } from './locales';
import './message-ids';

interface Shown {
  locale: string;
  messages: Messages;
}

export function LanguageProvider({
  choice,
  children,
}: {
  /**
   * The agent's language: the pick being saved, else the setting; undefined while settings are
   * read (the system's language meanwhile).
   */
  choice: AgentLanguage | undefined;
  children: ReactNode;
}) {
  const [isPseudo] = useState(() => isPseudoLocaleRequested(location.search));
  const target: AgentLocale = resolveAgentLocale(choice ?? 'system', navigator.languages, isPseudo);
  const ready = loadedMessages(target.catalogue);
  const [shown, setShown] = useState<Shown>(() => ({
    locale: ready ? target.locale : 'en-US',
    messages: ready ?? (loadedMessages('en') as Messages),
  }));
  // Adjusting state while rendering (React's pattern for state derived from a change).
  if (ready && (shown.locale !== target.locale || shown.messages !== ready))
    setShown({ locale: target.locale, messages: ready });
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let isCurrent = true;
    void loadMessages(target.catalogue).then(() => {
      if (isCurrent) setArrived((count) => count + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [ready, target.catalogue]);
  // The page's language follows, for screen readers and hyphenation: before the paint, so no
  // frame shows words in one language under another's lang (decisions 97).
  useLayoutEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);
  return (
    <IntlProvider locale={shown.locale} defaultLocale="en-US" messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
