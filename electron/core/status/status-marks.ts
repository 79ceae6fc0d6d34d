// The agent's handled marks over the runner's merchants (decisions 61, 64): its own mark in Needs
// action, and the marks another laptop's export brings, kept in status/marks.json (marks-file.ts).
// The rules are mark-rules.ts's (markRule, markVerdict); this carries them out on the merchants the runner
// (status-tracker.ts) holds and writes each changed merchant to its draft through the runner's
// `persist` (the marks file, status/marks.json), putting the marks back where it was not written.
import { err, ok, type Result } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { Logger } from '../ports';
import { createMarksFile } from './marks-file';
import { copyMerchant } from '../drafts/merchant-record';
import * as rules from './mark-rules';
import { merchantsByDraftId, type MerchantKey } from './status-state';
import type { StatusTracker } from './status-tracker-api';

/** What of the runner the marks use: its merchants, and its one way of writing one. */
export interface MarkBook {
  ensureLoaded(): Promise<Result<void>>;
  merchants(): readonly TrackedMerchant[];
  add(found: readonly TrackedMerchant[]): void;
  now(): number;
}

export interface MarksKeeper extends Pick<StatusTracker, 'markHandled' | 'adoptMarks'> {
  /**
   * Puts the stored marks on `merchants` (read from their drafts), writing the file when an
   * earlier version's status file brought marks it lacks. STORAGE: unreadable now.
   */
  put(merchants: readonly TrackedMerchant[]): Promise<Result<void>>;
  /** Writes the marks file from the merchants' marks now; true once done. */
  save(): Promise<boolean>;
}

export function createMarks(dir: string, logger: Logger, book: MarkBook): MarksKeeper {
  const { ensureLoaded, add, now } = book;
  const file = createMarksFile(dir, logger, now);
  const saveMarks = () => file.save(book.merchants);
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
    rules.withMarks(merchant, marks.value);
    if (!(await saveMarks())) {
      rules.withMarks(merchant, before);
      return err('STORAGE', 'The handled marks could not be written.');
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
    const changed: Array<{ merchant: TrackedMerchant; before: rules.MarkPatch }> = [];
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
      changed.push({ merchant, before });
      rules.withMarks(merchant, { handled: { ...mark }, unhandled: undefined });
    }
    const set = new Set(changed.map(({ merchant }) => merchant.handled));
    // Every mark taken, in one write of the marks file (an import brings thousands).
    if (changed.length === 0 || (await saveMarks())) return ok(taken);
    // Undone only where the mark is still the one taken here: what changed meanwhile stays.
    for (const { merchant, before } of changed)
      if (set.has(merchant.handled)) rules.withMarks(merchant, before);
    return err('STORAGE', 'The handled marks could not be written.');
  }

  return {
    markHandled,
    adoptMarks,
    save: saveMarks,
    async put(merchants) {
      const stored = await file.load();
      if (!stored.ok && stored.error.code !== 'CORRUPT') return stored;
      // Marks the file lacks come from an earlier version's status file, folded in by loadAll.
      const isMissing = rules.withStoredMarks(merchants, stored.ok ? stored.value : new Map());
      if (isMissing) await file.save(() => merchants);
      return ok(undefined);
    },
  };
}
