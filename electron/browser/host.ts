// Browser mode's host: a loopback HTTP server that serves the built
// renderer and answers the IPC contract through the same dispatcher as Electron's main process.
// 127.0.0.1 only. A per-launch launch token (single use) trades for an HttpOnly SameSite=Strict
// session cookie; every other request must carry that cookie plus our Host (and, on POST, our
// Origin): see request-guard.ts. Routes: GET /launch; the page's WebSocket at /ipc (calls and
// events, ipc-socket.ts, decisions 62); POST /ipc/<channel> (one call, for tools and tests); GET
// anything else = a static file of the renderer.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { maxSocketMessageBytes, socketPath } from '../../shared/ipc/socket-protocol';
import { err } from '../../shared/result';
import { rendererCsp } from '../core/app/csp';
import { resolveStaticFile } from '../core/app/static-files';
import { createDispatcher } from '../core/ipc/dispatch';
import type { EventHub } from '../core/ipc/event-hub';
import type { Handlers } from '../core/ipc/handlers';
import type { Logger } from '../core/ports';
import { createIpcSockets } from './ipc-socket';
import {
  checkBrowserSender,
  checkHost,
  secretsEqual,
  type BrowserSender,
  type GuardConfig,
} from './request-guard';
import { readJsonBody } from './read-body';
import { sendBody, sendJson as sendJsonBody } from '../../node/http-respond';

export interface BrowserHostOptions {
  rendererDir: string;
  handlers: Handlers;
  eventHub: EventHub;
  logger: Logger;
  /** 0 (default) picks a free port. */
  port?: number;
  maxBodyBytes?: number;
}

export interface BrowserHost {
  port: number;
  origin: string;
  /** `http://127.0.0.1:<port>/launch?token=<secret>`: works once. */
  launchUrl: string;
  close(): Promise<void>;
}

/** One POST's body or one socket message; the page checks the same limit before it sends. */
export const defaultMaxBodyBytes = maxSocketMessageBytes;

