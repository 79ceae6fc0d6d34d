// Browser mode's one WebSocket per tab (decisions 62): the page's calls and the contract's events
// on one ordered connection, the HTTP stand-in for ipcRenderer.invoke and webContents.send. The
// upgrade is let in only after the same guard as every request (request-guard.ts: our Host, our
// Origin, which a browser always sends on a WebSocket, and the session cookie); each call then
// goes through the shared dispatcher, which checks that sender again and parses the request.
// `ws` is the WebSocket library Node's own ecosystem settled on (no dependencies); Node 20 has a
// client but no server.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { EventName } from '../../shared/ipc/channels';
import type { SocketCall } from '../../shared/ipc/socket-protocol';
import type { Dispatch } from '../core/ipc/dispatch';
import type { Logger } from '../core/ports';
import type { BrowserSender } from './request-guard';

export interface IpcSockets {
  /** Takes over an upgrade the host has already let through its guard. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer, sender: BrowserSender): void;
  send(event: EventName, payload: unknown): void;
  closeAll(): void;
  readonly size: number;
}

/** RFC 6455 section 7.4.1: 1003 a kind of data we do not take, 1007 data that does not parse. */
const unacceptableData = 1003;
const invalidPayload = 1007;

/** A call as sent, or null: an integer id and a channel name; the dispatcher judges the rest. */
export function parseCall(text: string): SocketCall | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, channel, request } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || (id as number) < 0 || typeof channel !== 'string') return null;
  return { id: id as number, channel, request };
}

export function createIpcSockets(options: {
  dispatch: Dispatch<BrowserSender>;
  maxMessageBytes: number;
  logger: Logger;
}): IpcSockets {
  const { dispatch, logger } = options;
  // No compression: loopback, and compressed frames would let a page make the host inflate much
  // more than the size limit checks.
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxMessageBytes,
    perMessageDeflate: false,
  });

  function serve(socket: WebSocket, sender: BrowserSender): void {
    // A protocol error (an oversized or malformed frame) closes the socket; it must not throw.
    socket.on('error', (error) => {
      logger.warn('browser host: socket closed on a bad frame', { code: errorCode(error) });
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        socket.close(unacceptableData, 'Send JSON text.');
        return;
      }
      const call = parseCall(rawText(data));
      if (call === null) {
        logger.warn('browser host: socket message refused (not a call)');
        socket.close(invalidPayload, 'Not a call.');
        return;
      }
      // The dispatcher answers every call with a Result, whatever happens in it (conventions 4).
      void dispatch(call.channel, call.request, sender).then((result) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ id: call.id, result }));
      });
    });
  }

  return {
    accept(request, socket, head, sender) {
      server.handleUpgrade(request, socket, head, (upgraded) => serve(upgraded, sender));
    },
    send(event, payload) {
      if (server.clients.size === 0) return;
      const text = JSON.stringify({ event, payload });
      for (const client of server.clients) if (client.readyState === client.OPEN) client.send(text);
    },
    closeAll() {
      for (const client of server.clients) client.terminate();
    },
    get size() {
      return server.clients.size;
    },
  };
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'unknown';
}
