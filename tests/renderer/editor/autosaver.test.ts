// The autosaver's state machine, driven with fake timers and a save function that answers when
// the test says so: the pause before a save, a newer edit made while a save is in flight, a
// refused save kept pending and tried again, a conflict that waits for the agent, the save made
// at once when the agent leaves, and a read-only folder that refuses every save.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Autosave from '../../../renderer/editor/autosaver';
import type { AutosaverOptions } from '../../../renderer/editor/autosaver';
import type { DraftPayload, DraftSummary } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';

// The module also holds the form's hook, which loads the data layer, and the data layer reads
// `window.boarding` (the preload's bridge) as it loads: an empty one here, as every save in these
// tests is the test's own function.
vi.stubGlobal('window', { boarding: {} });
const { createAutosaver } = (await import('../../../renderer/editor/autosaver')) as typeof Autosave;

const delayMs = 700;
const opened = '2026-11-01T10:00:00.000Z';

interface Call {
  payload: DraftPayload;
  expectedUpdatedAt: string;
  answer(result: Result<DraftSummary>): void;
  fail(error: unknown): void;
}

function summary(updatedAt: string): DraftSummary {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    legalName: '',
    dba: '',
    createdAt: opened,
    updatedAt,
    lifecycle: 'draft',
    errorCount: 3,
    variant: 'full',
    isTrashed: false,
  };
}

/** An autosaver over a form whose payload the test sets, and a save the test answers. */
function setup(
  overrides: Partial<AutosaverOptions> = {},
  opening: DraftPayload = { legalName: 'Stored LLC' },
) {
  const calls: Call[] = [];
  const saved: DraftPayload[] = [];
  let current: DraftPayload = opening;
  const autosaver = createAutosaver({
    save: (payload, expectedUpdatedAt) =>
      new Promise((resolve, reject) => {
        calls.push({ payload, expectedUpdatedAt, answer: resolve, fail: reject });
      }),
    payload: () => current,
    onSaved: (_summary, payload) => saved.push(payload),
    updatedAt: opened,
    storedPayload: { legalName: 'Stored LLC' },
    delayMs,
    ...overrides,
  });
  const type = (payload: DraftPayload) => {
    current = payload;
    autosaver.changed();
  };
  return { autosaver, calls, saved, type };
}

