// The capped reader of service answers (decisions 18), on a Response over a stream whose every
// pull is counted: what the reader asks of the stream is what it would read from the socket.
import { describe, expect, it } from 'vitest';
import { readAnswerBody } from '../../node/http-body';

/** A body that hands out `chunk` bytes per pull, forever, counting its pulls and cancels. */
function countedBody(chunk: number) {
  const counts = { pulls: 0, cancels: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counts.pulls += 1;
        controller.enqueue(new Uint8Array(chunk));
      },
      cancel() {
        counts.cancels += 1;
      },
    },
    // No read-ahead: the stream is pulled only when the reader asks.
    { highWaterMark: 0 },
  );
  return { stream, counts };
}

describe('readAnswerBody', () => {
  it('refuses a declared 100 MB answer without reading a byte of it', async () => {
    const { stream, counts } = countedBody(1024);
    const response = new Response(stream, {
      headers: { 'Content-Length': String(100 * 1024 * 1024) },
    });
    const read = await readAnswerBody(response, 4096);
    expect(read).toEqual({ ok: false, reason: 'too-large', limit: 4096 });
    expect(counts.pulls).toBe(0);
    expect(counts.cancels).toBe(1);
  });

  it('stops an undeclared endless answer at the cap and cancels the rest', async () => {
    const { stream, counts } = countedBody(1024);
    const read = await readAnswerBody(new Response(stream), 4096);
    expect(read).toEqual({ ok: false, reason: 'too-large', limit: 4096 });
    expect(counts.pulls).toBe(5);
    expect(counts.cancels).toBe(1);
  });

  it('reads an answer within the cap whole', async () => {
    const read = await readAnswerBody(new Response('{"id":1}'), 4096);
    expect(read.ok && read.body.toString('utf8')).toBe('{"id":1}');
  });
});
