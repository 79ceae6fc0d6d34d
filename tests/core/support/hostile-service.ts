// A boarding service that misbehaves on purpose, on 127.0.0.1: a real HTTP server whose every
// answer the test scripts (huge, endless, slow, redirecting, malformed, cut off, odd statuses,
// bytes that are not HTTP at all).
// It can stand in front of the sandbox (`upstream`): requests are then forwarded unchanged and
// the sandbox's answer is relayed, or replaced after the sandbox has answered (it stored the
// merchant, the client sees something else). It counts every request, so tests can assert that a
// POST was never repeated, and every byte it sent, so they can assert an endless answer was cut
// off by the client. An endless answer stops by itself after `endlessLimitBytes`, or when the
// client hangs up, or at close(): nothing a test starts can outlive it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Fetch } from '../../../electron/core/ports';

export type Behaviour =
  /** A plain answer. */
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** `bytes` of padding inside a JSON string; with its Content-Length, or chunked. */
  | { kind: 'huge'; status?: number; bytes: number; isLengthDeclared?: boolean }
  /** A chunked answer that never ends on its own (up to the server's own limit). */
  | { kind: 'endless'; status?: number }
  /** Headers at once, then the body one byte every `intervalMs`. */
  | { kind: 'slow'; status?: number; body: string; intervalMs: number }
  | { kind: 'redirect'; status: number; location: string }
  /** Declares `body` plus `missingBytes` more, sends `body`, then drops the connection. */
  | { kind: 'truncated'; status?: number; body: string; missingBytes: number }
  /** Bytes written straight to the socket, which then closes: not HTTP, or an HTTP oddity. */
  | { kind: 'raw'; bytes: string }
  /** Relays the upstream's answer unchanged (needs `upstream`). */
  | { kind: 'forward' }
  /** Forwards to the upstream, lets it answer in full, then answers `then` instead. */
  | { kind: 'forward-then'; then: Exclude<Behaviour, { kind: 'forward' | 'forward-then' }> };

export interface SeenRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface HostileServiceOptions {
  /** The real service behind it (a sandbox URL), for 'forward' and 'forward-then'. */
  upstream?: string;
  /** Where an endless answer stops by itself. Default 1 GiB. */
  endlessLimitBytes?: number;
}

export interface HostileService {
  url: string;
  /** Chooses each request's answer; the default answers 404. */
  answer(script: (request: SeenRequest) => Behaviour): void;
  readonly requests: readonly SeenRequest[];
  /** How many requests had this method and a path (without query) ending in `pathEnd`. */
  count(method: string, pathEnd: string): number;
  /** Body bytes written for the last answer (all of it, for an endless one). */
  readonly lastBodyBytes: number;
  /**
   * Whether the last answer's connection closed before its body ended. Either side may have
   * closed it: for 'huge' and 'endless' the server only stops early at close() or (endless) at
   * `endlessLimitBytes`, so below those it was the client that hung up.
   */
  readonly wasCutByClient: boolean;
  /**
   * A fetch that sends every request to this server, whatever host it names: the request is
   * signed for the address it names (the upstream's), and only the origin is swapped, so its
   * Host header names this server; 'forward' sets the upstream's Host again before relaying.
   */
  fetch: Fetch;
  close(): Promise<void>;
}

const chunk = Buffer.alloc(64 * 1024, 'a');

