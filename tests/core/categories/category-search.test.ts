// The merchant category search core answers the picker with (decisions 102): everyday words find
// the usual code first, the published names are found by stem and by a word being typed, codes by
// their first digits; and the same search through the one dispatcher (categories:search,
// categories:lookup), where a malformed request stops before the handler.
import { describe, expect, it } from 'vitest';
import { categoryHandlers } from '../../../electron/core/app/handlers/category-handlers';
import {
  categoryName,
  categoryOf,
  commonCategories,
  searchCategories,
} from '../../../electron/core/categories/category-search';
import { categorySynonyms } from '../../../electron/core/categories/category-synonyms';
import { merchantCategoryLines } from '../../../electron/core/categories/merchant-category-codes';
import { createDispatcher } from '../../../electron/core/ipc/dispatch';
import { capturingLogger, recordingHandlers } from '../../ipc/recording-handlers';

/** The published USDA and IRS names of a code, as the list holds them. */
const publishedNames = new Map(
  merchantCategoryLines.split('\n').map((line) => {
    const [code = '', ...names] = line.split('\t');
    return [code, names.filter(Boolean)];
  }),
);

const codesFor = (query: string, limit = 10) =>
  searchCategories(query, limit).matches.map((match) => match.code);

describe('category search in the agent’s words', () => {
  it.each([
    ['hair salon', '7230'],
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

  it('finds each word of a query in whichever term or name holds it', () => {
    // "hair" and "salon" are two terms of 7230; "nail spa" is a term word and a published one.
    expect(codesFor('hair salons', 5)[0]).toBe('7230');
    expect(codesFor('barber hair', 5)).toContain('7230');
    expect(codesFor('nail spa', 5)).toContain('7298');
  });
});

// The everyday table: every kind of business in it finds its usual code among the first five, as
// the search really ranks it against the whole list.
describe('every row of the everyday table', () => {
  it('has at least the hundred commonest kinds of small business, each once', () => {
    const terms = categorySynonyms.map((synonym) => synonym.term);
    expect(terms.length).toBeGreaterThanOrEqual(100);
    expect(new Set(terms).size).toBe(terms.length);
    for (const kind of [
      'salon',
      'nail salon',
      'barber',
      'food truck',
      'taqueria',
      'auto repair',
      'laundromat',
      'dentist',
      'florist',
      'vape shop',
      'gas station',
      'convenience store',
    ])
      expect(terms).toContain(kind);
  });

  it.each(categorySynonyms.map((synonym) => [synonym.term, synonym.codes[0]]))(
    '"%s" lists %s in the first five',
    (term, code) => {
      expect(codesFor(term, 5)).toContain(code);
    },
  );

  it.each(
    categorySynonyms.filter((synonym) => synonym.source !== 'choice').map((s) => [s.term, s]),
  )('"%s" quotes only published names of its codes', (_term, synonym) => {
    const names = synonym.codes.flatMap((code) => publishedNames.get(code) ?? []);
    const quoted = [...synonym.why.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
    for (const quote of quoted)
      expect(
        names.some((name) => name.includes(quote)),
        quote,
      ).toBe(true);
  });
});

/** The real category handlers among recording ones; `calls` lists the requests they were given. */
function dispatcher() {
  const calls: unknown[] = [];
  const real = categoryHandlers();
  const dispatch = createDispatcher<null>({
    handlers: {
      ...recordingHandlers().handlers,
      'categories:search': (request) => {
        calls.push(request);
        return real['categories:search'](request);
      },
      'categories:lookup': (request) => {
        calls.push(request);
        return real['categories:lookup'](request);
      },
    },
    isTrustedSender: () => true,
    logger: capturingLogger().logger,
  });
  return { dispatch, calls };
}

describe('categories:search and categories:lookup', () => {
  it('answers the search as ranked above, and the common categories before anything is typed', async () => {
    const { dispatch } = dispatcher();
    expect(await dispatch('categories:search', { query: 'pizza', limit: 5 }, null)).toEqual({
      ok: true,
      value: searchCategories('pizza', 5),
    });
    const common = await dispatch('categories:search', { query: '  ', limit: 30 }, null);
    expect(common).toEqual({ ok: true, value: { matches: commonCategories(), total: -1 } });
    expect(await dispatch('categories:search', { query: '', limit: 2 }, null)).toEqual({
      ok: true,
      value: { matches: commonCategories().slice(0, 2), total: -1 },
    });
  });

  it('names a code, read zero-padded, and answers null for a code the list lacks', async () => {
    const { dispatch } = dispatcher();
    const expected = [
      ['5812', { code: '5812', name: 'Eating places and Restaurants' }],
      ['742', { code: '0742', name: 'Veterinary Services' }],
      ['1234', null],
    ] as const;
    for (const [code, value] of expected)
      expect(await dispatch('categories:lookup', { code }, null), code).toEqual({
        ok: true,
        value,
      });
  });

  it('rejects a malformed request at the boundary, before any handler runs', async () => {
    const { dispatch, calls } = dispatcher();
    for (const request of [
      undefined,
      {},
      { query: 'pizza' },
      { query: 'pizza', limit: 0 },
      { query: 'pizza', limit: 51 },
      { query: 'x'.repeat(10_000), limit: 5 },
      { query: 'pizza', limit: 5, language: 'es' },
    ]) {
      const answer = await dispatch('categories:search', request, null);
      expect(answer.ok === false && answer.error.code, JSON.stringify(request)).toBe('BAD_REQUEST');
    }
    for (const request of [{}, { code: 5812 }, { code: '58120' }, { code: '58a2' }, { code: '' }]) {
      const answer = await dispatch('categories:lookup', request, null);
      expect(answer.ok === false && answer.error.code, JSON.stringify(request)).toBe('BAD_REQUEST');
    }
    expect(calls).toHaveLength(0);
  });
});