/** Lets the autosaver's promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the pause in typing', () => {
  it('saves once, the latest payload, a full pause after the last keystroke', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'A' });
    expect(autosaver.state().kind).toBe('pending');
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    type({ legalName: 'Ab' });
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.payload).toEqual({ legalName: 'Ab' });
    expect(calls[0]!.expectedUpdatedAt).toBe(opened);
    expect(autosaver.state().kind).toBe('saving');
    calls[0]!.answer(ok(summary('2026-11-01T10:00:01.000Z')));
    await settle();
    expect(autosaver.state().kind).toBe('saved');
    expect(autosaver.hasPending()).toBe(false);
  });

  it('sends nothing when the payload is the one stored (typed and typed back)', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Stored LLC' });
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls).toHaveLength(0);
    expect(autosaver.state().kind).toBe('saved');
  });

  it('sends nothing for a change signal without an edit, though the form reads the draft differently', async () => {
    // The form gives a blank zip extension back as null, which the stored draft leaves out.
    const opening = { legalName: 'Stored LLC', locationZipExtension: null };
    const { autosaver, calls, type } = setup({}, opening);
    autosaver.changed();
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls).toHaveLength(0);
    type({ ...opening, legalName: 'Typed' });
    type(opening);
    expect(await autosaver.flush({ isLeaving: true })).toBe(true);
    expect(calls).toHaveLength(0);

    type({ ...opening, legalName: 'Typed' });
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.payload).toEqual({ ...opening, legalName: 'Typed' });
    calls[0]!.answer(ok(summary('2026-11-01T10:05:00.000Z')));
    await settle();
    // Back to the opening payload after a save is an edit: the stored draft says "Typed" now.
    type(opening);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload).toEqual(opening);
  });

  it('tells its listener of each change of state, not of each keystroke', async () => {
    const { autosaver, type } = setup();
    const seen: string[] = [];
    autosaver.subscribe(() => seen.push(autosaver.state().kind));
    type({ legalName: 'A' });
    type({ legalName: 'Ab' });
    type({ legalName: 'Abc' });
    expect(seen).toEqual(['pending']);
  });
});

describe('an edit made while a save is in flight', () => {
  it('is saved right after, over the revision the first save answered, never overlapping', async () => {
    const { autosaver, calls, saved, type } = setup();
    type({ legalName: 'First' });
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls).toHaveLength(1);
    type({ legalName: 'Second' });
    const flushed = autosaver.flush();
    await settle();
    expect(calls).toHaveLength(1); // waits for the save in flight
    calls[0]!.answer(ok(summary('2026-11-01T10:00:01.000Z')));
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload).toEqual({ legalName: 'Second' });
    expect(calls[1]!.expectedUpdatedAt).toBe('2026-11-01T10:00:01.000Z');
    calls[1]!.answer(ok(summary('2026-11-01T10:00:02.000Z')));
    expect(await flushed).toBe(true);
    expect(saved).toEqual([{ legalName: 'First' }, { legalName: 'Second' }]);
    expect(autosaver.state().kind).toBe('saved');
  });
});

describe('a refused save', () => {
  it('keeps the change pending, says why, and saves it when tried again', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Kept' });
    await vi.advanceTimersByTimeAsync(delayMs);
    calls[0]!.answer(err('STORAGE', 'The disk is full.'));
    await settle();
    expect(autosaver.state()).toMatchObject({ kind: 'failed', error: { code: 'STORAGE' } });
    expect(autosaver.hasPending()).toBe(true);
    // Not retried on its own: the agent (or the next edit) asks again.
    await vi.advanceTimersByTimeAsync(delayMs * 10);
    expect(calls).toHaveLength(1);
    const retried = autosaver.flush();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload).toEqual({ legalName: 'Kept' });
    expect(calls[1]!.expectedUpdatedAt).toBe(opened);
    calls[1]!.answer(ok(summary('2026-11-01T10:00:01.000Z')));
    expect(await retried).toBe(true);
    expect(autosaver.hasPending()).toBe(false);
  });

  it('turns a save that throws into a failed state, nothing dropped', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Kept' });
    await vi.advanceTimersByTimeAsync(delayMs);
    calls[0]!.fail(new Error('transport closed'));
    await settle();
    expect(autosaver.state()).toMatchObject({ kind: 'failed', error: { code: 'INTERNAL' } });
    expect(autosaver.hasPending()).toBe(true);
  });

  it('on a read-only folder, reports READ_ONLY and keeps every change on screen', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Typed anyway' });
    await vi.advanceTimersByTimeAsync(delayMs);
    calls[0]!.answer(err('READ_ONLY', 'The data folder is read-only.'));
    expect(await autosaver.flush()).toBe(false);
    expect(autosaver.state()).toMatchObject({ kind: 'failed', error: { code: 'READ_ONLY' } });
    expect(autosaver.hasPending()).toBe(true);
  });
});

describe('a conflict', () => {
  it('waits for the agent: no save until "keep mine" saves over the latest revision', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Mine' });
    await vi.advanceTimersByTimeAsync(delayMs);
    calls[0]!.answer(err('CONFLICT', 'Changed elsewhere.'));
    await settle();
    expect(autosaver.state().kind).toBe('conflict');
    type({ legalName: 'Mine, still typing' });
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(await autosaver.flush()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(autosaver.state().kind).toBe('conflict');

    const overwritten = autosaver.overwrite('2026-11-01T11:00:00.000Z');
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload).toEqual({ legalName: 'Mine, still typing' });
    expect(calls[1]!.expectedUpdatedAt).toBe('2026-11-01T11:00:00.000Z');
    calls[1]!.answer(ok(summary('2026-11-01T11:00:01.000Z')));
    expect(await overwritten).toBe(true);
    expect(autosaver.state().kind).toBe('saved');
  });

  it('"keep mine" writes the version the form opened with when that is what the agent has', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Mine' });
    await vi.advanceTimersByTimeAsync(delayMs);
    calls[0]!.answer(err('CONFLICT', 'Changed elsewhere.'));
    await settle();
    type({ legalName: 'Stored LLC' });
    const overwritten = autosaver.overwrite('2026-11-01T11:00:00.000Z');
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.payload).toEqual({ legalName: 'Stored LLC' });
    calls[1]!.answer(ok(summary('2026-11-01T11:00:01.000Z')));
    expect(await overwritten).toBe(true);
  });
});

describe('the stored draft read again', () => {
  it('adopts a new revision whose payload is the one last saved (the outbox moved it)', async () => {
    const { autosaver, calls, type } = setup();
    autosaver.observed('2026-11-01T10:30:00.000Z', { legalName: 'Stored LLC' });
    type({ legalName: 'Next' });
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls[0]!.expectedUpdatedAt).toBe('2026-11-01T10:30:00.000Z');
  });

  it("keeps the old revision when someone else's edit is read, so the save reports a conflict", async () => {
    const { autosaver, calls, type } = setup();
    autosaver.observed('2026-11-01T10:30:00.000Z', { legalName: 'Edited elsewhere' });
    type({ legalName: 'Next' });
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(calls[0]!.expectedUpdatedAt).toBe(opened);
  });
});

describe('leaving', () => {
  it('saves a pending change at once, without waiting for the pause', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'Left quickly' });
    autosaver.dispose();
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.payload).toEqual({ legalName: 'Left quickly' });
    // The pause's timer was cleared: no second save once it would have run.
    calls[0]!.answer(ok(summary('2026-11-01T10:00:01.000Z')));
    await vi.advanceTimersByTimeAsync(delayMs * 2);
    expect(calls).toHaveLength(1);
  });

  it('after a refused save in flight, still saves the pending edit once', async () => {
    for (const leave of ['dispose', 'pagehide'] as const) {
      const { autosaver, calls, type } = setup();
      type({ legalName: 'First' });
      await vi.advanceTimersByTimeAsync(delayMs);
      type({ legalName: 'Second' });
      const left = leave === 'dispose' ? autosaver.dispose() : autosaver.flush({ isLeaving: true });
      calls[0]!.answer(err('STORAGE', 'The disk is full.'));
      await settle();
      expect(calls).toHaveLength(2);
      expect(calls[1]!.payload).toEqual({ legalName: 'Second' });
      calls[1]!.answer(err('STORAGE', 'The disk is full.'));
      await settle();
      expect(calls).toHaveLength(2); // once, not in a loop
      if (left !== undefined) expect(await left).toBe(false);
    }
  });

  it('does not try again after a refusal on a read-only folder or a conflict', async () => {
    for (const code of ['READ_ONLY', 'CONFLICT'] as const) {
      const { autosaver, calls, type } = setup();
      type({ legalName: 'First' });
      await vi.advanceTimersByTimeAsync(delayMs);
      type({ legalName: 'Second' });
      autosaver.dispose();
      calls[0]!.answer(err(code, 'Refused.'));
      await settle();
      expect(calls).toHaveLength(1);
    }
  });

  it('flush() (staying) answers false for a refused save it waited for, trying nothing more', async () => {
    const { autosaver, calls, type } = setup();
    type({ legalName: 'First' });
    await vi.advanceTimersByTimeAsync(delayMs);
    type({ legalName: 'Second' });
    const flushed = autosaver.flush();
    calls[0]!.answer(err('STORAGE', 'The disk is full.'));
    expect(await flushed).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('flush() resolves true at once when nothing is pending', async () => {
    const { autosaver, calls } = setup();
    expect(await autosaver.flush()).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
