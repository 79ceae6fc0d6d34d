// The lifecycle's rules have one home (shared/drafts/lifecycle.ts) that core and the renderer
// both read; these tests pin what each rule answers for every state.
import { describe, expect, it } from 'vitest';
import { isEditable, lifecycleStates } from '../../shared/drafts/lifecycle';

describe('isEditable', () => {
  it('is true for draft, ready and rejected only; queued, sending, needs-attention and submitted are not', () => {
    expect(lifecycleStates.filter(isEditable)).toEqual(['draft', 'ready', 'rejected']);
  });
});
