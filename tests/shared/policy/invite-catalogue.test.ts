// The catalogue's pure rules (decisions 86, 87): validity by the agent's local day, both ends
// inclusive; a typed code finds its entry as it will be sent; the pricing words and when they hold.
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentPricing,
  entryStanding,
  findEntry,
  inviteCodeStanding,
  localDay,
  pricingWords,
  type CatalogueEntry,
} from '../../../shared/policy/invite-catalogue';

const restaurants: CatalogueEntry = {
  entry: {
    label: 'Restaurants',
    code: 'TZS4-BEH8-R7VS',
    environmentId: 'sandbox',
    summary: 'Restaurants 2.69% + 10c, no annual fee',
    validFrom: '2026-03-01',
    validUntil: '2026-03-31',
  },
  managedBy: 'Acme Payments IT',
};

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('validity', () => {
  it('counts from and until as whole local days, both inclusive', () => {
    expect(entryStanding(restaurants.entry, '2026-02-28')).toBe('not-yet-valid');
    expect(entryStanding(restaurants.entry, '2026-03-01')).toBe('valid');
    expect(entryStanding(restaurants.entry, '2026-03-31')).toBe('valid');
    expect(entryStanding(restaurants.entry, '2026-04-01')).toBe('expired');
    const open = { ...restaurants.entry, validFrom: undefined, validUntil: undefined };
    expect(entryStanding(open, '1999-01-01')).toBe('valid');
  });

  it('reads the day on the agent’s clock, not UTC’s', () => {
    // 31 March, 20:30 in California is already 1 April in UTC: the plan is still valid there.
    process.env.TZ = 'America/Los_Angeles';
    const evening = Date.UTC(2026, 3, 1, 3, 30);
    expect(new Date(evening).toISOString().slice(0, 10)).toBe('2026-04-01');
    expect(localDay(evening)).toBe('2026-03-31');
    expect(inviteCodeStanding([restaurants], 'sandbox', 'TZS4-BEH8-R7VS', localDay(evening))).toBe(
      'valid',
    );
    process.env.TZ = 'Asia/Tokyo';
    expect(localDay(evening)).toBe('2026-04-01');
  });
});

describe('finding a code', () => {
  it('finds the entry of a code typed in any spacing or case, in its environment only', () => {
    expect(findEntry([restaurants], 'sandbox', ' tzs4 beh8 r7vs ')).toBe(restaurants);
    expect(findEntry([restaurants], 'production', 'TZS4-BEH8-R7VS')).toBeUndefined();
    // An environment with no plans has nothing to check a code against: format alone, unwarned.
    expect(inviteCodeStanding([restaurants], 'production', 'TZS4-BEH8-R7VS', '2026-03-15')).toBe(
      'no-plans',
    );
    expect(inviteCodeStanding([], 'sandbox', 'TZS4-BEH8-R7VS', '2026-03-15')).toBe('no-plans');
    expect(inviteCodeStanding([restaurants], 'sandbox', 'AAAA-BBBB-CCCC', '2026-03-15')).toBe(
      'unknown',
    );
  });
});

describe('the pricing words', () => {
  const pricing = {
    code: 'TZS4-BEH8-R7VS',
    label: 'Restaurants',
    summary: 'Restaurants 2.69% + 10c, no annual fee',
  };

  it('reads "label — summary (code)"', () => {
    expect(pricingWords(pricing)).toBe(
      'Restaurants — Restaurants 2.69% + 10c, no annual fee (TZS4-BEH8-R7VS)',
    );
  });

  it('holds only while the payload carries that code', () => {
    expect(currentPricing(pricing, { inviteCode: 'tzs4-beh8-r7vs' })).toBe(pricing);
    expect(currentPricing(pricing, { inviteCode: 'AAAA-BBBB-CCCC' })).toBeUndefined();
    expect(currentPricing(pricing, {})).toBeUndefined();
    expect(currentPricing(undefined, { inviteCode: 'TZS4-BEH8-R7VS' })).toBeUndefined();
  });
});
