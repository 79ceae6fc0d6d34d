// Peak memory while the app reads a 100 MB answer from a service (decisions 18: every answer is
// read as a stream and cut at 4 MiB). A loopback server here sends 100 MB inside one JSON string,
// chunked (no length: the reader must count) and with its Content-Length declared (the reader
// refuses before reading); a fresh child process (answer-memory-child.ts) reads it through the
// boarding client and reports its peak RSS over its own baseline.
// Target: peak RSS <= 50 MB over baseline for each (reading it whole cost about 560 MB).
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { drained } from '../../tests/core/support/hostile-service';
import { benchReport, measured, type BenchReport } from './report';

const run = promisify(execFile);
const child = path.join(import.meta.dirname, 'answer-memory-child.ts');
const answerBytes = 100 * 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 'a');

interface ChildRun {
  baseline: number;
  peak: number;
  code: string;
}

/** Sends `answerBytes` of padding with backpressure; stops when the reader hangs up. */
async function pad(res: http.ServerResponse): Promise<void> {
  for (let sent = 0; sent < answerBytes && !res.destroyed; sent += chunk.length) {
    if (!res.write(chunk)) await drained(res);
  }
}

function serve(req: http.IncomingMessage, res: http.ServerResponse): void {
  const id = req.url?.split('/').at(-1) ?? '';
  if (id === 'small') {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"id":1,"status":"Submitted"}');
    return;
  }
  const open = '{"id":1,"padding":"';
  const close = '"}';
  const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
  if (id === 'declared') headers['Content-Length'] = open.length + answerBytes + close.length;
  res.writeHead(200, headers);
  res.write(open);
  void pad(res).then(() => res.end(close));
}

async function measure(baseUrl: string, id: string): Promise<ChildRun> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', child, baseUrl, id],
    { maxBuffer: 1024 * 1024 },
  );
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildRun;
  if (result.code !== 'SERVER_ERROR') throw new Error(`the 100 MB answer read as ${result.code}`);
  return result;
}

export default async function answerMemoryBench(): Promise<BenchReport> {
  const server = http.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const chunked = await measure(baseUrl, 'chunked');
    const declared = await measure(baseUrl, 'declared');
    const overBaseline = (run: ChildRun) => (run.peak - run.baseline) / 2 ** 20;
    return benchReport({
      'peak RSS over baseline, 100 MB chunked answer': measured(
        overBaseline(chunked),
        'MB',
        '<=',
        50,
        1,
      ),
      'peak RSS over baseline, 100 MB declared answer': measured(
        overBaseline(declared),
        'MB',
        '<=',
        50,
        1,
      ),
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
