// Which of a page's languages a browser asked for, from its Accept-Language (RFC 9110 section
// 12.5.4: quality values and language ranges, so "es-MX,es;q=0.9" is Spanish). Shared by the two
// pages the agent's browser shows during sign-in: the sandbox's authorization page and core's
// loopback callback page, so both speak the same language in the same browser (decisions 91).
import Negotiator from 'negotiator';

/** The first of `languages` the header prefers; the first of `languages` when it names none. */
export function acceptedLanguage<L extends string>(
  acceptLanguage: string | string[] | undefined,
  languages: readonly [L, ...L[]],
): L {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  const chosen = new Negotiator({ headers: { 'accept-language': header ?? '' } }).language([
    ...languages,
  ]);
  return languages.find((language) => language === chosen) ?? languages[0];
}
