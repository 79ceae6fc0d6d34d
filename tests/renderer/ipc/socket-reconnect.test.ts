// Browser mode's transport tells the page when its socket opens again after a drop, and only
// then (decisions 67): never at the first open, which would read every query twice at start.
// A real `ws` server on 127.0.0.1 stands in for the host; it answers every call and can drop the
// page's socket while staying up, as a host does not on its own.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createSocketTransport } from '../../../renderer/ipc/socket-transport';

const original = globalThis.WebSocket;
let server: WebSocketServer | undefined;
afterEach(async () => {
  globalThis.WebSocket = original;
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A host that answers every call with an empty success and counts the sockets it took. */
async function startServer(): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const started = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server = started;
  started.on('connection', (socket) => {
    connections += 1;
    socket.on('message', (data) => {
      const { id } = JSON.parse(String(data)) as { id: number };
      socket.send(JSON.stringify({ id, result: { ok: true, value: null } }));
    });
  });
  await new Promise<void>((resolve) => started.once('listening', () => resolve()));
  globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
  const { port } = started.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/ipc`, connections: () => connections };
}

/** A host that takes each socket and drops it 20 ms later; answers when each socket came. */
async function startFlappingServer(): Promise<{ url: string; openedAt: number[] }> {
  const openedAt: number[] = [];
  const started = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server = started;
  started.on('connection', (socket) => {
    openedAt.push(Date.now());
    setTimeout(() => socket.terminate(), 20);
  });
  await new Promise<void>((resolve) => started.once('listening', () => resolve()));
  globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
  const { port } = started.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}/ipc`, openedAt };
}

function dropAll(): void {
  for (const client of server?.clients ?? []) client.terminate();
}

describe('the socket transport after a drop', () => {
  it('says so at each reopen, never at the first open, and stops when unsubscribed', async () => {
    const host = await startServer();
    const transport = createSocketTransport(host.url);
    let notices = 0;
    let noticed: () => void = () => undefined;
    const stop = transport.onReconnect!(() => {
      notices += 1;
      noticed();
    });
    // Events wanted: the transport reopens by itself after a drop.
    const unsubscribe = transport.subscribe('network:changed', () => undefined);
    expect(await transport.invoke('app:info', undefined)).toEqual({ ok: true, value: null });
    expect(host.connections()).toBe(1);
    expect(notices).toBe(0);

    const reopened = new Promise<void>((resolve) => (noticed = resolve));
    dropAll();
    await reopened; // after its first retry delay (1 s)
    expect(host.connections()).toBe(2);
    expect(notices).toBe(1);
    // The notice came once the new socket was open: a call made from it goes over that socket.
    expect(await transport.invoke('app:info', undefined)).toEqual({ ok: true, value: null });
    expect(host.connections()).toBe(2);

    stop();
    dropAll();
    // A call opens the next socket at once; no one is told now.
    await expect
      .poll(async () => (await transport.invoke('app:info', undefined)) as unknown)
      .toEqual({ ok: true, value: null });
    expect(host.connections()).toBe(3);
    expect(notices).toBe(1);
    unsubscribe();
  });

  it('waits ever longer for a host that drops each socket at once', async () => {
    const host = await startFlappingServer();
    const transport = createSocketTransport(host.url);
    let notices = 0;
    const stop = transport.onReconnect!(() => (notices += 1));
    const unsubscribe = transport.subscribe('network:changed', () => undefined);
    await expect.poll(() => host.openedAt.length, { timeout: 10_000 }).toBe(3);
    unsubscribe();
    stop();
    const [first, second, third] = host.openedAt as [number, number, number];
    // 1 s, then 2 s: a socket that did not stay up does not start the delays again (every reopen
    // reads every query again). Reset at each open, both waits were 1 s.
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1900);
    expect(notices).toBe(2);
  });
});
