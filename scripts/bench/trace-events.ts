// A Chromium performance trace read back whole, and one thread's self time by event in it: the
// Tracing domain's events as the benches' trace tools read them (editor-trace.ts, editor-ab.ts,
// workspace-trace.ts).
import { type CDPSession } from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string; url?: string; documentLoaderURL?: string } };
}

/** Ends the trace started on `cdp` and resolves with all its events once Chromium has sent them. */
export async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => {
    events.push(...(chunk.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

export interface SelfTime {
  /** Microseconds spent in events of this key, less the events nested in them. */
  self: number;
  count: number;
}

/**
 * Self time by key of one thread's complete events, nested by their spans: the events that start
 * in [fromUs, untilUs), each cut off at `untilUs`. `topLevel` is the time of the outermost ones,
 * the thread's busy time in that span (microseconds).
 */
export function threadSelfTimes(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
  keyOf: (event: TraceEvent) => string,
  fromUs = Number.NEGATIVE_INFINITY,
  untilUs = Number.POSITIVE_INFINITY,
): { totals: Map<string, SelfTime>; topLevel: number } {
  const onThread = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ts >= fromUs &&
        event.ts < untilUs,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, SelfTime>();
  const stack: { end: number; key: string; child: number; dur: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!;
      const entry = totals.get(done.key) ?? { self: 0, count: 0 };
      entry.self += done.dur - done.child;
      entry.count += 1;
      totals.set(done.key, entry);
    }
  };
  let topLevel = 0;
  for (const event of onThread) {
    close(event.ts);
    const end = Math.min(event.ts + (event.dur ?? 0), untilUs);
    const dur = end - event.ts;
    if (stack.length > 0) stack.at(-1)!.child += dur;
    else topLevel += dur;
    stack.push({ end, key: keyOf(event), child: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  return { totals, topLevel };
}
