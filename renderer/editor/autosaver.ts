// Autosave: when the form's edits are saved, and the hook that ties it to the form. A keystroke's
// save reads straight down this file: the form's one subscription (ApplicationForm.tsx) tells the
// autosaver of every change, the autosaver waits for a short pause in typing (pause.ts; at once
// when the agent leaves a field or the screen), turns the form's values into the payload (form-values.ts) and saves it through the data
// layer (renderer/data/draft-save.ts), which owns the call to main and its echo.
//
// The autosaver is one small state machine that owns its pause, the save in flight and the revision
// it expects (drafts:save's `expectedUpdatedAt`). Saves never overlap; an edit made during a save
// is saved right after it. A refused save keeps the changes pending (nothing typed is dropped) and
// says why; a CONFLICT (the stored draft moved on, e.g. edited in another window) waits for the
// agent's choice.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Draft, DraftPayload, DraftSummary } from '../../shared/drafts/draft-schema';
import type { AppError, Result } from '../../shared/result';
import { saveDraft } from '../data/draft-save';
import { valuesToPayload, type FormValues } from './form-values';
import { createPause } from './pause';

/** Pause in typing before an autosave. */
export const autosaveDelayMs = 700;

/**
 * The open draft's autosave, flushed when the screen or window goes away (route change, window
 * hidden or closed). The form tells it of every change (`changed()`, from the form's one
 * subscription in ApplicationForm.tsx). `base` is the stored payload the form started from, then
 * the last one saved: keys the form does not edit are carried over from it.
 */
