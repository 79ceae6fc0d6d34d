// conventions 2: every channel has exactly one handler and one bridge method, checked at runtime on
// top of the compile-time `Handlers` and `BoardingApi` types. Channel lists come from the
// contract, never typed here (conventions 19).
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../electron/core/ipc/dispatch';
import type { Handlers } from '../../electron/core/ipc/handlers';
import { createPreloadBridge, type BridgeIpc } from '../../electron/preload/bridge';
import { channelNames, eventNames, splitChannel } from '../../shared/ipc/channels';
import { contract, events } from '../../shared/ipc/contract';
import { err } from '../../shared/result';
import { capturingLogger, recordingHandlers } from './recording-handlers';
import { validRequests } from './valid-requests';

function fakeIpcRenderer() {
  const invoked: { channel: string; request: unknown }[] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipc = {
    invoke: async (channel: string, request: unknown) => {
      invoked.push({ channel, request });
      return { ok: true, value: channel };
    },
    on(channel: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(listener);
      return ipc;
    },
    removeListener(channel: string, listener: (...args: unknown[]) => void) {
      listeners.get(channel)?.delete(listener);
      return ipc;
    },
  };
  return { ipc: ipc as unknown as BridgeIpc, invoked, listeners };
}

function bridgeMethodNames(bridge: object): string[] {
  const names: string[] = [];
  for (const [area, methods] of Object.entries(bridge)) {
    if (typeof methods === 'function') continue; // `on`
    for (const [verb, method] of Object.entries(methods as object)) {
      if (typeof method === 'function') names.push(`${area}:${verb}`);
    }
  }
  return names.sort();
}

describe('IPC contract', () => {
  it('has one entry per channel name and channel names are area:verb and unique', () => {
    expect(Object.keys(contract).sort()).toEqual([...channelNames].sort());
    expect(new Set(channelNames).size).toBe(channelNames.length);
    for (const channel of channelNames) expect(channel).toMatch(/^[a-z]+:[a-zA-Z]+$/);
    expect(Object.keys(events).sort()).toEqual([...eventNames].sort());
  });

  it('says of every channel whether it mutates, and of every event nothing of the kind', () => {
    // The lists other tests and the read-only guard use come from this flag (conventions 19).
    for (const channel of channelNames) {
      expect(Object.keys(contract[channel]).sort(), channel).toEqual([
        'mutates',
        'request',
        'response',
      ]);
      expect(typeof contract[channel].mutates, channel).toBe('boolean');
    }
    expect(eventNames.some((name) => (channelNames as readonly string[]).includes(name))).toBe(
      false,
    );
  });

  it('accepts the sample request of every channel and an error Result as every response', () => {
    for (const channel of channelNames) {
      expect(contract[channel].request.safeParse(validRequests[channel]).success, channel).toBe(
        true,
      );
      expect(
        contract[channel].response.safeParse(err('INTERNAL', 'x', { referenceId: 'r' })).success,
        channel,
      ).toBe(true);
      expect(
        contract[channel].response.safeParse({ ok: true }).success,
        `${channel} without value`,
      ).toBe(false);
    }
  });

  it('the dispatcher refuses a handler map with a channel missing or an extra one', () => {
    const { handlers } = recordingHandlers();
    const { logger } = capturingLogger();
    const base = { isTrustedSender: () => true, logger };
    expect(() => createDispatcher({ ...base, handlers })).not.toThrow();
    const { 'drafts:save': _dropped, ...missing } = handlers;
    expect(() => createDispatcher({ ...base, handlers: missing as Handlers })).toThrow(
      /missing \[drafts:save\]/,
    );
    const extra = { ...handlers, 'drafts:explode': () => err('INTERNAL', 'x') } as Handlers;
    expect(() => createDispatcher({ ...base, handlers: extra })).toThrow(
      /extra \[drafts:explode\]/,
    );
  });

  it('the preload bridge has exactly one method per channel and nothing else', async () => {
    const { ipc, invoked } = fakeIpcRenderer();
    const bridge = createPreloadBridge(ipc);
    expect(bridgeMethodNames(bridge)).toEqual([...channelNames].sort());
    const areas = new Set(channelNames.map((channel) => splitChannel(channel)[0]));
    expect(Object.keys(bridge).sort()).toEqual([...areas, 'on'].sort());
    expect(Object.isFrozen(bridge)).toBe(true);

    for (const channel of channelNames) {
      const [area, verb] = splitChannel(channel);
      const method = (
        bridge as unknown as Record<string, Record<string, (r: unknown) => Promise<unknown>>>
      )[area]?.[verb];
      await expect(method?.(validRequests[channel])).resolves.toEqual({ ok: true, value: channel });
    }
    expect(invoked.map((call) => call.channel)).toEqual([...channelNames]);
    expect(invoked.map((call) => call.request)).toEqual(
      channelNames.map((channel) => validRequests[channel]),
    );
  });

  it('bridge events deliver the payload only and unsubscribe cleanly; unknown events are refused', async () => {
    const { ipc, listeners } = fakeIpcRenderer();
    const bridge = createPreloadBridge(ipc);
    // The bridge hears every contract event from the start (decisions 62), one ipc listener each.
    expect([...listeners.keys()].sort()).toEqual([...eventNames].sort());
    for (const event of eventNames) expect(listeners.get(event)?.size, event).toBe(1);
    const registered = [...(listeners.get('network:changed') ?? [])];
    const received: unknown[] = [];
    const unsubscribe = bridge.on('network:changed', (payload) => received.push(payload));
    await Promise.resolve();
    registered[0]?.({ sender: 'ipc handle' }, { isOnline: false });
    expect(received).toEqual([{ isOnline: false }]);
    unsubscribe();
    registered[0]?.({ sender: 'ipc handle' }, { isOnline: true });
    expect(received).toEqual([{ isOnline: false }]);
    expect(() =>
      (bridge.on as (e: string, l: () => void) => void)('drafts:save', () => undefined),
    ).toThrow(TypeError);
    expect(() =>
      (bridge.on as (e: string, l: unknown) => void)('auth:changed', 'not a function'),
    ).toThrow(TypeError);
  });
});
