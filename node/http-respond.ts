// The one way a loopback server of the app answers (the sandbox, the browser-mode host, the OAuth
// callback listener): the body is sent whole with its length, and never cached, since every
// answer here is about one user's session or data.
import type { ServerResponse } from 'node:http';

export function sendBody(
  res: ServerResponse,
  status: number,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  sendBody(res, status, JSON.stringify(value), 'application/json; charset=utf-8', headers);
}