const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': rendererCsp('browser'),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer', // the launch URL's token never leaks through Referer
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { logger } = options;
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  let launchToken: string | null = randomBytes(32).toString('hex');
  const guard: GuardConfig = {
    port: 0,
    cookieName: '',
    sessionSecret: randomBytes(32).toString('hex'),
  };
  const dispatch = createDispatcher<BrowserSender>({
    handlers: options.handlers,
    isTrustedSender: (sender) => checkBrowserSender(sender, guard).ok,
    logger,
  });
  const sockets = createIpcSockets({ dispatch, maxMessageBytes: maxBodyBytes, logger });
  const unsubscribe = options.eventHub.subscribe((event, payload) => sockets.send(event, payload));

  function send(response: ServerResponse, status: number, body: string): void {
    sendBody(response, status, body, 'text/plain; charset=utf-8', securityHeaders);
  }
  function sendJson(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    sendJsonBody(response, status, body, { ...securityHeaders, ...headers });
  }

  function handleLaunch(url: URL, response: ServerResponse): void {
    const token = url.searchParams.get('token') ?? '';
    if (launchToken === null || !secretsEqual(token, launchToken)) {
      logger.warn('browser host: launch link refused (used before or wrong)');
      send(
        response,
        403,
        'This launch link is not valid or was already used. Start Boarding Desk again for a new one.',
      );
      return;
    }
    launchToken = null; // single use: a copy in history or a log is worthless afterwards
    response.writeHead(303, {
      ...securityHeaders,
      'Set-Cookie': `${guard.cookieName}=${guard.sessionSecret}; HttpOnly; SameSite=Strict; Path=/`,
      Location: '/',
    });
    response.end();
  }

  async function handleIpc(
    channel: string,
    request: IncomingMessage,
    response: ServerResponse,
    sender: BrowserSender,
  ) {
    const body = await readJsonBody(request, maxBodyBytes);
    if (!body.ok) {
      if (body.status === 413) response.setHeader('Connection', 'close');
      sendJson(response, body.status, err('BAD_REQUEST', body.message));
      return;
    }
    const started = performance.now();
    const result = await dispatch(channel, body.value, sender);
    // Server-Timing (W3C): how long the core took, so devtools and the editor bench can tell the
    // core's share of a round trip from the browser's own fetch overhead. A duration only.
    const took = `dispatch;dur=${(performance.now() - started).toFixed(2)}`;
    sendJson(response, !result.ok && result.error.code === 'FORBIDDEN' ? 403 : 200, result, {
      'Server-Timing': took,
    });
  }

  function handleStatic(url: URL, response: ServerResponse): void {
    const file = resolveStaticFile(options.rendererDir, url.pathname);
    if (file === null) {
      send(response, 404, 'Not found');
      return;
    }
    response.writeHead(200, { ...securityHeaders, 'Content-Type': file.contentType });
    createReadStream(file.filePath)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const rawUrl = request.url ?? '';
    const host = request.headers.host;
    // Origin-form only ("/path"): an absolute-form or "//host" target must not pick the URL's host.
    if (!rawUrl.startsWith('/') || !checkHost(host, guard.port)) {
      send(response, 403, 'Forbidden');
      return;
    }
    const url = new URL(`http://${host}${rawUrl}`);
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/launch') return handleLaunch(url, response);

    const sender: BrowserSender = {
      method,
      host,
      origin: request.headers.origin,
      cookie: request.headers.cookie,
    };
    const verdict = checkBrowserSender(sender, guard);
    if (!verdict.ok) {
      logger.warn('browser host: request refused', {
        reason: verdict.reason,
        path: url.pathname.slice(0, 100),
      });
      const isPage = method === 'GET' && (url.pathname === '/' || url.pathname === '/index.html');
      if (isPage && verdict.reason === 'cookie') {
        send(
          response,
          401,
          'Open Boarding Desk with the launch link printed where it was started.',
        );
      } else if (url.pathname.startsWith('/ipc/')) {
        sendJson(response, 403, err('FORBIDDEN', 'This request did not come from Boarding Desk.'));
      } else {
        send(response, 403, 'Forbidden');
      }
      return;
    }
    if (url.pathname.startsWith('/ipc/')) {
      if (method !== 'POST') return send(response, 405, 'Method not allowed');
      return handleIpc(safeDecode(url.pathname.slice('/ipc/'.length)), request, response, sender);
    }
    if (method !== 'GET' && method !== 'HEAD') return send(response, 405, 'Method not allowed');
    return handleStatic(url, response);
  }

  /** A WebSocket upgrade: only to /ipc, only past the same guard, with Origin required. */
  // Upgraded connections leave the server's own count (closeAllConnections does not reach them):
  // each is kept here until it closes, so close() never waits on one a client holds open.
  const upgraded = new Set<Duplex>();

  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const rawUrl = request.url ?? '';
    const host = request.headers.host;
    const sender: BrowserSender = {
      method: 'UPGRADE',
      host,
      origin: request.headers.origin,
      cookie: request.headers.cookie,
    };
    const verdict = checkBrowserSender(sender, guard);
    const isSocketRequest =
      request.method === 'GET' && request.headers.upgrade?.toLowerCase() === 'websocket';
    if (rawUrl !== socketPath || !isSocketRequest || !verdict.ok) {
      logger.warn('browser host: socket refused', {
        reason: verdict.ok ? 'path' : verdict.reason,
        // The path only: a query (a launch token sent here by mistake) never reaches the log.
        path: rawUrl.split('?')[0]?.slice(0, 100),
      });
      refuseUpgrade(socket, verdict.ok ? 404 : 403);
      return;
    }
    sockets.accept(request, socket, head, sender);
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      logger.error('browser host: request failed', { error });
      if (response.headersSent) response.destroy();
      // An IPC call is answered with a Result whatever happened (conventions 4), a page with text.
      else if (request.url?.startsWith('/ipc/'))
        sendJson(response, 500, err('INTERNAL', 'Something went wrong. Please try again.'));
      else send(response, 500, 'Internal error');
    });
  });
  server.on('upgrade', upgrade);
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  guard.port = port;
  // Cookies are scoped by host, not port: the port in the name keeps two instances apart.
  guard.cookieName = `boarding_session_${port}`;
  const origin = `http://127.0.0.1:${port}`;
  logger.info('browser host listening', { origin });

  return {
    port,
    origin,
    launchUrl: `${origin}/launch?token=${launchToken}`,
    async close() {
      unsubscribe();
      sockets.closeAll();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A malformed escape leaves the name as sent: the dispatcher then answers "unknown request type". */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Answers a refused upgrade in plain HTTP and hangs up, whether or not the client does: nothing
 * of the request is echoed. */
function refuseUpgrade(socket: Duplex, status: number): void {
  const body = status === 404 ? 'Not found' : 'Forbidden';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
