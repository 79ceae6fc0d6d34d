// The agent's handled marks over the runner's merchants (decisions 61, 64): its own mark in Needs
// action, and the marks another laptop's export brings. The rules are status-state.ts's (markRule,
// markVerdict) and file-mark-rule.ts's; this carries them out on the merchants the runner
// (status-tracker.ts) holds and writes each changed merchant to its draft through the runner's
// `persist`, putting the marks back where a draft could not be written.
import { err, ok, type Result } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import * as rules from './status-state';
import type { StatusTracker } from './status-tracker-api';
import { copyMerchant, merchantsByDraftId, type MerchantKey } from './tracked-merchants';

/** What of the runner the marks use: its merchants, and its one way of writing one. */
export interface MarkBook {
  ensureLoaded(): Promise<Result<void>>;
  merchants(): readonly TrackedMerchant[];
  add(found: readonly TrackedMerchant[]): void;
  /** Writes the merchant's draft when what it keeps changed since `before` (recordKey). */
  persist(merchant: TrackedMerchant, before: string): Promise<Result<unknown>>;
  now(): number;
}

export function createMarks(book: MarkBook): Pick<StatusTracker, 'markHandled' | 'adoptMarks'> {
  const { ensureLoaded, add, persist, now } = book;
  async function markHandled(
    key: MerchantKey,
    seen: string,
    isHandled: boolean,
  ): Promise<Result<TrackedMerchant>> {
    const loaded = await ensureLoaded();
    if (!loaded.ok) return loaded;
    // Exactly this merchant: the same id may be another merchant in another environment or draft.
    const merchant = book
      .merchants()
      .find(
        (candidate) =>
          candidate.merchantId === key.merchantId &&
          candidate.environmentId === key.environmentId &&
          candidate.draftId === key.draftId,
      );
    if (!merchant) return err('NOT_FOUND', 'No such submitted merchant is tracked here.');
    const marks = rules.markRule(merchant, seen, isHandled, now());
    if (!marks.ok) return marks;
    const before = { handled: merchant.handled, unhandled: merchant.unhandled };
    const recorded = rules.recordKey(merchant);
    rules.withMarks(merchant, marks.value);
    if (!(await persist(merchant, recorded)).ok) {
      rules.withMarks(merchant, before);
      return err('STORAGE', 'The status could not be recorded on the application.');
    }
    return ok(copyMerchant(merchant));
  }

  async function adoptMarks(
    ...[offers, { recordOf, isDryRun = false }]: Parameters<StatusTracker['adoptMarks']>
  ): Promise<Result<number>> {
    const loaded = await ensureLoaded();
    if (!loaded.ok) return loaded;
    const known = merchantsByDraftId(book.merchants());
    let taken = 0;
    const changed: Array<{ merchant: TrackedMerchant; before: rules.MarkPatch; key: string }> = [];
    for (const { draftId, mark, fileLatest } of offers) {
      // Not tracked here yet (imported just now): its application's record, read a few at a time.
      let merchant = known.get(draftId);
      if (merchant === undefined) {
        const read = await recordOf(draftId);
        if (!read.ok) return read;
        if (read.value === undefined) continue;
        merchant = isDryRun ? read.value : (add([read.value]), read.value);
        known.set(draftId, merchant);
      }
      const verdict = rules.markVerdict(merchant, mark, fileLatest);
      if (verdict === 'no') continue;
      // Counted (the dry run's "would move out of Needs action") only where the agent sees it.
      if (verdict === 'taken') taken += 1;
      if (isDryRun) continue;
      const before = { handled: merchant.handled, unhandled: merchant.unhandled };
      changed.push({ merchant, before, key: rules.recordKey(merchant) });
      rules.withMarks(merchant, { handled: { ...mark }, unhandled: undefined });
    }
    let isWritten = true;
    for (const { merchant, before, key } of changed) {
      if ((await persist(merchant, key)).ok) continue;
      rules.withMarks(merchant, before);
      isWritten = false;
    }
    return isWritten ? ok(taken) : err('STORAGE', 'The handled marks could not all be recorded.');
  }

  return { markHandled, adoptMarks };
}
