// Response helpers. Error bodies follow decisions 17: JSON { message, errors? } with `field`
// paths like `owner[0].ssn`; 401s add `WWW-Authenticate: OAuth realm="boarding"` (decisions 2).
import type { ServerResponse } from 'node:http';
import { sendBody, sendJson } from '../../node/http-respond';
import type { FieldError } from '../../shared/result';

export { sendJson };

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
  sendBody(res, 200, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
}

export { mediaType } from '../../node/http-body';
