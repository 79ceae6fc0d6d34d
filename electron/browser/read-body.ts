// Reads one IPC request body through the one capped reader (node/http-body.ts): JSON only, at
// most `maxBytes` (1 MiB by default, the service's own limit in decisions 17), an empty body
// meaning "no argument". Bad input gets a status and a plain message; nothing is echoed back. An
// oversized body is answered at once and the rest is discarded unread (the host closes that
// connection).
import type { IncomingMessage } from 'node:http';
import { discardRest, mediaType, readBody } from '../../node/http-body';

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: number; message: string };

export async function readJsonBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<BodyResult> {
  const body = await readBody(request, maxBytes);
  if (!body.ok) {
    if (body.reason === 'too-large') {
      discardRest(request);
      return { ok: false, status: 413, message: 'Request too large.' };
    }
    return { ok: false, status: 400, message: 'The request was interrupted.' };
  }
  if (body.body.length === 0) return { ok: true, value: undefined };
  if (mediaType(request.headers['content-type']) !== 'application/json')
    return { ok: false, status: 415, message: 'Send JSON.' };
  try {
    return { ok: true, value: JSON.parse(body.body.toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
}
