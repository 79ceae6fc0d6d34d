// The editor's store: one owner for what the editor knows besides the inputs' values. A listener
// is told only when something changed, so a keystroke that changes nothing re-renders nothing.
import { describe, expect, it } from 'vitest';
import {
  createEditorStore,
  withSchemaErrors,
  withVerdict,
  type EditorState,
} from '../../../renderer/editor/editor-store';

function initial(): EditorState {
  return {
    variant: 'full',
    problems: [],
    warnings: [],
    serverErrors: { 'owner.0.ssn': 'The service refused this SSN' },
    notes: {},
    collapsed: {},
    openRows: {},
    isReadOnly: false,
  };
}

function counted() {
  const store = createEditorStore(initial());
  let told = 0;
  const stop = store.subscribe(() => (told += 1));
  return { store, told: () => told, stop };
}

describe('update', () => {
  it('tells listeners of a new state, and nobody when the change hands the same state back', () => {
    const { store, told } = counted();
    store.update((state) => state);
    expect(told()).toBe(0);
    store.update((state) => ({ ...state, isReadOnly: true }));
    expect(told()).toBe(1);
    expect(store.get().isReadOnly).toBe(true);
  });

  it('stops telling a listener once it unsubscribed', () => {
    const { store, told, stop } = counted();
    stop();
    store.update((state) => ({ ...state, variant: 'quickstart' }));
    expect(told()).toBe(0);
    expect(store.get().variant).toBe('quickstart');
  });
});

describe('setEntry', () => {
  it('clears one service error when its field is edited, keeping the others', () => {
    const { store, told } = counted();
    store.setEntry('serverErrors', 'legalName', 'Too long');
    store.setEntry('serverErrors', 'owner.0.ssn', undefined);
    expect(store.get().serverErrors).toEqual({ legalName: 'Too long' });
    expect(told()).toBe(2);
  });

  it('is silent when the entry already says so (every keystroke clears its field)', () => {
    const { store, told } = counted();
    const before = store.get();
    store.setEntry('serverErrors', 'legalName', undefined);
    store.setEntry('serverErrors', 'owner.0.ssn', 'The service refused this SSN');
    expect(told()).toBe(0);
    expect(store.get()).toBe(before);
  });

  it('starts a record that was never set (duplicates) and never changes the previous state object', () => {
    const { store } = counted();
    const before = store.get();
    store.setEntry('duplicates', 'taxId', 'Also on "Acme LLC"');
    expect(store.get().duplicates).toEqual({ taxId: 'Also on "Acme LLC"' });
    expect(before.duplicates).toBeUndefined();
    store.setEntry('notes', 'legalPhone', 'Letters were left out');
    expect(before.notes).toEqual({});
  });
});

describe('withVerdict', () => {
  const problem = { field: 'taxId', message: 'Enter the tax ID' };
  const warning = { field: 'owner[0].dob', message: 'Check the year' };

  it('hands the same state back when the verdict says what it said, so nobody is told', () => {
    const { store, told } = counted();
    store.update((state) => ({ ...state, problems: [problem], warnings: [warning] }));
    const before = store.get();
    store.update((state) =>
      withVerdict(state, {
        variant: 'full',
        problems: [{ ...problem }],
        warnings: [{ ...warning }],
      }),
    );
    expect(store.get()).toBe(before);
    expect(told()).toBe(1);
  });

  it('replaces only the list that changed, and keeps the other one by reference', () => {
    const state = { ...initial(), problems: [problem], warnings: [warning] };
    const next = withVerdict(state, {
      variant: 'full',
      problems: [],
      warnings: [{ ...warning }],
    });
    expect(next.problems).toEqual([]);
    expect(next.warnings).toBe(state.warnings);
    const other = withVerdict(state, { variant: 'quickstart', problems: [problem], warnings: [] });
    expect(other.variant).toBe('quickstart');
    expect(other.problems).toBe(state.problems);
    expect(other.warnings).toEqual([]);
  });

  it('sees a changed message as a change', () => {
    const state = { ...initial(), problems: [problem] };
    const next = withVerdict(state, {
      variant: 'full',
      problems: [{ field: 'taxId', message: 'A tax ID has 9 digits' }],
      warnings: [],
    });
    expect(next).not.toBe(state);
    expect(next.problems[0]?.message).toBe('A tax ID has 9 digits');
  });
});

describe('withSchemaErrors', () => {
  it('hands the same state back while the messages stand, and a new one when any changes', () => {
    const state = withSchemaErrors(initial(), { taxId: 'Enter the tax ID' });
    expect(state.schemaErrors).toEqual({ taxId: 'Enter the tax ID' });
    expect(withSchemaErrors(state, { taxId: 'Enter the tax ID' })).toBe(state);
    expect(withSchemaErrors(state, {}).schemaErrors).toEqual({});
    expect(withSchemaErrors(state, { taxId: 'A tax ID has 9 digits' }).schemaErrors).toEqual({
      taxId: 'A tax ID has 9 digits',
    });
    const start = initial(); // no messages yet, and none now: nothing to tell
    expect(withSchemaErrors(start, {})).toBe(start);
  });
});
