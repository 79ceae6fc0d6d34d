// Splits what a request asked for into the pieces the router and the signature need.
import type { IncomingMessage } from 'node:http';
import type { SignedRequest } from '../oauth/verify-request';

export interface RequestTarget {
  method: string;
  host: string;
  path: string;
  query: string;
}

export function requestTarget(req: IncomingMessage): RequestTarget {
  const raw = req.url ?? '/';
  const mark = raw.indexOf('?');
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    host: req.headers.host ?? '',
    path: mark < 0 ? raw : raw.slice(0, mark),
    query: mark < 0 ? '' : raw.slice(mark + 1),
  };
}

export function signedRequest(
  req: IncomingMessage,
  target: RequestTarget,
  formBody?: string,
): SignedRequest {
  return {
    method: target.method,
    host: target.host,
    path: target.path,
    query: target.query,
    authorization: req.headers.authorization,
    ...(formBody === undefined ? {} : { formBody }),
  };
}

/**
 * The sandbox answers only to the names of loopback it is reached by. Checking Host defeats DNS
 * rebinding: a web page whose domain resolves to 127.0.0.1 still sends its own name as Host.
 */
export function isLoopbackHost(host: string, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}` || host === `[::1]:${port}`;
}
