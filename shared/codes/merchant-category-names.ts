// A merchant category code's published name ("5812" -> "Eating places and Restaurants"), for the
// review with the merchant and its PDF, which show names, not codes. The list is data only
// (merchant-category-codes.ts, with its source); it never decides what is valid (decisions 13).
import { merchantCategoryLines } from './merchant-category-codes';

let names: Map<string, string> | undefined;

/** The code's name, or undefined for a code the list does not name. Split once, on first use. */
export function categoryNameOf(code: string): string | undefined {
  if (names === undefined) {
    names = new Map();
    for (const line of merchantCategoryLines.split('\n')) {
      const [key, name] = line.split('\t');
      if (key !== undefined && name !== undefined && name.trim() !== '') names.set(key, name);
    }
  }
  return names.get(code.padStart(4, '0'));
}
