// The language codes as plain data, without zod, for the renderer's first screen (which imports
// no zod, decisions 57): languages.ts builds its schemas from these lists.

/** The languages the app has catalogues for and can show a merchant; English is the source. */
export const merchantLanguages = ['en', 'es'] as const;
export type MerchantLanguage = (typeof merchantLanguages)[number];

/** The agent's language setting: the system's by default, or a language chosen (decisions 91). */
export const agentLanguageChoices = ['system', ...merchantLanguages] as const;
export type AgentLanguage = (typeof agentLanguageChoices)[number];

export function isAgentLanguage(value: string): value is AgentLanguage {
  return (agentLanguageChoices as readonly string[]).includes(value);
}
