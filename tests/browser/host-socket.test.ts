// Browser mode's WebSocket (decisions 62) over a real host and a real socket: the same guard as
// every request (Host, Origin required, the session cookie), calls answered through the shared
// dispatcher, events in order with answers, and bad frames closing only the socket that sent them.
import { once } from 'node:events';
import { connect as connectTcp } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Handlers } from '../../electron/core/ipc/handlers';
import type { EventHub } from '../../electron/core/ipc/event-hub';
import { ok } from '../../shared/result';
import { appInfo, launch, startHostFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function start(handlers?: (hub: EventHub) => Partial<Handlers>) {
  fixture = await startHostFixture({ maxBodyBytes: 64 * 1024, handlers });
  return fixture;
}

interface Opened {
  socket: WebSocket;
  messages: unknown[];
  next(): Promise<unknown>;
  closed: Promise<number>;
}

function connect(
  host: HostFixture['host'],
  headers: Record<string, string>,
  path = '/ipc',
): Promise<Opened | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${host.port}${path}`, { headers });
    const messages: unknown[] = [];
    const waiting: ((value: unknown) => void)[] = [];
    socket.on('message', (data) => {
      const value: unknown = JSON.parse(String(data));
      const waiter = waiting.shift();
      if (waiter) waiter(value);
      else messages.push(value);
    });
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.on('error', (error) => {
      if (socket.readyState !== socket.CLOSED) reject(error);
    });
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        next: () =>
          messages.length > 0
            ? Promise.resolve(messages.shift())
            : new Promise((done) => waiting.push(done)),
      }),
    );
  });
}

const cookies = new WeakMap<HostFixture, Promise<string>>();

/** A socket as the page opens it: the launch link's cookie (it works once) and our Origin. */
async function opened(f: HostFixture): Promise<Opened> {
  const launched = cookies.get(f) ?? launch(f.host);
  cookies.set(f, launched);
  const cookie = await launched;
  const result = await connect(f.host, { Cookie: cookie, Origin: f.host.origin });
  if ('refused' in result) throw new Error(`refused with ${result.refused}`);
  return result;
}

describe('browser host: the page socket', () => {
  it('answers calls by id through the dispatcher, a call without an argument included', async () => {
    const f = await start();
    const { socket, next } = await opened(f);
    socket.send(JSON.stringify({ id: 7, channel: 'app:info' }));
    expect(await next()).toEqual({ id: 7, result: { ok: true, value: appInfo } });
    socket.send(JSON.stringify({ id: 8, channel: 'drafts:get', request: { id: 42 } }));
    expect(await next()).toMatchObject({
      id: 8,
      result: { ok: false, error: { code: 'BAD_REQUEST' } },
    });
    socket.send(JSON.stringify({ id: 9, channel: 'drafts:explode' }));
    expect(await next()).toMatchObject({
      id: 9,
      result: { ok: false, error: { code: 'BAD_REQUEST' } },
    });
    expect(f.calls.map((call) => call.channel)).toEqual(['app:info']);
    socket.close();
  });

  it('sends an event emitted while a call runs before that call’s answer, as IPC does', async () => {
    const f = await start((hub) => ({
      'settings:get': async () => {
        hub.emit('network:changed', { isOnline: false });
        return ok({ theme: 'system' }) as never;
      },
    }));
    const { socket, next } = await opened(f);
    socket.send(JSON.stringify({ id: 1, channel: 'settings:get' }));
    expect(await next()).toEqual({ event: 'network:changed', payload: { isOnline: false } });
    expect(await next()).toMatchObject({ id: 1 });
    // Events the contract does not allow never reach the page (the hub parses each).
    f.hub.emit('network:changed', { isOnline: true, token: 'x' } as never);
    f.hub.emit('network:changed', { isOnline: true });
    expect(await next()).toEqual({ event: 'network:changed', payload: { isOnline: true } });
    socket.close();
  });

  it('lets nobody in without our cookie, our Host and our Origin', async () => {
    const f = await start();
    const cookie = await launch(f.host);
    cookies.set(f, Promise.resolve(cookie));
    const port = f.host.port;
    const name = `boarding_session_${port}`;
    const refusals: [string, Record<string, string>, string?][] = [
      ['no cookie', { Origin: f.host.origin }],
      ['wrong cookie', { Origin: f.host.origin, Cookie: `${name}=${'a'.repeat(64)}` }],
      ['no Origin', { Cookie: cookie }],
      ['foreign Origin', { Cookie: cookie, Origin: 'http://evil.example' }],
      ['other port', { Cookie: cookie, Origin: `http://127.0.0.1:${port + 1}` }],
      ['null Origin', { Cookie: cookie, Origin: 'null' }],
      [
        'foreign Host',
        { Cookie: cookie, Origin: `http://evil.example:${port}`, Host: `evil.example:${port}` },
      ],
    ];
    for (const [label, headers] of refusals) {
      expect(await connect(f.host, headers), label).toEqual({ refused: 403 });
    }
    expect(
      await connect(f.host, { Cookie: cookie, Origin: f.host.origin }, '/ipc/app:info'),
    ).toEqual({
      refused: 404,
    });
    expect(await connect(f.host, { Cookie: cookie, Origin: f.host.origin }, '/events')).toEqual({
      refused: 404,
    });
    // A same-named cookie tossed from another port, sent first, neither passes nor locks us out.
    const tossed = await connect(f.host, {
      Origin: f.host.origin,
      Cookie: `${name}=${'b'.repeat(64)}; ${cookie}`,
    });
    expect('socket' in tossed).toBe(true);
    if ('socket' in tossed) tossed.socket.close();
    expect(f.calls).toHaveLength(0);
  });

  it('closes only the socket that sends a bad frame, and runs no handler for it', async () => {
    const f = await start();
    const good = await opened(f);
    const cases: [string | Buffer, number][] = [
      ['{"id":', 1007],
      [JSON.stringify({ id: -1, channel: 'app:info' }), 1007],
      [JSON.stringify({ id: 1.5, channel: 'app:info' }), 1007],
      [JSON.stringify({ channel: 'app:info' }), 1007],
      [JSON.stringify([1, 'app:info']), 1007],
      [Buffer.from(JSON.stringify({ id: 1, channel: 'app:info' })), 1003],
      // Over the host's limit (64 KB here, 1 MiB in the app): RFC 6455's "message too big".
      [
        JSON.stringify({ id: 1, channel: 'drafts:save', request: { pad: 'x'.repeat(70 * 1024) } }),
        1009,
      ],
    ];
    for (const [frame, code] of cases) {
      const bad = await opened(f);
      bad.socket.send(frame, { binary: typeof frame !== 'string' });
      expect(await bad.closed, String(frame).slice(0, 30)).toBe(code);
    }
    expect(f.calls).toHaveLength(0);
    good.socket.send(JSON.stringify({ id: 2, channel: 'app:info' }));
    expect(await good.next()).toMatchObject({ id: 2, result: { ok: true } });
    good.socket.close();
  });

  it('closes though a client holds a refused upgrade open, and logs no query', async () => {
    const f = await start();
    // A local process without the cookie that reads the refusal and never hangs up its side.
    const client = connectTcp({ port: f.host.port, host: '127.0.0.1', allowHalfOpen: true });
    await once(client, 'connect');
    let answer = '';
    client.setEncoding('utf8');
    client.on('data', (chunk: string) => (answer += chunk));
    const refused = once(client, 'end');
    client.write(
      `GET /ipc?token=${'c'.repeat(64)} HTTP/1.1\r\nHost: 127.0.0.1:${f.host.port}\r\n` +
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    await refused;
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    const closed = await Promise.race([
      f.host.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000)),
    ]);
    client.destroy();
    expect(closed).toBe('closed');
    expect(JSON.stringify(f.logs)).not.toContain('c'.repeat(64));
  });

  it('hangs up every socket when the host closes', async () => {
    const f = await start();
    const { closed } = await opened(f);
    await f.host.close();
    expect(await closed).toBe(1006);
  });
});
