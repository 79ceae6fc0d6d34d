// Retention (decisions 44): the count of what is on this laptop, what is past its period, and
// the acting. Submitted applications past `retentionDays` are reduced (retention-rules.ts); the
// trash is emptied of applications there for over `trashDays` (30 unless the organisation sets
// it, decisions 84). Settings announces both as soon as they are due, and the first announcement
// of each is recorded (retention-notices.ts); the app
// acts by itself at start and daily only on items first announced `noticeDays` ago or more, and
// the agent may act at once from Settings.
import type { DraftSummary } from '../../../shared/drafts/draft-schema';
import type { DraftStore } from '../drafts/draft-store-api';
import { listAllDrafts } from '../drafts/list-all-drafts';
import type { RetentionState } from '../../../shared/retention/retention-schema';
import { ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import {
  actsAt,
  defaultTrashDays,
  noticeDays,
  purgeDueAt,
  reduceDueAt,
  reduceSubmitted,
} from './retention-rules';
import type { Notices, RetentionNotices } from './retention-notices';

export interface RetentionOptions {
  drafts: () => Promise<Result<DraftStore>>;
  retentionDays: () => number;
  /** Days in the trash before an application goes for good; default 30 (decisions 44). */
  trashDays?: () => number;
  now: () => Date;
  logger: Logger;
  /** Where the first announcement of each due item is kept. */
  notices: RetentionNotices;
  /** Applications listed from the index at once; lower only in tests. */
  pageSize?: number;
  /**
   * Removes what an application holds beside its record once it is reduced: its documents
   * (decisions 48). Purged applications lose theirs through the draft store's purge.
   */
  onReduced?: (id: string) => Promise<void>;
}

interface Due {
  id: string;
  dueAt: number;
  /** When Settings first announced it (epoch ms); the week's notice counts from here. */
  announcedAt: number;
}

/** Every application in the live list or the trash, a page at a time, however many. */
function listAll(
  drafts: DraftStore,
  trashed: boolean,
  pageSize: number,
): Promise<Result<DraftSummary[]>> {
  return listAllDrafts(
    drafts,
    { sort: 'createdAt', direction: 'asc', ...(trashed ? { trashed: true } : {}) },
    pageSize,
  );
}

/**
 * Stamps each due item with its first announcement, recording now for one newly due; items no
 * longer due are forgotten. A notice that cannot be saved (a read-only folder) is logged: the
 * week then counts from the next announcement that is saved, later and never sooner.
 */
async function announce(
  options: RetentionOptions,
  now: number,
  due: { key: string; item: Omit<Due, 'announcedAt'> }[],
): Promise<Due[]> {
  const known = await options.notices.load();
  const next: Notices = new Map();
  const stamped = due.map(({ key, item }) => {
    const announcedAt = Math.min(known.get(key) ?? now, now);
    next.set(key, announcedAt);
    return { ...item, announcedAt };
  });
  const isSame = next.size === known.size && [...next].every(([key, at]) => known.get(key) === at);
  if (!isSame)
    await options.notices.save(next).catch((error: unknown) => {
      options.logger.warn('retention notices not saved', {
        code: (error as NodeJS.ErrnoException).code,
      });
    });
  return stamped;
}

interface Survey {
  state: RetentionState;
  toReduce: Due[];
  toPurge: Due[];
}

async function survey(drafts: DraftStore, options: RetentionOptions): Promise<Result<Survey>> {
  const now = options.now().getTime();
  const retentionDays = options.retentionDays();
  const trashDays = options.trashDays?.() ?? defaultTrashDays;
  const pageSize = options.pageSize ?? 10_000;
  const live = await listAll(drafts, false, pageSize);
  if (!live.ok) return live;
  const trash = await listAll(drafts, true, pageSize);
  if (!trash.ok) return trash;
  const dueToReduce: Omit<Due, 'announcedAt'>[] = [];
  let submitted = 0;
  let withNumbers = 0;
  for (const item of [...live.value, ...trash.value]) {
    if (item.lifecycle !== 'submitted') continue;
    submitted += 1;
    const draft = await drafts.get(item.id);
    if (!draft.ok || draft.value.strippedAt !== undefined) continue;
    withNumbers += 1;
    const dueAt = reduceDueAt(draft.value, retentionDays);
    if (dueAt <= now) dueToReduce.push({ id: item.id, dueAt });
  }
  const dueToPurge = trash.value
    .map((item) => ({
      id: item.id,
      dueAt: purgeDueAt(item.trashedAt ?? item.updatedAt, trashDays),
    }))
    .filter((item) => item.dueAt <= now);
  const stamped = await announce(options, now, [
    ...dueToReduce.map((item) => ({ key: `reduce:${item.id}`, item })),
    ...dueToPurge.map((item) => ({ key: `purge:${item.id}`, item })),
  ]);
  const toReduce = stamped.slice(0, dueToReduce.length);
  const toPurge = stamped.slice(dueToReduce.length);
  const earliest = Math.min(...stamped.map((item) => item.announcedAt));
  return ok({
    toReduce,
    toPurge,
    state: {
      retentionDays,
      trashDays,
      noticeDays,
      onThisLaptop: {
        applications: live.value.length + trash.value.length,
        submitted,
        submittedWithNumbers: withNumbers,
        inTrash: trash.value.length,
      },
      due: {
        submittedToReduce: toReduce.length,
        trashToEmpty: toPurge.length,
        actsFrom: Number.isFinite(earliest) ? new Date(actsAt(earliest)).toISOString() : null,
      },
    },
  });
}

export function createRetentionService(options: RetentionOptions) {
  async function apply(
    which: 'all-due' | 'announced',
  ): Promise<Result<{ reduced: number; purged: number }>> {
    const opened = await options.drafts();
    if (!opened.ok) return opened;
    const drafts = opened.value;
    const surveyed = await survey(drafts, options);
    if (!surveyed.ok) return surveyed;
    const now = options.now();
    const isActed = (item: Due) => which === 'all-due' || actsAt(item.announcedAt) <= now.getTime();
    let reduced = 0;
    let purged = 0;
    for (const item of surveyed.value.toReduce.filter(isActed)) {
      const result = await drafts.redactSubmitted(item.id, (draft) => reduceSubmitted(draft, now));
      if (!result.ok) continue;
      reduced += 1;
      // A failure here must not stop the rest of the run; what it left is swept later.
      await options.onReduced?.(item.id).catch((error: unknown) => {
        options.logger.warn('what a reduced application held beside it not removed', {
          code: (error as NodeJS.ErrnoException).code,
        });
      });
    }
    for (const item of surveyed.value.toPurge.filter(isActed)) {
      const result = await drafts.purge(item.id);
      if (result.ok) purged += 1;
    }
    if (reduced + purged > 0) options.logger.info('retention applied', { reduced, purged });
    return ok({ reduced, purged });
  }
  return {
    async state(): Promise<Result<RetentionState>> {
      const opened = await options.drafts();
      if (!opened.ok) return opened;
      const surveyed = await survey(opened.value, options);
      return surveyed.ok ? ok(surveyed.value.state) : surveyed;
    },
    /** The agent's "Apply now": everything due, announced or not. */
    applyNow: () => apply('all-due'),
    /** The app's own run (at start and daily): only what Settings announced for noticeDays. */
    applyAnnounced: () => apply('announced'),
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
