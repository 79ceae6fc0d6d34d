// Response helpers. Error bodies follow decisions 17: JSON { message, errors? } with `field`
// paths like `owner[0].ssn`; 401s add `WWW-Authenticate: OAuth realm="boarding"` (decisions 2).
import type { ServerResponse } from 'node:http';
import type { FieldError } from '../../shared/result';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  options: {
    errors?: FieldError[];
    headers?: Record<string, string>;
    extra?: Record<string, unknown>;
  } = {},
): void {
  const body = {
    message,
    ...(options.errors && options.errors.length > 0 ? { errors: options.errors } : {}),
    ...options.extra,
  };
  sendJson(res, status, body, options.headers);
}

export function sendUnauthorized(
  res: ServerResponse,
  message: string,
  errors?: FieldError[],
): void {
  sendError(res, 401, message, {
    headers: { 'WWW-Authenticate': 'OAuth realm="boarding"' },
    ...(errors ? { errors } : {}),
  });
}

/** Token endpoints answer application/x-www-form-urlencoded (spec, endpoints 1 and 3). */
export function sendForm(res: ServerResponse, fields: Record<string, string>): void {
  const text = new URLSearchParams(fields).toString();
  res.writeHead(200, {
    'Content-Type': 'application/x-www-form-urlencoded',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}
