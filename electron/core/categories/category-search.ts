// Finding a merchant category in the agent's words: by code, by words of its published names, or by
// the everyday words of the reviewed synonym table (category-synonyms.ts), each word of the query
// found in one of those. Words are compared by their stems (the Porter algorithm, from the
// `stemmer` package), so "bakery" finds "Bakeries" and "salons" finds "salon"; a word still being
// typed matches the start of a word ("groc"). Core answers it over categories:search and
// categories:lookup (decisions 102): the renderer never holds the list, only the matches it shows.
// The list is data only (merchant-category-codes.ts); it never decides what is valid (decisions 13).
import { stemmer } from 'stemmer';
import type { MerchantCategory } from '../../../shared/codes/merchant-category-schema';
import { categorySynonyms, commonCategoryCodes } from './category-synonyms';
import { merchantCategoryLines } from './merchant-category-codes';

export type { MerchantCategory };

interface Word {
  raw: string;
  stem: string;
}

interface SynonymEntry {
  term: string;
  words: readonly Word[];
  /** Where the code stands in the mapping (0: the usual code) and the mapping in the table. */
  rank: number;
}

interface IndexedCategory {
  category: MerchantCategory;
  words: readonly Word[];
  synonyms: readonly SynonymEntry[];
}

/**
 * Words that say what kind of place it is, not what it does ("coffee shop", "liquor store"): a
 * query of other words too is matched without them, so the agent's phrasing does not hide a match.
 */
const fillerWords = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'shop',
  'store',
  'place',
  'business',
  'company',
  'services',
  'service',
]);

function wordsOf(text: string): Word[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((raw) => ({ raw, stem: stemmer(raw) }));
}

let index: readonly IndexedCategory[] | null = null;
let byCode: ReadonlyMap<string, IndexedCategory> | null = null;

function categoryIndex(): readonly IndexedCategory[] {
  if (index) return index;
  const synonymsByCode = new Map<string, SynonymEntry[]>();
  categorySynonyms.forEach((synonym, position) => {
    const words = wordsOf(synonym.term);
    synonym.codes.forEach((code, codeRank) => {
      const list = synonymsByCode.get(code) ?? [];
      list.push({ term: synonym.term, words, rank: codeRank * 1000 + position });
      synonymsByCode.set(code, list);
    });
  });
  index = merchantCategoryLines.split('\n').map((line) => {
    const [code = '', name = '', irsName = ''] = line.split('\t');
    return {
      category: { code, name },
      words: wordsOf(`${name} ${irsName}`),
      synonyms: synonymsByCode.get(code) ?? [],
    };
  });
  byCode = new Map(index.map((entry) => [entry.category.code, entry]));
  return index;
}

/**
 * The published name of a code (one to four digits, read zero-padded: "742" is 0742), or undefined
 * when the list does not have it; empty for a listed code without a name.
 */
export function categoryName(code: string): string | undefined {
  categoryIndex();
  return byCode?.get(code.padStart(4, '0'))?.category.name;
}

/** The listed category of a code, or null (a code not in the list, or not four digits yet). */
export function categoryOf(code: string): MerchantCategory | null {
  categoryIndex();
  return byCode?.get(code)?.category ?? null;
}

/** What the picker offers before anything is typed. */
export function commonCategories(): MerchantCategory[] {
  return commonCategoryCodes.flatMap((code) => {
    const category = categoryOf(code);
    return category ? [category] : [];
  });
}

/** 2: the same word (by stem), 1: the start of a word, 0: no match. */
function wordMatch(query: Word, word: Word): number {
  if (query.stem === word.stem || query.raw === word.raw) return 2;
  return word.raw.startsWith(query.raw) || word.stem.startsWith(query.stem) ? 1 : 0;
}

function bestMatch(query: Word, words: readonly Word[]): number {
  let best = 0;
  for (const word of words) {
    const found = wordMatch(query, word);
    if (found > best) best = found;
    if (best === 2) break;
  }
  return best;
}

interface Scored {
  entry: IndexedCategory;
  /**
   * Lower first: a synonym's rank, then words found across several terms and names, then
   * whole-word name matches, then partial ones.
   */
  order: number;
  matchedTerm?: string;
}

function score(entry: IndexedCategory, query: readonly Word[]): Scored | null {
  // Every word must be found: in the code (digits), a synonym term or the published names.
  let synonym: SynonymEntry | undefined;
  for (const candidate of entry.synonyms) {
    if (query.every((word) => bestMatch(word, candidate.words) > 0)) {
      if (!synonym || candidate.rank < synonym.rank) synonym = candidate;
    }
  }
  if (synonym) return { entry, order: synonym.rank, matchedTerm: synonym.term };
  // Otherwise each word may come from a different place: "hair salon" is "hair" from one
  // everyday term and "salon" from another, or a published word beside an everyday one.
  let isWhole = true;
  let helper: SynonymEntry | undefined;
  for (const word of query) {
    if (/^\d+$/.test(word.raw)) {
      if (!entry.category.code.startsWith(word.raw)) return null;
      continue;
    }
    let found = bestMatch(word, entry.words);
    let fromTerm: SynonymEntry | undefined;
    for (const candidate of entry.synonyms) {
      const inTerm = bestMatch(word, candidate.words);
      const isBetter =
        inTerm > found || (inTerm === found && fromTerm && candidate.rank < fromTerm.rank);
      if (isBetter) {
        found = inTerm;
        fromTerm = candidate;
      }
    }
    if (fromTerm && (!helper || fromTerm.rank < helper.rank)) helper = fromTerm;
    if (found === 0) return null;
    if (found === 1) isWhole = false;
  }
  if (helper) {
    // After every single-term match, before the published names alone.
    return { entry, order: (isWhole ? 50_000 : 60_000) + helper.rank, matchedTerm: helper.term };
  }
  return { entry, order: isWhole ? 100_000 : 200_000 };
}

/**
 * Categories matching every word of the query (see the file comment), best first: the usual code
 * for an everyday word, then whole-word matches of the published names, then partial ones, each in
 * code order; at most `limit` of them, plus how many matched in all.
 */
export function searchCategories(
  query: string,
  limit: number,
): { matches: MerchantCategory[]; total: number } {
  const all = wordsOf(query);
  if (all.length === 0) return { matches: [], total: 0 };
  const content = all.filter((word) => !fillerWords.has(word.raw));
  const words = content.length > 0 ? content : all;
  const found: Scored[] = [];
  for (const entry of categoryIndex()) {
    const scored = score(entry, words);
    if (scored) found.push(scored);
  }
  found.sort(
    (left, right) =>
      left.order - right.order || left.entry.category.code.localeCompare(right.entry.category.code),
  );
  return {
    matches: found
      .slice(0, limit)
      .map(({ entry, matchedTerm }) =>
        matchedTerm === undefined ? entry.category : { ...entry.category, matchedTerm },
      ),
    total: found.length,
  };
}
