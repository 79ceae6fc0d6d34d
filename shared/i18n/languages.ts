// The languages the app can show a merchant (the review, the agreement, the signature panel and the
// PDF). English is the source. Listed once (language-codes.ts) so the organisation's file, the
// agent's settings and the signature record name a language the same way (BCP 47 primary subtags).
import { z } from 'zod';
import { agentLanguageChoices, merchantLanguages } from './language-codes';

export { agentLanguageChoices, merchantLanguages };
export type { AgentLanguage, MerchantLanguage } from './language-codes';
export const MerchantLanguageSchema = z.enum(merchantLanguages);

/**
 * The agent's own language (decisions 91): the system's by default, or one of the languages the
 * app has catalogues for. Independent of the merchant's language on the review.
 */
export const AgentLanguageSchema = z.enum(agentLanguageChoices);
