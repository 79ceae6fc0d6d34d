// What the category picker asks core and what core answers (decisions 102): the published list of
// merchant category codes and the search over it live in core (electron/core/categories/), and the
// renderer holds only the matches it shows. A listed category is data: its published name is in
// the list's own language (decisions 93). The list helps agents find a code; it never decides what
// is valid (decisions 13).
import { z } from 'zod';

/** Four digits, as the code box stores a merchant category (decisions 13, 28). */
const CategoryCodeSchema = z.string().regex(/^\d{4}$/);

export const MerchantCategorySchema = z.strictObject({
  code: CategoryCodeSchema,
  /** The published name; empty for the few codes the list holds without one. */
  name: z.string().max(200),
  /** The everyday word that found it ("coffee"), when the search went through a synonym. */
  matchedTerm: z.string().min(1).max(100).optional(),
});
export type MerchantCategory = z.infer<typeof MerchantCategorySchema>;

/** The most matches one search answers: the picker shows 30 (eight at once), then asks for more words. */
export const maxCategoryMatches = 50;

/** What the agent typed, as typed (core finds the words in it), and how many matches to answer. */
export const CategorySearchRequestSchema = z.strictObject({
  query: z.string().max(200),
  limit: z.number().int().min(1).max(maxCategoryMatches),
});

export const CategorySearchAnswerSchema = z.strictObject({
  matches: z.array(MerchantCategorySchema).max(maxCategoryMatches),
  /**
   * How many matched in all; -1 when nothing was typed and the matches are the common field
   * categories the picker offers before a search.
   */
  total: z.number().int().min(-1),
});
export type CategorySearchAnswer = z.infer<typeof CategorySearchAnswerSchema>;

/**
 * A code to name: one to four digits, as the code box or a stored draft may hold it; core reads it
 * zero-padded ("742" is 0742), as the review always has.
 */
export const CategoryLookupRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{1,4}$/),
});
