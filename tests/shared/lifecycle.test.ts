// The lifecycle's rules have one home (shared/drafts/lifecycle.ts) that core and the renderer
// both read; these tests pin what each rule answers for every state.
import { describe, expect, it } from 'vitest';
import { isEditable, isInOutbox, lifecycleStates } from '../../shared/drafts/lifecycle';

describe('isEditable', () => {
  it('is true for draft, ready and rejected only; queued, sending, needs-attention and submitted are not', () => {
    expect(lifecycleStates.filter(isEditable)).toEqual(['draft', 'ready', 'rejected']);
  });
});

describe('isInOutbox', () => {
  it('is true for queued, sending and needs-attention only', () => {
    expect(lifecycleStates.filter(isInOutbox)).toEqual(['queued', 'sending', 'needs-attention']);
  });

  it('holds no editable state: what is in the outbox is taken out before it is edited', () => {
    expect(lifecycleStates.filter((state) => isInOutbox(state) && isEditable(state))).toEqual([]);
  });
});
