// Reads one IPC request body: JSON only, at most `maxBytes` (1 MiB by default, the service's own
// limit in decisions 17), an empty body meaning "no argument". Bad input gets a status and a
// plain message; nothing is echoed back. An oversized body is answered at once and the rest is
// discarded unread (the host closes that connection).
import type { IncomingMessage } from 'node:http';

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: number; message: string };

const tooLarge: BodyResult = { ok: false, status: 413, message: 'Request too large.' };

export function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    if (Number(request.headers['content-length'] ?? '0') > maxBytes) {
      request.resume();
      resolve(tooLarge);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let isDone = false;
    const finish = (result: BodyResult) => {
      if (isDone) return;
      isDone = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      if (isDone) return;
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        finish(tooLarge);
        return;
      }
      chunks.push(chunk);
    });
    request.on('error', () =>
      finish({ ok: false, status: 400, message: 'The request was interrupted.' }),
    );
    request.on('end', () => finish(parse(request, chunks, size)));
  });
}

function parse(request: IncomingMessage, chunks: Buffer[], size: number): BodyResult {
  if (size === 0) return { ok: true, value: undefined };
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, status: 415, message: 'Send JSON.' };
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
}
