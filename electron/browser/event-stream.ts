// Server-sent events for browser mode: the HTTP stand-in for webContents.send. One stream per open
// tab at GET /events; each contract event is written as `event: <name>` + one JSON `data:` line.
// A comment line every 25 s keeps proxies and idle timers from closing the stream.
import type { ServerResponse } from 'node:http';
import type { EventName } from '../../shared/ipc/channels';

const heartbeatMs = 25_000;

export interface EventStreams {
  open(response: ServerResponse): void;
  send(event: EventName, payload: unknown): void;
  closeAll(): void;
  readonly size: number;
}

export function createEventStreams(headers: Record<string, string>): EventStreams {
  const clients = new Set<ServerResponse>();
  let heartbeat: NodeJS.Timeout | undefined;

  function write(text: string): void {
    for (const client of clients) client.write(text);
  }
  function updateHeartbeat(): void {
    if (clients.size > 0 && heartbeat === undefined) {
      heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
      heartbeat.unref();
    } else if (clients.size === 0 && heartbeat !== undefined) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  return {
    open(response) {
      response.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      response.write(': connected\n\n');
      clients.add(response);
      updateHeartbeat();
      response.on('close', () => {
        clients.delete(response);
        updateHeartbeat();
      });
    },
    send(event, payload) {
      // JSON.stringify never emits a raw newline, so one data: line always holds the whole payload.
      write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
    },
    closeAll() {
      for (const client of clients) client.end();
      clients.clear();
      updateHeartbeat();
    },
    get size() {
      return clients.size;
    },
  };
}
