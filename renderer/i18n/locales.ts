// Which locale the app speaks to the agent (decisions 91): the agent's setting, the system's
// language by default (Electron's navigator.languages is the system's), and English when the
// system's language has no catalogue. The catalogue is chosen by language; dates and numbers by
// the full locale, so a system set to es-MX formats as Mexico does and a chosen "es" as es-US.
import {
  merchantLanguages,
  type AgentLanguage,
  type MerchantLanguage,
} from '../../shared/i18n/language-codes';

/** The pseudo-locale of development builds: accented, about a third longer (decisions 91). */
export const pseudoLocale = 'en-XA';
export type CatalogueName = MerchantLanguage | typeof pseudoLocale;

export interface AgentLocale {
  /** The BCP 47 locale dates, numbers and plurals follow. */
  locale: string;
  /** The catalogue the words come from. */
  catalogue: CatalogueName;
}

/** The locale a chosen language stands for: the app boards merchants in the US. */
const chosenLocales: Record<MerchantLanguage, string> = { en: 'en-US', es: 'es-US' };

function catalogueLanguage(tag: string): MerchantLanguage | undefined {
  const language = tag.split('-')[0]?.toLowerCase();
  return merchantLanguages.find((candidate) => candidate === language);
}

export function resolveAgentLocale(
  choice: AgentLanguage,
  systemLanguages: readonly string[],
  isPseudo = false,
): AgentLocale {
  if (isPseudo) return { locale: pseudoLocale, catalogue: pseudoLocale };
  if (choice !== 'system') return { locale: chosenLocales[choice], catalogue: choice };
  for (const tag of systemLanguages) {
    const language = catalogueLanguage(tag);
    if (language === undefined) continue;
    try {
      // A tag the platform cannot format with falls back to the language's US locale.
      return {
        locale: Intl.getCanonicalLocales(tag)[0] ?? chosenLocales[language],
        catalogue: language,
      };
    } catch {
      return { locale: chosenLocales[language], catalogue: language };
    }
  }
  return { locale: chosenLocales.en, catalogue: 'en' };
}

/**
 * The pseudo-locale is asked for with `?pseudo-locale` on the page's address, and only a
 * development build carries its catalogue; a release build ignores the request (decisions 91).
 */
export function isPseudoLocaleRequested(search: string): boolean {
  return new URLSearchParams(search).has('pseudo-locale');
}
