// Main checks the invite code again before an application is queued (decisions 86): an expired,
// not yet valid or unknown code is never queued silently. The editor warns beside the field and
// asks the agent; the agent's yes comes back as the very code they confirmed, so a code changed
// after the question is asked about again.
import type { Draft } from '../../../shared/drafts/draft-schema';
import { normalizeInviteCode } from '../../../shared/merchant/normalize';
import { isWarnedStanding } from '../../../shared/policy/invite-catalogue';
import { err, ok, type Result } from '../../../shared/result';
import type { InviteCatalogue } from './invite-catalogue';

export function checkInviteCode(
  draft: Draft,
  catalogue: Pick<InviteCatalogue, 'standing'>,
  environmentId: string,
  acceptedInviteCode: string | undefined,
): Result<null> {
  const typed = draft.payload.inviteCode;
  if (typeof typed !== 'string' || typed.trim() === '') return ok(null);
  const code = normalizeInviteCode(typed);
  const standing = catalogue.standing(environmentId, code);
  if (!isWarnedStanding(standing)) return ok(null);
  if (acceptedInviteCode !== undefined && normalizeInviteCode(acceptedInviteCode) === code)
    return ok(null);
  return err(
    'INVALID_STATE',
    `The invite code ${code} is ${standing}; the agent confirms it first.`,
    {
      details: { reason: 'invite-code-unconfirmed', standing, field: 'inviteCode' },
    },
  );
}
