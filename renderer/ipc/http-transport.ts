// Browser mode's transport: the same contract as window.boarding, carried over
// same-origin HTTP to the loopback host (electron/browser/host.ts). POST /ipc/<channel> with the
// request as JSON; events arrive as server-sent events from /events. The session cookie is
// HttpOnly, so this code never sees the secret; the CSP allows connect-src 'self' and nothing else.
import type { BridgeTransport } from '../../shared/ipc/bridge-types';
import type { AppError } from '../../shared/result';

/** A failed Result, written out here: importing shared/result's `err` would pull zod into the
 * first chunk the app loads, for two object literals. */
function err(code: AppError['code'], message: string): { ok: false; error: AppError } {
  return { ok: false, error: { code, message } };
}

function isResult(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === 'boolean'
  );
}

export function createHttpTransport(): BridgeTransport {
  let source: EventSource | null = null;
  let listenerCount = 0;

  return {
    async invoke(channel, request) {
      let response: Response;
      try {
        response = await fetch(`/ipc/${encodeURIComponent(channel)}`, {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          headers: request === undefined ? {} : { 'Content-Type': 'application/json' },
          body: request === undefined ? undefined : JSON.stringify(request),
        });
      } catch {
        return err(
          'OFFLINE',
          'Boarding Desk is not running any more. Start it again, then reload this page.',
        );
      }
      const body: unknown = await response.json().catch(() => null);
      if (isResult(body)) return body;
      return err(
        'INTERNAL',
        `Boarding Desk answered in an unexpected way (HTTP ${response.status}).`,
      );
    },
    subscribe(event, listener) {
      // One EventSource for all listeners, opened on first use and closed with the last one.
      source ??= new EventSource('/events');
      const current = source;
      const onMessage = (message: MessageEvent<string>) => {
        try {
          listener(JSON.parse(message.data) as unknown);
        } catch {
          // A malformed event is dropped; the next state change brings fresh data.
        }
      };
      current.addEventListener(event, onMessage);
      listenerCount += 1;
      return () => {
        current.removeEventListener(event, onMessage);
        listenerCount -= 1;
        if (listenerCount === 0 && source === current) {
          current.close();
          source = null;
        }
      };
    },
  };
}