export async function startHostileService(
  options: HostileServiceOptions = {},
): Promise<HostileService> {
  const endlessLimit = options.endlessLimitBytes ?? 1024 * 1024 * 1024;
  const requests: SeenRequest[] = [];
  let script: (request: SeenRequest) => Behaviour = () => ({ kind: 'status', status: 404 });
  let lastBodyBytes = 0;
  let wasCutByClient = false;
  let isClosing = false;

  /** Writes `total` bytes of padding with backpressure; stops when the client hangs up. */
  async function pad(res: http.ServerResponse, total: number): Promise<void> {
    let sent = 0;
    while (sent < total && !isClosing && !res.destroyed) {
      const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += piece.length;
      lastBodyBytes += piece.length;
      if (!res.write(piece)) await drained(res);
    }
  }

  async function play(
    behaviour: Exclude<Behaviour, { kind: 'forward' | 'forward-then' }>,
    res: http.ServerResponse,
  ): Promise<void> {
    lastBodyBytes = 0;
    wasCutByClient = false;
    // Closed before the end by either side (see `wasCutByClient`).
    res.on('close', () => {
      if (!res.writableFinished) wasCutByClient = true;
    });
    switch (behaviour.kind) {
      case 'raw':
        lastBodyBytes = Buffer.byteLength(behaviour.bytes);
        res.socket?.end(behaviour.bytes);
        return;
      case 'status': {
        res.writeHead(behaviour.status, behaviour.headers ?? {});
        lastBodyBytes = Buffer.byteLength(behaviour.body ?? '');
        res.end(behaviour.body ?? '');
        return;
      }
      case 'redirect':
        res.writeHead(behaviour.status, { Location: behaviour.location });
        res.end();
        return;
      case 'huge': {
        const open = '{"id":1,"padding":"';
        const close = '"}';
        const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
        if (behaviour.isLengthDeclared)
          headers['Content-Length'] = open.length + behaviour.bytes + close.length;
        res.writeHead(behaviour.status ?? 200, headers);
        res.write(open);
        await pad(res, behaviour.bytes);
        res.end(close);
        return;
      }
      case 'endless':
        res.writeHead(behaviour.status ?? 200, { 'Content-Type': 'application/json' });
        res.write('{"padding":"');
        await pad(res, endlessLimit);
        res.destroy(); // never a proper end: the limit only keeps the test bounded
        return;
      case 'slow': {
        res.writeHead(behaviour.status ?? 200, { 'Content-Type': 'application/json' });
        for (const byte of behaviour.body) {
          if (isClosing || res.destroyed) return;
          res.write(byte);
          lastBodyBytes += 1;
          await new Promise((resolve) => setTimeout(resolve, behaviour.intervalMs));
        }
        res.end();
        return;
      }
      case 'truncated': {
        const length = Buffer.byteLength(behaviour.body) + behaviour.missingBytes;
        res.writeHead(behaviour.status ?? 200, {
          'Content-Type': 'application/json',
          'Content-Length': length,
        });
        res.write(behaviour.body);
        lastBodyBytes = Buffer.byteLength(behaviour.body);
        // Let the bytes leave before the connection drops.
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
    }
  }

  function forward(
    request: SeenRequest,
    res: http.ServerResponse,
    then: Extract<Behaviour, { kind: 'forward-then' }>['then'] | undefined,
  ): void {
    if (options.upstream === undefined) {
      res.writeHead(500);
      res.end('no upstream');
      return;
    }
    const upstream = new URL(options.upstream);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        if (then !== undefined) {
          answer.resume();
          answer.on('end', () => void play(then, res));
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    forwarded.end(request.body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (data: Buffer) => chunks.push(data));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const behaviour = script(request);
      if (behaviour.kind === 'forward') forward(request, res, undefined);
      else if (behaviour.kind === 'forward-then') forward(request, res, behaviour.then);
      else void play(behaviour, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    answer(next) {
      script = next;
    },
    requests,
    count(method, pathEnd) {
      return requests.filter(
        (request) => request.method === method && request.url.split('?')[0]!.endsWith(pathEnd),
      ).length;
    },
    get lastBodyBytes() {
      return lastBodyBytes;
    },
    get wasCutByClient() {
      return wasCutByClient;
    },
    fetch: (input, init) => {
      const target = new URL(String(input instanceof Request ? input.url : input));
      return fetch(`${url}${target.pathname}${target.search}`, init);
    },
    async close() {
      isClosing = true;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Resolves when `res` can take more, or has closed; leaves no listener behind. */
export function drained(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
