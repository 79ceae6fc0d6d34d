// The react-intl object the words take, made from the real catalogues (decisions 91): English
// (the source) or Spanish, with the ICU strings parsed here in Node.
import { createIntl, type IntlShape } from '@formatjs/intl';
import { readCatalogue } from '../../scripts/build/catalogues';

const made = new Map<string, IntlShape>();

export function catalogueIntl(catalogue: 'en' | 'es', locale = `${catalogue}-US`): IntlShape {
  const key = `${catalogue}/${locale}`;
  let intl = made.get(key);
  if (intl === undefined) {
    intl = createIntl({
      locale,
      defaultLocale: 'en-US',
      messages: readCatalogue(catalogue),
      // A missing message or argument is an error here, never a quiet fallback.
      onError: (error) => {
        throw error;
      },
    });
    made.set(key, intl);
  }
  return intl;
}
