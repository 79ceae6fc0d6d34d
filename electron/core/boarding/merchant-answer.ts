// What the app keeps of a merchant answer (the POST's 2xx body, a lookup's match): the fields the
// spec names, nothing else (decisions 20). The answer is kept with the draft for support
// (decisions 8), but a service we do not control may pad it with fields of any size, which would
// land in the draft and grow it with every answer; a field the spec does not name is not ours to
// keep.
import {
  fundingAccountFields,
  listFields,
  ownerFields,
  topLevelFields,
} from '../../../shared/merchant/merchant-fields';

/** The "Merchant (as returned by GET)" table's additional fields. */
const answerOnlyFields = [
  'id',
  'xmid',
  'appId',
  'dateAdded',
  'dateApproved',
  'dateClosed',
  'status',
  'fundingDelayDays',
  'fundingDailyMax',
  'fundingMonthlyMax',
  'fundingTransactionMax',
  'fundingOnHold',
  'statusReason',
] as const;

const topLevelNames = new Set<string>([
  ...Object.keys(topLevelFields),
  ...Object.keys(listFields),
  ...answerOnlyFields,
]);
const ownerNames = new Set(Object.keys(ownerFields));
const fundingAccountNames = new Set(Object.keys(fundingAccountFields));

/**
 * Longest status value kept; statuses are single words (decisions 11). The outbox (a submission's
 * first status) and the status tracker cut to the same length, so both import it from here.
 */
export const maxStatusLength = 100;
/** Longest statusReason kept, in memory and on the draft (decisions 22). */
export const maxStatusReasonLength = 500;

/** Longest text kept of one field; the service's free text beyond it is cut (decisions 20). */
export const maxAnswerTextLength = 2000;
/** Deepest nesting kept in the spec's untyped fields (portfolio, tags...; decisions 16). */
const maxDepth = 16;
/** Most elements kept of one list (owners, funding accounts, untyped arrays). */
const maxListLength = 100;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON value with long text cut, long lists shortened and deep nesting dropped. */
function bounded(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.slice(0, maxAnswerTextLength);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= maxDepth) return undefined;
  if (Array.isArray(value))
    return value.slice(0, maxListLength).map((entry) => bounded(entry, depth + 1) ?? null);
  if (!isPlainObject(value)) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value).slice(0, maxListLength)) {
    // A JSON "__proto__" key is an own property of the parsed object, but assigning it to the
    // copy would set the copy's prototype: not data we keep.
    if (key === '__proto__') continue;
    const kept = bounded(entry, depth + 1);
    if (kept !== undefined) copy[key] = kept;
  }
  return copy;
}

function pick(value: unknown, names: ReadonlySet<string>): Record<string, unknown> | null {
  if (!isPlainObject(value)) return null;
  const kept: Record<string, unknown> = {};
  for (const name of names) {
    if (!Object.hasOwn(value, name)) continue;
    const entry = bounded(value[name], 1);
    if (entry !== undefined) kept[name] = entry;
  }
  return kept;
}

/** A list of objects (owners, funding accounts); one object instead of a list is picked alike. */
function pickList(value: unknown, names: ReadonlySet<string>): unknown {
  if (isPlainObject(value)) return pick(value, names);
  if (!Array.isArray(value)) return bounded(value, 1) ?? null;
  return value.slice(0, maxListLength).map((entry) => pick(entry, names));
}

/** The spec's fields of a merchant answer; anything that is not an object is kept as null. */
export function specFieldsOf(answer: unknown): Record<string, unknown> | null {
  const kept = pick(answer, topLevelNames);
  if (kept === null || !isPlainObject(answer)) return null;
  if (Object.hasOwn(answer, 'owner')) kept.owner = pickList(answer.owner, ownerNames);
  if (Object.hasOwn(answer, 'fundingAccount'))
    kept.fundingAccount = pickList(answer.fundingAccount, fundingAccountNames);
  return kept;
}
