// The Submitted worklist's search, filters and sort, in memory: 5,000 merchants filter in a few
// milliseconds (scripts/bench/submitted.bench.ts), so a keystroke never waits for a round trip.
// Each merchant's search text is built once per list and kept beside it (a WeakMap on the
// merchant object, which the query cache keeps until the list is read again).
import { lastChangeOf, merchantKey } from '../../shared/status/merchant-order';
import type { SubmittedMerchant } from '../../shared/status/status-schema';

export { lastChangeOf, merchantKey };

export type WorklistSort = 'changed' | 'name';

export interface WorklistQuery {
  search: string;
  /** Service status values to keep; null keeps all. */
  statuses: readonly string[] | null;
  /** An environment id to keep; null keeps all. '' keeps merchants whose environment is unknown. */
  environmentId: string | null;
  sort: WorklistSort;
}

const searchTexts = new WeakMap<SubmittedMerchant, string>();

/** Legal name, DBA, merchant id, XMID and city, lower-cased, one line each. */
function searchTextOf(merchant: SubmittedMerchant): string {
  let text = searchTexts.get(merchant);
  if (text === undefined) {
    text = [
      merchant.legalName,
      merchant.dba,
      merchant.merchantId,
      merchant.xmid ?? '',
      merchant.city ?? '',
    ]
      .join('\n')
      .toLowerCase();
    searchTexts.set(merchant, text);
  }
  return text;
}

/** The name an agent knows the merchant by, for sorting A to Z. */
export function sortNameOf(merchant: SubmittedMerchant): string {
  return (
    merchant.legalName.trim() ||
    merchant.dba.trim() ||
    `~${merchant.merchantId}`
  ).toLowerCase();
}

// Made on the first sort by name, not when the module loads: the module is on the first screen,
// and a formatter made there would read ICU's locale data before the first rows (decisions 63).
let collator: Intl.Collator | undefined;
const byName = () =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** The merchants in the order asked for (a new array; the input is never changed). */
export function sortMerchants(
  merchants: readonly SubmittedMerchant[],
  sort: WorklistSort,
): SubmittedMerchant[] {
  const sorted = merchants.slice();
  if (sort === 'name')
    return sorted.sort(
      (a, b) =>
        byName().compare(sortNameOf(a), sortNameOf(b)) ||
        byName().compare(a.merchantId, b.merchantId),
    );
  return sorted.sort((a, b) => lastChangeOf(b) - lastChangeOf(a));
}

/**
 * The merchants that match, in the order given: the screen sorts once per list and sort, and
 * each keystroke only filters (a sort of 5,000 per key would be most of the work).
 */
export function matchMerchants(
  merchants: readonly SubmittedMerchant[],
  query: Omit<WorklistQuery, 'sort'>,
): SubmittedMerchant[] {
  const needle = query.search.trim().toLowerCase();
  const statuses = query.statuses;
  if (needle === '' && statuses === null && query.environmentId === null) return merchants.slice();
  return merchants.filter(
    (merchant) =>
      (statuses === null || (merchant.status !== null && statuses.includes(merchant.status))) &&
      (query.environmentId === null || (merchant.environmentId ?? '') === query.environmentId) &&
      (needle === '' || searchTextOf(merchant).includes(needle)),
  );
}

/** Every merchant that matches, in the order asked for; the input is never changed. */
export function filterMerchants(
  merchants: readonly SubmittedMerchant[],
  query: WorklistQuery,
): SubmittedMerchant[] {
  return matchMerchants(sortMerchants(merchants, query.sort), query);
}
