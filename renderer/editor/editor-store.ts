// What the editor knows besides the inputs' own values, in one place with one small API: the live
// verdict of the shared validator (checklist, required marks, ownership total, queue button), the
// service's field errors from the last rejection (each kept until the agent edits its field, as
// the save then drops it from the stored draft: shared/drafts/standing-errors.ts) and input notes
// (characters a mask refused). Fields subscribe with a selector, so a keystroke re-renders only
// what changed.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { FieldError } from '../../shared/result';
import type { MerchantVariant } from '../../shared/merchant/validate';

export interface EditorState {
  variant: MerchantVariant;
  /** Every problem the shared validator finds now, plus form-only checks, by field path. */
  problems: FieldError[];
  /**
   * Plausibility warnings (decisions 29) and other applications sharing a number (decisions 30),
   * by field path: shown beside the field, never counted as problems.
   */
  warnings: FieldError[];
  /** Field errors from the service's last rejection, by form name (`owner.0.ssn`). */
  serverErrors: Record<string, string>;
  /**
   * The shared schema's messages react-hook-form shows now, by form name: copied here from the
   * form's errors when they change (ApplicationForm.tsx), so each field reads its message from
   * the one selector it already has, and react-hook-form tells no field of a keystroke
   * (decisions 90).
   */
  schemaErrors?: Record<string, string>;
  /** Input notes by form name, e.g. "Letters were left out: only digits go here". */
  notes: Record<string, string>;
  /** Other applications with the same number, by form name (`taxId`), in words. */
  duplicates?: Record<string, string>;
  /** Sections the agent folded away, by section id. */
  collapsed: Record<string, boolean>;
  /** Owner and account rows shown or folded by the agent (`owner.3`); others follow the default. */
  openRows: Record<string, boolean>;
  /**
   * Queued, being sent or submitted: values can be read, selected and copied but not changed, and
   * nothing that adds or removes is offered. Folding and "Show" still work, as they only change
   * what is on screen.
   */
  isReadOnly: boolean;
  /**
   * The sections below the first screen are asked for at once (they otherwise follow the first
   * frame, LaterSections.tsx): set when a field in them is to be opened and focused.
   */
  isWholeFormAsked?: boolean;
}

type EntryKind = 'serverErrors' | 'notes' | 'duplicates';

export interface EditorStore {
  get(): EditorState;
  update(change: (state: EditorState) => EditorState): void;
  /** Sets or clears one field's service error or note; nobody is told when nothing changed. */
  setEntry(kind: EntryKind, name: string, message: string | undefined): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (change: (current: EditorState) => EditorState) => {
    const next = change(state);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    update,
    setEntry(kind, name, message) {
      update((current) => {
        const record = current[kind] ?? {};
        if (record[name] === message) return current;
        const next = { ...record };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return { ...current, [kind]: next };
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What the shared validator says of the form now (quickstart-start.ts startProblems). */
export type Verdict = Pick<EditorState, 'variant' | 'problems' | 'warnings'>;

/**
 * The state with a new verdict. The checklist is judged again after every pause in typing, and
 * most pauses change nothing in it: then the same state comes back (nobody is told), and a list
 * that did not change keeps its reference, so the checklist, the row counts and two hundred
 * fields' selectors do not render again for it (decisions 90).
 */
export function withVerdict(state: EditorState, verdict: Verdict): EditorState {
  const problems = isSameList(state.problems, verdict.problems) ? state.problems : verdict.problems;
  const warnings = isSameList(state.warnings, verdict.warnings) ? state.warnings : verdict.warnings;
  if (
    state.variant === verdict.variant &&
    problems === state.problems &&
    warnings === state.warnings
  )
    return state;
  return { ...state, variant: verdict.variant, problems, warnings };
}

/** The state with the form's schema messages now; the same state when they did not change. */
export function withSchemaErrors(
  state: EditorState,
  messages: Record<string, string>,
): EditorState {
  const before = state.schemaErrors ?? {};
  const names = Object.keys(messages);
  const isSame =
    names.length === Object.keys(before).length &&
    names.every((name) => before[name] === messages[name]);
  return isSame ? state : { ...state, schemaErrors: messages };
}

function isSameList(before: readonly FieldError[], after: readonly FieldError[]): boolean {
  return (
    before.length === after.length &&
    before.every(
      (entry, index) =>
        entry.field === after[index]!.field && entry.message === after[index]!.message,
    )
  );
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorState outside <EditorStoreContext>');
  return store;
}

/** A slice of the editor state; the selector must return a primitive or a kept reference. */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}

const selectReadOnly = (state: EditorState) => state.isReadOnly;

/** Whether the form can be changed now (EditorState.isReadOnly). */
export function useIsReadOnly(): boolean {
  return useEditorState(selectReadOnly);
}
