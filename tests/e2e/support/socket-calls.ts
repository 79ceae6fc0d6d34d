// The contract calls a page makes on its WebSocket (decisions 62), for tests that count them.
// Playwright reports a socket's frames only to a listener attached before the socket opens, so
// `recordSocketCalls` runs before the page is opened and keeps every call's channel, in order.
import type { Page } from '@playwright/test';

const recorded = new WeakMap<Page, string[]>();

export function recordSocketCalls(page: Page): void {
  const calls: string[] = [];
  recorded.set(page, calls);
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      try {
        const call = JSON.parse(String(payload)) as { channel?: unknown };
        if (typeof call.channel === 'string') calls.push(call.channel);
      } catch {
        // Not a call: nothing to count.
      }
    });
  });
}

/** The channels the page calls from now on, in order (a live view). */
export function callsFromNow(page: Page): { readonly channels: string[] } {
  const calls = recorded.get(page);
  if (calls === undefined)
    throw new Error('recordSocketCalls(page) was not run before the page opened');
  const start = calls.length;
  return {
    get channels() {
      return calls.slice(start);
    },
  };
}
