// The page's side of contract events (decisions 62): an event that arrives before the page has
// ever listened to it is held and handed to the first listener, in order, instead of being lost;
// once an event has had a listener it is never held again.
import { describe, expect, it } from 'vitest';
import { createEventRelay } from '../../shared/ipc/event-relay';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('event relay', () => {
  it('hands events that came before the first listener to it, in order, after listen returns', async () => {
    const relay = createEventRelay();
    relay.deliver('drafts:setAside', { id: 'a' });
    relay.deliver('network:changed', { isOnline: false });
    relay.deliver('drafts:setAside', { id: 'b' });
    const heard: unknown[] = [];
    relay.listen('drafts:setAside', (payload) => heard.push(payload));
    expect(heard).toEqual([]); // not during listen: the caller's set-up comes first
    relay.deliver('drafts:setAside', { id: 'c' }); // behind the held ones, not before them
    await settle();
    expect(heard).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    // The other event is still held for its own first listener.
    const network: unknown[] = [];
    relay.listen('network:changed', (payload) => network.push(payload));
    await settle();
    expect(network).toEqual([{ isOnline: false }]);
  });

  it('loses nothing to a listener that comes and goes at once (strict mode mounts twice)', async () => {
    const relay = createEventRelay();
    relay.deliver('outbox:progress', { n: 1 });
    const first: unknown[] = [];
    const second: unknown[] = [];
    const unsubscribe = relay.listen('outbox:progress', (payload) => first.push(payload));
    unsubscribe();
    relay.listen('outbox:progress', (payload) => second.push(payload));
    await settle();
    expect(first).toEqual([]);
    expect(second).toEqual([{ n: 1 }]);
  });

  it('holds nothing once an event has had a listener, and delivers to every listener', async () => {
    const relay = createEventRelay();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stopA = relay.listen('auth:changed', (payload) => a.push(payload));
    const stopB = relay.listen('auth:changed', (payload) => b.push(payload));
    await settle();
    relay.deliver('auth:changed', 1);
    expect(a).toEqual([1]);
    expect(b).toEqual([1]);
    stopA();
    stopB();
    relay.deliver('auth:changed', 2); // no one listens now: dropped, not kept for later
    const late: unknown[] = [];
    relay.listen('auth:changed', (payload) => late.push(payload));
    await settle();
    expect(late).toEqual([]);
  });

  it('holds at most 100 events before the page listens, the newest', async () => {
    const relay = createEventRelay();
    relay.deliver('network:changed', { isOnline: false });
    for (let n = 0; n < 99; n += 1) relay.deliver('transfer:progress', n);
    relay.deliver('network:changed', { isOnline: true });
    const network: unknown[] = [];
    relay.listen('network:changed', (payload) => network.push(payload));
    const progress: unknown[] = [];
    relay.listen('transfer:progress', (payload) => progress.push(payload));
    await settle();
    // The first went to make room: the listener ends on the newest state.
    expect(network).toEqual([{ isOnline: true }]);
    expect(progress).toHaveLength(99);
  });

  it('gives every listener the event though one of them throws, held events too', async () => {
    const thrown: unknown[] = [];
    const onError = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onError);
    try {
      const relay = createEventRelay();
      relay.deliver('network:changed', { isOnline: false });
      const second: unknown[] = [];
      relay.listen('network:changed', () => {
        throw new Error('a broken listener');
      });
      relay.listen('network:changed', (payload) => second.push(payload));
      await settle();
      relay.deliver('network:changed', { isOnline: true });
      await settle();
      expect(second).toEqual([{ isOnline: false }, { isOnline: true }]);
      expect(thrown).toHaveLength(2); // reported, not swallowed
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