export function useAutosave(
  draft: Draft,
  form: Pick<UseFormReturn<FormValues>, 'getValues'>,
  base: { current: DraftPayload },
): Autosaver {
  const queryClient = useQueryClient();
  const { getValues } = form;
  const [autosaver] = useState(() =>
    createAutosaver({
      save: (payload, expectedUpdatedAt) =>
        saveDraft(queryClient, draft.id, payload, expectedUpdatedAt),
      payload: () => valuesToPayload(getValues(), base.current),
      onSaved: (_summary, payload) => {
        base.current = payload;
      },
      updatedAt: draft.updatedAt,
      storedPayload: draft.payload,
      delayMs: autosaveDelayMs,
    }),
  );

  useEffect(() => {
    autosaver.observed(draft.updatedAt, draft.payload);
  }, [autosaver, draft.updatedAt, draft.payload]);

  useEffect(() => {
    const onHide = () => void autosaver.flush({ isLeaving: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      autosaver.dispose();
    };
  }, [autosaver]);

  return autosaver;
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; error: AppError }
  | { kind: 'conflict'; error: AppError };

export interface AutosaverOptions {
  save(payload: DraftPayload, expectedUpdatedAt: string): Promise<Result<DraftSummary>>;
  payload(): DraftPayload;
  onSaved(summary: DraftSummary, payload: DraftPayload): void;
  updatedAt: string;
  storedPayload: DraftPayload;
  delayMs: number;
}

export interface Autosaver {
  /** What autosave is doing now, for the status line (useSyncExternalStore). */
  state(): SaveState;
  subscribe(listener: () => void): () => void;
  /** An edit happened: save after the pause. */
  changed(): void;
  /**
   * Save now if anything is pending; resolves true when nothing is left unsaved, false when the
   * save it waited for (or made) was refused. `isLeaving` (the screen or window goes away): after
   * a refused save in flight, the pending edit is tried once more, unless a conflict waits for the
   * agent or the folder is read-only.
   */
  flush(options?: { isLeaving?: boolean }): Promise<boolean>;
  /** After a CONFLICT: save this version over the newer one (`latestUpdatedAt`). */
  overwrite(latestUpdatedAt: string): Promise<boolean>;
  /**
   * The stored draft was read again. Its revision is adopted only when its payload is the one we
   * last saved (the outbox moved its lifecycle): any other change is someone else's edit, and the
   * next save must report the conflict rather than overwrite it.
   */
  observed(updatedAt: string, payload: DraftPayload): void;
  hasPending(): boolean;
  dispose(): void;
}

export function createAutosaver(options: AutosaverOptions): Autosaver {
  let expectedUpdatedAt = options.updatedAt;
  let lastSavedJson = JSON.stringify(options.storedPayload);
  // What the form gives back untouched. It can differ from the stored payload (a blank zip
  // extension reads back as null: form-values.ts), and the form's subscription can fire without
  // an edit, so opening an application and leaving it must not count as a change: a save would
  // move its revision, and an import of the same application then finds it "different here"
  // instead of "already here" (decisions 42). After a save, it is the payload saved.
  let unchangedJson = JSON.stringify(options.payload());
  let isForced = false;
  let isPending = false;
  let isBlocked = false; // a conflict waits for the agent
  const pause = createPause(options.delayMs, () => void run());
  let inFlight: Promise<boolean> | null = null;

  // Only the status line listens: a keystroke that keeps it "pending" notifies nobody.
  let state: SaveState = { kind: 'idle' };
  const listeners = new Set<() => void>();
  const setState = (next: SaveState) => {
    if (next.kind === state.kind && (next.kind === 'pending' || next.kind === 'saving')) return;
    state = next;
    for (const listener of listeners) listener();
  };

  // A refusal that one more try cannot help: the agent must choose, or nothing can be written.
  const isHopeless = () =>
    isBlocked || (state.kind === 'failed' && state.error.code === 'READ_ONLY');

  async function run(isLeaving = false): Promise<boolean> {
    pause.cancel();
    // A save in flight is waited for first, pending edit or not: "nothing left unsaved" is only
    // known once its answer is in, and a refused one leaves its changes unsaved. Leaving tries
    // once more: it is the last chance to save what is pending.
    if (inFlight) {
      if (!(await inFlight) && !(isLeaving && !isHopeless())) return false;
      return run();
    }
    if (!isPending) return true;
    isPending = false;
    const payload = options.payload();
    const json = JSON.stringify(payload);
    if (!isForced && (json === lastSavedJson || json === unchangedJson)) {
      setState({ kind: 'saved', at: new Date() });
      return true;
    }
    setState({ kind: 'saving' });
    inFlight = options.save(payload, expectedUpdatedAt).then(
      (result) => {
        if (result.ok) {
          expectedUpdatedAt = result.value.updatedAt;
          lastSavedJson = json;
          unchangedJson = json;
          isForced = false;
          options.onSaved(result.value, payload);
          if (!isPending) setState({ kind: 'saved', at: new Date() });
          return true;
        }
        isPending = true;
        if (result.error.code === 'CONFLICT') {
          isBlocked = true;
          setState({ kind: 'conflict', error: result.error });
        } else {
          setState({ kind: 'failed', error: result.error });
        }
        return false;
      },
      (error: unknown) => {
        isPending = true;
        setState({ kind: 'failed', error: { code: 'INTERNAL', message: String(error) } });
        return false;
      },
    );
    const isSaved = await inFlight;
    inFlight = null;
    if (isSaved && isPending && !isBlocked) return run();
    return isSaved && !isPending;
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      isPending = true;
      if (isBlocked) return;
      setState({ kind: 'pending' });
      pause.touch();
    },
    flush(flushOptions) {
      return isBlocked ? Promise.resolve(false) : run(flushOptions?.isLeaving === true);
    },
    overwrite(latestUpdatedAt) {
      expectedUpdatedAt = latestUpdatedAt;
      isBlocked = false;
      // "Keep my version" writes it even when it is the one stored before, or opened with: the
      // newer revision it goes over is neither.
      isForced = true;
      isPending = true;
      return run();
    },
    observed(updatedAt, payload) {
      if (inFlight || updatedAt === expectedUpdatedAt) return;
      if (JSON.stringify(payload) === lastSavedJson) expectedUpdatedAt = updatedAt;
    },
    hasPending: () => isPending,
    dispose() {
      pause.cancel();
      if (isPending && !isBlocked) void run(true);
    },
  };
}
