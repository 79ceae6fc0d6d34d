// The page's transport (renderer/ipc/socket-transport.ts, decisions 62) against a real host: calls
// answered by id, events to listeners, a request over the limit refused before it is sent, and a
// host that stops answers every waiting call, and the next, as "not running", never hangs. The
// page's WebSocket here is `ws`'s client with the cookie a browser would send.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSocketTransport } from '../../renderer/ipc/socket-transport';
import { maxSocketMessageBytes } from '../../shared/ipc/socket-protocol';
import { ok } from '../../shared/result';
import { validRequests } from '../ipc/valid-requests';
import { appInfo, launch, startHostFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
const original = globalThis.WebSocket;
afterEach(async () => {
  globalThis.WebSocket = original;
  await fixture?.close();
  fixture = undefined;
});

let opened = 0;

async function transportFor(f: HostFixture) {
  const cookie = await launch(f.host);
  const origin = f.host.origin;
  // As a browser opens it: our cookie and Origin go with the upgrade.
  class PageSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { Cookie: cookie, Origin: origin } });
      opened += 1;
    }
  }
  globalThis.WebSocket = PageSocket as unknown as typeof globalThis.WebSocket;
  return createSocketTransport(`ws://127.0.0.1:${f.host.port}/ipc`);
}

describe('the page socket transport', () => {
  it('answers calls and hands events to their listeners', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    fixture = await startHostFixture({
      handlers: () => ({
        'app:info': async () => {
          await slow;
          return ok(appInfo);
        },
      }),
    });
    const transport = await transportFor(fixture);
    // Two calls at once, answered out of order: each gets its own answer.
    const first = transport.invoke('app:info', undefined);
    expect(await transport.invoke('drafts:get', validRequests['drafts:get'])).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    release();
    expect(await first).toEqual({ ok: true, value: appInfo });

    const heard: unknown[] = [];
    let stop: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      stop = transport.subscribe('network:changed', (payload) => {
        heard.push(payload);
        resolve();
      });
    });
    fixture.hub.emit('network:changed', { isOnline: false });
    await arrived;
    expect(heard).toEqual([{ isOnline: false }]);
    stop(); // no listener left: the transport does not try to reopen after the host closes
  });

  it('refuses a request over the limit without sending it', async () => {
    fixture = await startHostFixture();
    const transport = await transportFor(fixture);
    const tooLarge = await transport.invoke('drafts:save', {
      id: 'x',
      payload: { legalName: 'é'.repeat(maxSocketMessageBytes / 2 + 1) },
    });
    expect(tooLarge).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: 'Request too large.' },
    });
    expect(fixture.calls).toHaveLength(0);
    // The socket is still good for the next call.
    expect(await transport.invoke('app:info', undefined)).toMatchObject({ ok: true });
  });

  it('answers "not running" when the host stops, for a waiting call and for the next', async () => {
    fixture = await startHostFixture({
      handlers: () => ({ 'drafts:get': () => new Promise<never>(() => undefined) }),
    });
    const transport = await transportFor(fixture);
    expect(await transport.invoke('app:info', undefined)).toMatchObject({ ok: true });
    const waiting = transport.invoke('drafts:get', validRequests['drafts:get']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fixture.host.close();
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
    expect(await transport.invoke('app:info', undefined)).toMatchObject({
      ok: false,
      error: { code: 'OFFLINE' },
    });
  });

  it('tries to open the socket again while events are wanted, backing off, and stops when not', async () => {
    fixture = await startHostFixture();
    const transport = await transportFor(fixture);
    const stop = transport.subscribe('network:changed', () => undefined);
    expect(await transport.invoke('app:info', undefined)).toMatchObject({ ok: true });
    const before = opened;
    await fixture.host.close();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(opened).toBe(before + 1); // after 1 s, refused (the host is gone); next after 2 s more
    stop();
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(opened).toBe(before + 2); // the one already planned, and then no more
    await new Promise((resolve) => setTimeout(resolve, 4300));
    expect(opened).toBe(before + 2);
  });
});
