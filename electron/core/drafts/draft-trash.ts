// Pure rules for the recoverable trash: moving a draft in and out. Like draft-transitions.ts, the
// store runs them inside its per-draft queue; `null` means "already there, nothing to write".
import type { Draft } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';

/** Refuses a draft still in the outbox: the agent takes it out first. */
export function applyTrash(draft: Draft, nowMs: number): Result<Draft | null> {
  if (draft.trashedAt !== undefined) return ok(null);
  if (
    draft.lifecycle === 'queued' ||
    draft.lifecycle === 'sending' ||
    draft.lifecycle === 'needs-attention'
  ) {
    return err(
      'INVALID_STATE',
      `This application is ${draft.lifecycle}; take it out of the outbox first.`,
    );
  }
  return ok({ ...draft, trashedAt: new Date(nowMs).toISOString() });
}

export function applyRestore(draft: Draft): Result<Draft | null> {
  if (draft.trashedAt === undefined) return ok(null);
  const { trashedAt: _trashedAt, ...rest } = draft;
  return ok(rest);
}
