// Finding a pricing plan in the agent's words (decisions 86): the start of any word of the label or
// summary, any part of the code however it is typed, label matches first, one environment only.
import { describe, expect, it } from 'vitest';
import { planSearch } from '../../renderer/editor/catalogue/catalogue-search';
import type { CatalogueEntry } from '../../shared/policy/invite-catalogue';

const plan = (label: string, code: string, summary: string, environmentId = 'sandbox') =>
  ({ entry: { label, code, summary, environmentId } }) satisfies CatalogueEntry;

const plans = [
  plan('Retail standard', 'RTL6-STD0-0001', 'Retail 2.75% + 25c, monthly fee'),
  plan('Restaurants', 'TZS4-BEH8-R7VS', 'Restaurants 2.69% + 10c, no annual fee'),
  plan('Salons', 'SAL1-0000-0001', 'Hair and nail salons 2.8%, no annual fee'),
  plan('Production restaurants', 'PRD1-REST-0001', 'Restaurants 2.5%', 'production'),
];
const labelsFor = (query: string, limit = 10) =>
  planSearch(plans, 'sandbox')
    .search(query, limit)
    .matches.map((match) => match.entry.label);

describe('planSearch', () => {
  it('offers the environment’s plans only, all of them before anything is typed', () => {
    expect(labelsFor('')).toEqual(['Retail standard', 'Restaurants', 'Salons']);
    expect(planSearch(plans, 'production').all.map((match) => match.entry.label)).toEqual([
      'Production restaurants',
    ]);
  });

  it('finds by the start of a word of the label, then of the summary', () => {
    expect(labelsFor('resta')).toEqual(['Restaurants']);
    expect(labelsFor('re')).toEqual(['Retail standard', 'Restaurants']);
    // "no annual" is in two summaries; "hair" in one; "2.69" is a word of a summary.
    expect(labelsFor('no annual')).toEqual(['Restaurants', 'Salons']);
    expect(labelsFor('hair')).toEqual(['Salons']);
    expect(labelsFor('2.69')).toEqual(['Restaurants']);
  });

  it('ranks a label match before a summary match', () => {
    const plansWithSalonWords = [
      plan('Beauty', 'BTY1-0000-0001', 'Salons and spas 2.9%'),
      plan('Salons', 'SAL1-0000-0001', 'Hair 2.8%'),
    ];
    expect(
      planSearch(plansWithSalonWords, 'sandbox')
        .search('salon', 10)
        .matches.map((match) => match.entry.label),
    ).toEqual(['Salons', 'Beauty']);
  });

  it('finds a code by any part of it, with or without hyphens', () => {
    expect(labelsFor('beh8')).toEqual(['Restaurants']);
    expect(labelsFor('tzs4beh8')).toEqual(['Restaurants']);
    expect(labelsFor('TZS4-BEH8')).toEqual(['Restaurants']);
  });

  it('needs every word, and counts all matches beyond the limit', () => {
    expect(labelsFor('restaurants salons')).toEqual([]);
    expect(planSearch(plans, 'sandbox').search('fee', 1)).toMatchObject({ total: 3 });
  });
});
