// What "Drafts" counts: applications still being worked on. A submitted one is the merchant's
// now and is counted in Submitted (one state per application); the trash is not counted.
import type { DraftCounts } from './draft-counts-schema';

export function unfinishedCount(counts: Pick<DraftCounts, 'total' | 'byLifecycle'>): number {
  return counts.total - (counts.byLifecycle.submitted ?? 0);
}
