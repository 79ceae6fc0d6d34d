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

// The other direction: answers the app reads from a service it does not control (decisions 18).
// fetch's `response.text()` holds the whole answer, however large or endless, and decodes it in
// one piece; this reads the stream chunk by chunk, stops at the cap and cancels the rest, so
// memory stays bounded by the cap whatever the service sends.

/** The most the app reads of one service answer (decisions 18). */
export const maxAnswerBytes = 4 * 1024 * 1024;

export type AnswerBody =
  | { ok: true; body: Buffer }
  /**
   * 'too-large': over the cap (declared or received), the rest was not read. 'broken': the stream
   * failed before its end (connection lost, the request's timeout or abort); `error` says which.
   */
  | { ok: false; reason: 'too-large'; limit: number }
  | { ok: false; reason: 'broken'; error: unknown };

/** Reads a fetch Response's body up to `limit` bytes; never throws, never holds more. */
export async function readAnswerBody(
  response: Response,
  limit = maxAnswerBytes,
): Promise<AnswerBody> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const stream = response.body;
  if (Number.isFinite(declared) && declared > limit) {
    await stream?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too-large', limit };
  }
  if (stream === null) return { ok: true, body: Buffer.alloc(0) };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) {
        chunks.length = 0;
        // Cancelling closes the connection: an endless answer stops here, not at the sender.
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large', limit };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { ok: false, reason: 'broken', error };
  } finally {
    reader.releaseLock();
  }
  return { ok: true, body: Buffer.concat(chunks) };
}
