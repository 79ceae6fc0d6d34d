// Finding a pricing plan in the agent's words (decisions 86): every word of the query starts a word
// of the plan's label, summary or code ("rest 2.69" finds "Restaurants 2.69% + 10c"), or is part
// of the code however it is typed ("beh8", "tzs4beh8"). Plans whose label matches come first, then
// the rest, each in the catalogue's order (the organisation's first). The index is built once per
// catalogue, so a keystroke only compares words.
import type { CatalogueEntry } from '../../../shared/policy/invite-catalogue';

interface IndexedPlan {
  plan: CatalogueEntry;
  labelWords: readonly string[];
  otherWords: readonly string[];
  /** The code without its hyphens, lower-cased: "tzs4beh8r7vs". */
  compactCode: string;
}

export interface PlanSearch {
  /** The environment's plans matching `query`, best first; at most `limit`, and how many in all. */
  search(query: string, limit: number): { matches: CatalogueEntry[]; total: number };
  /** Every plan of the environment, in the catalogue's order. */
  all: readonly CatalogueEntry[];
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.%]+/u)
    .map((word) => word.replace(/^[.]+|[.]+$/g, ''))
    .filter(Boolean);
}

export function planSearch(entries: readonly CatalogueEntry[], environmentId: string): PlanSearch {
  const all = entries.filter((plan) => plan.entry.environmentId === environmentId);
  const index: IndexedPlan[] = all.map((plan) => ({
    plan,
    labelWords: wordsOf(plan.entry.label),
    otherWords: [...wordsOf(plan.entry.summary), ...wordsOf(plan.entry.code.replace(/-/g, ' '))],
    compactCode: plan.entry.code.replace(/-/g, '').toLowerCase(),
  }));
  return {
    all,
    search(query, limit) {
      const words = wordsOf(query);
      if (words.length === 0) return { matches: all.slice(0, limit), total: all.length };
      const byLabel: CatalogueEntry[] = [];
      const byOther: CatalogueEntry[] = [];
      for (const indexed of index) {
        let isLabelMatch = true;
        let isMatch = true;
        for (const word of words) {
          const inLabel = indexed.labelWords.some((candidate) => candidate.startsWith(word));
          if (!inLabel) isLabelMatch = false;
          if (
            !inLabel &&
            !indexed.otherWords.some((candidate) => candidate.startsWith(word)) &&
            !indexed.compactCode.includes(word.replace(/-/g, ''))
          ) {
            isMatch = false;
            break;
          }
        }
        if (!isMatch) continue;
        (isLabelMatch ? byLabel : byOther).push(indexed.plan);
      }
      const found = [...byLabel, ...byOther];
      return { matches: found.slice(0, limit), total: found.length };
    },
  };
}
