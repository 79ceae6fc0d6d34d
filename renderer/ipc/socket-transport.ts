// Browser mode's transport: the same contract as window.boarding, carried over one same-origin
// WebSocket to the loopback host (electron/browser/ipc-socket.ts, decisions 62). Calls and events
// share it, in order, as over Electron's IPC; a call costs a message each way instead of an HTTP
// request (about 4 ms less in Chromium), and an event sent after a call's answer can never be lost
// to a stream that was not yet connected. The session cookie is HttpOnly, so this code never sees
// the secret; the CSP allows connect-src 'self' (which covers ws: to the same host) and nothing
// else.
import type { BridgeTransport } from '../../shared/ipc/bridge-types';
import type { EventName } from '../../shared/ipc/channels';
import {
  maxSocketMessageBytes,
  socketPath,
  type SocketMessage,
} from '../../shared/ipc/socket-protocol';
import type { AppError } from '../../shared/result';

/** A failed Result, written out here: importing shared/result's `err` would pull zod into the
 * first chunk the app loads, for two object literals. */
function err(code: AppError['code'], message: string): { ok: false; error: AppError } {
  return { ok: false, error: { code, message } };
}

const notRunning = () =>
  err('OFFLINE', 'Boarding Desk is not running any more. Start it again, then reload this page.');

function isResult(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === 'boolean'
  );
}

/** UTF-8 length without encoding, unless it could be near the limit. */
function isTooLarge(text: string): boolean {
  if (text.length * 3 <= maxSocketMessageBytes) return false;
  return new TextEncoder().encode(text).length > maxSocketMessageBytes;
}

/** While events are wanted and the socket is gone, try again after 1, 2, 4 ... at most 30 s. */
const retryMs = { first: 1000, most: 30_000 };
/**
 * A socket that stayed open this long was a working connection: the next drop starts the delays
 * again from the first. One dropped sooner keeps them growing, so a host that takes each socket
 * and drops it (each reopen reads every query again, decisions 67) is asked ever less often.
 */
const stableMs = 10_000;

/** The page's own host: `ws://127.0.0.1:<port>/ipc`. */
export function socketUrl(page: { protocol: string; host: string }): string {
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}${socketPath}`;
}

export function createSocketTransport(url: string): BridgeTransport {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket | null> | null = null;
  let nextId = 1;
  let retryDelay = retryMs.first;
  /** When the current socket opened (Date.now()); undefined while none is open. */
  let openedAt: number | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, (result: unknown) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  /** A socket has been open before: the next one to open is a reopen (decisions 67). */
  let hasOpened = false;
  const reconnectListeners = new Set<() => void>();

  function receive(data: unknown): void {
    let message: SocketMessage;
    try {
      message = JSON.parse(String(data)) as SocketMessage;
    } catch {
      return; // Not ours to read; the next state change brings fresh data.
    }
    if ('id' in message) {
      const answer = pending.get(message.id);
      pending.delete(message.id);
      answer?.(
        isResult(message.result)
          ? message.result
          : err('INTERNAL', 'Boarding Desk answered in an unexpected way.'),
      );
    } else if (typeof message.event === 'string') {
      for (const listener of [...(listeners.get(message.event) ?? [])]) {
        try {
          listener(message.payload);
        } catch {
          // One listener's failure must not keep the event from the others.
        }
      }
    }
  }

  function open(): Promise<WebSocket | null> {
    if (socket !== null) return Promise.resolve(socket);
    opening ??= new Promise((resolve) => {
      const next = new WebSocket(url);
      next.addEventListener('open', () => {
        socket = next;
        opening = null;
        openedAt = Date.now();
        resolve(next);
        // Events the host sent while no socket was open went nowhere: whoever shows what they
        // would have changed reads it again now, over this socket (decisions 67).
        const isReopen = hasOpened;
        hasOpened = true;
        if (!isReopen) return;
        for (const listener of [...reconnectListeners]) {
          try {
            listener();
          } catch {
            // One listener's failure must not keep the notice from the others.
          }
        }
      });
      next.addEventListener('message', (message) => receive(message.data));
      // A refused or broken connection: its close follows, and the close answers everything.
      next.addEventListener('error', () => undefined);
      next.addEventListener('close', () => {
        if (socket === next) socket = null;
        opening = null;
        resolve(null);
        // Every call still waiting was sent on this socket: none of them will be answered now.
        for (const answer of pending.values()) answer(notRunning());
        pending.clear();
        if (openedAt !== undefined && Date.now() - openedAt >= stableMs) retryDelay = retryMs.first;
        openedAt = undefined;
        if (listeners.size > 0 && retryTimer === undefined) {
          retryTimer = setTimeout(() => {
            retryTimer = undefined;
            void open();
          }, retryDelay);
          retryDelay = Math.min(retryDelay * 2, retryMs.most);
        }
      });
    });
    return opening;
  }

  return {
    async invoke(channel, request) {
      const id = nextId++;
      let text: string;
      try {
        text = JSON.stringify(request === undefined ? { id, channel } : { id, channel, request });
      } catch {
        return err('BAD_REQUEST', 'The request could not be sent.'); // a cycle, a BigInt
      }
      if (isTooLarge(text)) return err('BAD_REQUEST', 'Request too large.');
      const ready = await open();
      if (ready === null) return notRunning();
      return new Promise((resolve) => {
        pending.set(id, resolve);
        ready.send(text);
      });
    },
    subscribe(event: EventName, listener) {
      let current = listeners.get(event);
      if (current === undefined) listeners.set(event, (current = new Set()));
      current.add(listener);
      void open(); // events flow as soon as the socket is open, whether or not a call was made
      return () => {
        current.delete(listener);
        if (current.size === 0) listeners.delete(event);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
  };
}
