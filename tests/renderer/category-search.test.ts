import { describe, expect, it } from 'vitest';
import {
  categoryName,
  categoryOf,
  commonCategories,
  searchCategories,
} from '../../renderer/editor/category/category-search';
import { categorySynonyms } from '../../renderer/editor/category/category-synonyms';

const codesFor = (query: string, limit = 10) =>
  searchCategories(query, limit).matches.map((match) => match.code);

describe('category search in the agent’s words', () => {
  it.each([
    ['pizza', '5812'],
    ['coffee', '5814'],
    ['coffee shop', '5814'],
    ['hair', '7230'],
    ['gas station', '5541'],
    ['bakery', '5462'],
    ['food truck', '5814'],
    ['nail salon', '7230'],
    ['barber', '7230'],
    ['grocery', '5411'],
    ['groceries', '5411'],
    ['supermarket', '5411'],
  ])('"%s" finds %s first', (query, code) => {
    expect(codesFor(query)[0]).toBe(code);
  });

  it('names the everyday word a match was found by', () => {
    const [first] = searchCategories('pizza', 5).matches;
    expect(first).toMatchObject({ code: '5812', matchedTerm: 'pizza' });
  });

  it('finds the published names by stem and by the start of a word being typed', () => {
    expect(codesFor('bakeries')).toContain('5462');
    expect(codesFor('restaura')).toContain('5812');
    expect(codesFor('groc')).toContain('5411');
  });

  it('finds codes by their first digits, in code order', () => {
    expect(codesFor('5812')).toEqual(['5812']);
    expect(codesFor('581')).toEqual(
      ['5811', '5812', '5813', '5814', '5815', '5816', '5817', '5818'].filter(
        (code) => categoryName(code) !== undefined,
      ),
    );
  });

  it('needs every word to match, and finds nothing for nonsense', () => {
    expect(searchCategories('zzqx', 10)).toEqual({ matches: [], total: 0 });
    expect(searchCategories('   ', 10)).toEqual({ matches: [], total: 0 });
    expect(codesFor('barber dentist')).toEqual([]);
  });

  it('counts every match while returning at most the limit', () => {
    const found = searchCategories('airlines', 5);
    expect(found.matches).toHaveLength(5);
    expect(found.total).toBeGreaterThan(5);
  });

  it('offers the common field categories before anything is typed', () => {
    const common = commonCategories();
    expect(common.map((category) => category.code)).toContain('5812');
    expect(common.every((category) => category.name !== '')).toBe(true);
  });

  it('knows codes outside the list are not listed', () => {
    expect(categoryOf('5812')?.name).toMatch(/Restaurants/);
    expect(categoryOf('1234')).toBeNull();
  });

  it('maps every synonym to listed codes, with a reason', () => {
    for (const synonym of categorySynonyms) {
      expect(synonym.why.length, synonym.term).toBeGreaterThan(10);
      for (const code of synonym.codes)
        expect(categoryOf(code), `${synonym.term} -> ${code}`).not.toBeNull();
    }
  });
});
