// A Chromium performance trace read back whole: the Tracing domain's events as the benches' trace
// tools read them (editor-trace.ts, editor-ab.ts, workspace-trace.ts).
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
