// The one adapter from the workspace holder to what needs a part of it: the work runs over the
// opened workspace, and a failure to open comes back as it was, with the work not run.
import { describe, expect, it } from 'vitest';
import { withOpenWorkspace, type Workspace } from '../../../electron/core/app/workspace';
import { err, ok, type Result } from '../../../shared/result';

describe('withOpenWorkspace', () => {
  it('answers what the work answers over the opened workspace', async () => {
    const workspace = { drafts: {}, outbox: {}, status: {}, audit: {} } as unknown as Workspace;
    const answered = await withOpenWorkspace(
      async () => ok(workspace),
      async (opened) => ok(opened === workspace),
    );
    expect(answered).toEqual({ ok: true, value: true });
  });

  it('passes a failure to open through unchanged, without running the work', async () => {
    const failure: Result<Workspace> = err('ENCRYPTION_UNAVAILABLE', 'No keyring.');
    let isRun = false;
    const answered = await withOpenWorkspace(
      async () => failure,
      () => {
        isRun = true;
        return ok(1);
      },
    );
    expect(answered).toBe(failure);
    expect(isRun).toBe(false);
  });
});
