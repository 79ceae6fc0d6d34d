// The agent's language around the app (decisions 91): react-intl's provider with the catalogue of
// the chosen (or the system's) language. A language whose catalogue is still loading keeps the
// one on screen until it has arrived, so a switch never shows raw ids or an empty frame; a
// catalogue already in memory switches in the same render. The agent's pick applies at once, before
// the setting has travelled to main and back (settings:set, then every query that depends on the
// settings is read again): the picker tells the provider first, and the setting wins again once it
// has it; a refused save puts the saved language back.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import type { AgentLanguage } from '../../shared/i18n/language-codes';
import { loadedMessages, loadMessages, type Messages } from './load-messages';
import { isPseudoLocaleRequested, resolveAgentLocale, type AgentLocale } from './locales';
import './message-ids';

interface LanguagePick {
  /** The agent's pick while the setting is being saved; undefined once the setting has it. */
  picked: AgentLanguage | undefined;
  /** Shows `choice` at once while the setting is saved (the Language picker calls it first);
   * undefined gives the word back to the setting (a save that failed). */
  choose: (choice: AgentLanguage | undefined) => void;
}

const PickContext = createContext<LanguagePick>({ picked: undefined, choose: () => undefined });

export function useLanguagePick(): LanguagePick {
  return useContext(PickContext);
}

interface Shown {
  locale: string;
  messages: Messages;
}

export function LanguageProvider({
  choice,
  children,
}: {
  /** The agent's setting; undefined while settings are read (the system's language meanwhile). */
  choice: AgentLanguage | undefined;
  children: ReactNode;
}) {
  const [isPseudo] = useState(() => isPseudoLocaleRequested(location.search));
  // The pick not yet in settings: dropped once the setting has it (a quick second pick stays
  // shown while the first one's save arrives).
  const [picked, setPicked] = useState<AgentLanguage>();
  if (picked !== undefined && choice === picked) setPicked(undefined);
  const shownChoice = picked ?? choice ?? 'system';
  const target: AgentLocale = resolveAgentLocale(shownChoice, navigator.languages, isPseudo);
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
  const choose = useCallback((next: AgentLanguage | undefined) => setPicked(next), []);
  const pick = useMemo(() => ({ picked, choose }), [picked, choose]);
  return (
    <PickContext.Provider value={pick}>
      <IntlProvider locale={shown.locale} defaultLocale="en-US" messages={shown.messages}>
        {children}
      </IntlProvider>
    </PickContext.Provider>
  );
}
