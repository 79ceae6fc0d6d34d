// The first render waits for the newest drafts, but only so long (decisions 63): firstPageArrived
// settles with the first page's answer, with its failure, or after the time given, whichever is
// first. The bridge is the one edge replaced (`window.boarding`, read as the data layer loads).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Prefetch from '../../../renderer/data/prefetch';

let firstPageArrived: typeof Prefetch.firstPageArrived;
let showsDraftsHome: typeof Prefetch.showsDraftsHome;
let settingsArrived: typeof Prefetch.settingsArrived;
type EarlyRequests = Prefetch.EarlyRequests;

beforeAll(async () => {
  vi.stubGlobal('window', { boarding: {} });
  ({ firstPageArrived, showsDraftsHome, settingsArrived } =
    await import('../../../renderer/data/prefetch'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** Early requests whose first page the test answers (or fails) when it chooses. */
function early() {
  let answer!: () => void;
  let fail!: (error: Error) => void;
  let answerSettings!: (answer: unknown) => void;
  const settings = new Promise<never>((resolve) => {
    answerSettings = (value) => resolve(value as never);
  });
  const firstPage = new Promise<never>((resolve, reject) => {
    answer = () => resolve({ ok: true, value: { items: [], total: 0 } } as never);
    fail = reject;
  });
  const never = new Promise<never>(() => undefined);
  const requests = {
    firstPage,
    auth: never,
    environments: never,
    outbox: never,
    merchants: never,
    settings,
  } as EarlyRequests;
  return { requests, answer, fail, answerSettings };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('firstPageArrived', () => {
  it('settles when the first page answers, before the time is up', async () => {
    vi.useFakeTimers();
    const { requests, answer } = early();
    const arrived = firstPageArrived(requests, 150);
    await vi.advanceTimersByTimeAsync(40);
    expect(await isSettled(arrived)).toBe(false);
    answer();
    expect(await isSettled(arrived)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles when the first page fails (the screen shows the failure)', async () => {
    vi.useFakeTimers();
    const { requests, fail } = early();
    const arrived = firstPageArrived(requests, 150);
    fail(new Error('the host went away'));
    expect(await isSettled(arrived)).toBe(true);
  });

  it('settles after the time given when the first page is slower', async () => {
    vi.useFakeTimers();
    const { requests } = early();
    const arrived = firstPageArrived(requests, 150);
    await vi.advanceTimersByTimeAsync(149);
    expect(await isSettled(arrived)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(arrived)).toBe(true);
  });
});

describe('which addresses wait for the first page', () => {
  it('is the drafts home only, however its address is written', () => {
    for (const hash of ['', '#', '#/', '#/drafts', '#/drafts/'])
      expect(showsDraftsHome(hash), hash).toBe(true);
    for (const hash of ['#/submitted', '#/settings', '#/drafts/abc', '#/drafts/abc/review'])
      expect(showsDraftsHome(hash), hash).toBe(false);
  });
});

describe('settingsArrived (decisions 97)', () => {
  it('gives the settings when they answer in time, and leaves no timer', async () => {
    vi.useFakeTimers();
    const { requests, answerSettings } = early();
    const arrived = settingsArrived(requests, 150);
    await vi.advanceTimersByTimeAsync(20);
    answerSettings({ ok: true, value: { agentLanguage: 'es' } });
    expect(await arrived).toEqual({ agentLanguage: 'es' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives nothing after the time given, or for a failed answer', async () => {
    vi.useFakeTimers();
    const slow = settingsArrived(early().requests, 150);
    await vi.advanceTimersByTimeAsync(149);
    expect(await isSettled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await slow).toBeUndefined();
    const { requests, answerSettings } = early();
    const failed = settingsArrived(requests, 150);
    answerSettings({ ok: false, error: { code: 'STORAGE', message: 'unreadable' } });
    expect(await failed).toBeUndefined();
  });
});
