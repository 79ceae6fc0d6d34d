// Finding a merchant category by code or by words of its name. The list is data only (see
// merchant-category-codes.ts for its source); it never decides what is valid.
import { merchantCategoryLines } from './merchant-category-codes';

export interface MerchantCategory {
  code: string;
  name: string;
}

let categories: readonly MerchantCategory[] | null = null;
let byCode: ReadonlyMap<string, MerchantCategory> | null = null;

function allCategories(): readonly MerchantCategory[] {
  categories ??= merchantCategoryLines.split('\n').map((line) => {
    const [code = '', name = ''] = line.split('\t');
    return { code, name };
  });
  return categories;
}

/** The published name of a code, or undefined when the list does not have it. */
export function categoryName(code: string): string | undefined {
  byCode ??= new Map(allCategories().map((category) => [category.code, category]));
  return byCode.get(code)?.name;
}

/**
 * Categories whose code starts with the query's digits, or whose name contains every word of it
 * (case-insensitive), in code order, at most `limit` of them, plus how many matched in all.
 */
export function searchCategories(
  query: string,
  limit: number,
): { matches: MerchantCategory[]; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { matches: [], total: 0 };
  const isCode = /^\d+$/.test(query.trim());
  const found = allCategories().filter((category) =>
    isCode
      ? category.code.startsWith(query.trim())
      : words.every((word) => category.name.toLowerCase().includes(word)),
  );
  return { matches: found.slice(0, limit), total: found.length };
}
