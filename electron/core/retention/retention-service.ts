// Retention (decisions 44): the count of what is on this laptop, what is past its period, and
// the acting. Submitted applications past `retentionDays` are reduced (retention-rules.ts); the
// trash is emptied of applications there for over 30 days. Settings announces both as soon as
// they are due; the app acts by itself at start and daily only on items announced for
// `noticeDays`, and the agent may act at once from Settings.
import type { DraftStore } from '../drafts/draft-store-api';
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

export interface RetentionOptions {
  drafts: () => Promise<Result<DraftStore>>;
  retentionDays: () => number;
  now: () => Date;
  logger: Logger;
}

interface Due {
  id: string;
  dueAt: number;
}

interface Survey {
  state: RetentionState;
  toReduce: Due[];
  toPurge: Due[];
}

async function survey(drafts: DraftStore, options: RetentionOptions): Promise<Result<Survey>> {
  const now = options.now().getTime();
  const retentionDays = options.retentionDays();
  const live = await drafts.list({ limit: 10_000 });
  const trash = await drafts.list({ limit: 10_000, trashed: true });
  if (!live.ok) return live;
  if (!trash.ok) return trash;
  const toReduce: Due[] = [];
  let submitted = 0;
  let withNumbers = 0;
  for (const item of [...live.value.items, ...trash.value.items]) {
    if (item.lifecycle !== 'submitted') continue;
    submitted += 1;
    const draft = await drafts.get(item.id);
    if (!draft.ok || draft.value.strippedAt !== undefined) continue;
    withNumbers += 1;
    const dueAt = reduceDueAt(draft.value, retentionDays);
    if (dueAt <= now) toReduce.push({ id: item.id, dueAt });
  }
  const toPurge: Due[] = trash.value.items
    .map((item) => ({ id: item.id, dueAt: purgeDueAt(item.trashedAt ?? item.updatedAt) }))
    .filter((item) => item.dueAt <= now);
  const earliest = Math.min(...[...toReduce, ...toPurge].map((item) => item.dueAt));
  return ok({
    toReduce,
    toPurge,
    state: {
      retentionDays,
      trashDays: defaultTrashDays,
      noticeDays,
      onThisLaptop: {
        applications: live.value.total + trash.value.total,
        submitted,
        submittedWithNumbers: withNumbers,
        inTrash: trash.value.total,
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
    const isActed = (item: Due) => which === 'all-due' || actsAt(item.dueAt) <= now.getTime();
    let reduced = 0;
    let purged = 0;
    for (const item of surveyed.value.toReduce.filter(isActed)) {
      const result = await drafts.redactSubmitted(item.id, (draft) => reduceSubmitted(draft, now));
      if (result.ok) reduced += 1;
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
