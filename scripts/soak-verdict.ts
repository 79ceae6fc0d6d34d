// Whether a soak run passed (decisions 9, 10: an application reaches the service exactly once).
// The sandbox dedupes by referenceId, so a second merchant can never show at the sandbox: a resend
// shows instead as a 409 or as any POST for a referenceId after it was answered 201. Either fails
// the run, as do a duplicate and a lost application.

export interface PostEvent {
  referenceId: string;
  event: 'post' | 'answer' | 'no-answer';
  status?: number;
}

/** POSTs sent for a referenceId after the service had answered one of them 201, in file order. */
export function postsAfterCreated(events: readonly PostEvent[]): number {
  const created = new Set<string>();
  let after = 0;
  for (const event of events) {
    if (event.event === 'post' && created.has(event.referenceId)) after += 1;
    if (event.event === 'answer' && event.status === 201) created.add(event.referenceId);
  }
  return after;
}

export function isSoakPassed(figures: {
  duplicates: number;
  lost: number;
  answered409: number;
  postsAfterCreated: number;
}): boolean {
  return (
    figures.duplicates === 0 &&
    figures.lost === 0 &&
    figures.answered409 === 0 &&
    figures.postsAfterCreated === 0
  );
}
