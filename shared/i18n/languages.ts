// The languages the app can show a merchant (the review, the agreement, the signature panel and the
// PDF). English is the source. Listed once here so the organisation's file, the agent's settings
// and the signature record name a language the same way (BCP 47 primary subtags).
import { z } from 'zod';

export const merchantLanguages = ['en', 'es'] as const;
export const MerchantLanguageSchema = z.enum(merchantLanguages);
export type MerchantLanguage = z.infer<typeof MerchantLanguageSchema>;
