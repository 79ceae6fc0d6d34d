// The language the PDF left with the merchant is drawn in (decisions 100): the merchant's, not the
// agent's. Signed, it is the language of the agreement the merchant read (the signature record's
// `agreementLanguage`, decisions 85); else the language chosen for the merchant on the review,
// remembered on the draft; else English, the source. The language changes only the words around
// the application: what is signed and sent stays the service's (decisions 45).
import type { Draft } from '../../../shared/drafts/draft-schema';
import { merchantLanguages, type MerchantLanguage } from '../../../shared/i18n/language-codes';
import type { DraftSignature } from './draft-signature';

function isMerchantLanguage(value: unknown): value is MerchantLanguage {
  return typeof value === 'string' && (merchantLanguages as readonly string[]).includes(value);
}

/**
 * The draft's `merchantLanguage`, read as optional and unchecked: a draft stored before the field
 * existed has none, and a value no catalogue serves counts as none.
 */
export function merchantLanguageOf(draft: Draft): MerchantLanguage | undefined {
  const value: unknown = (draft as { merchantLanguage?: unknown }).merchantLanguage;
  return isMerchantLanguage(value) ? value : undefined;
}

export function pdfLanguageOf(draft: Draft, signature: DraftSignature): MerchantLanguage {
  if (signature.state === 'signed') {
    const read = signature.evidence.agreementLanguage;
    if (read !== undefined) return read;
  }
  return merchantLanguageOf(draft) ?? 'en';
}
