// The one capped request-body reader, for every loopback server the app runs (the sandbox, the
// browser-mode host). The cap is checked against Content-Length before reading and against the
// bytes actually received while streaming (chunked bodies), so an oversized body is refused
// without ever being held in memory (decisions 17: 413 over 1 MiB).
import type { IncomingMessage } from 'node:http';

export const maxBodyBytes = 1024 * 1024;

export type BodyResult =
  { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/** True when the declared Content-Length already exceeds the cap. */
export function isDeclaredTooLarge(req: IncomingMessage, limit = maxBodyBytes): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<BodyResult> {
  if (isDeclaredTooLarge(req, limit)) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let isDone = false;
    const finish = (result: BodyResult) => {
      if (isDone) return;
      isDone = true;
      req.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        chunks.length = 0;
        finish({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => finish({ ok: true, body: Buffer.concat(chunks) }));
    req.on('aborted', () => finish({ ok: false, reason: 'aborted' }));
    req.on('error', () => finish({ ok: false, reason: 'aborted' }));
    // 'close' also follows a normal 'end'; finish() keeps whichever came first.
    req.on('close', () => finish({ ok: false, reason: 'aborted' }));
  });
}

/**
 * Answers 413 and stops the upload: `Connection: close` makes Node close the socket after the
 * answer, and the rest of the body is discarded as it arrives rather than kept.
 */
export function discardRest(req: IncomingMessage): void {
  req.on('data', () => undefined);
  req.resume();
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}
