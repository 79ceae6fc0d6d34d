// "Validate and queue" for several selected applications: each is checked by the one shared
// validator in main (drafts:validate), valid ones are queued, the rest come back with why. Valid
// ones that share a tax id, SSN, bank account or name + ZIP with another application are asked
// about once, all together, before anything is queued (decisions 30). Why one was skipped is in
// the agent's language (decisions 91); the field problems are listed as core words them.
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import type { DuplicateMatch } from '../../shared/drafts/duplicate-schema';
import { isEditable } from '../../shared/drafts/lifecycle';
import { findDuplicates } from '../data/duplicates';
import { enqueueDraft, validateDraft } from '../data/use-draft-actions';
import type { IntlShape } from '../i18n/format';
import { describeError } from '../words/errors';
import type { DuplicateQuestion } from '../ui/ConfirmDuplicates';
import { displayName } from '../words/names';

export interface SkippedApplication {
  id: string;
  name: string;
  reason: string;
}

export interface BulkQueueOutcome {
  queued: number;
  skipped: SkippedApplication[];
}

const listedProblems = 3;

export async function validateAndQueue(
  intl: IntlShape,
  drafts: readonly DraftSummary[],
  askAboutDuplicates: (questions: DuplicateQuestion[]) => Promise<boolean>,
): Promise<BulkQueueOutcome> {
  let queued = 0;
  const skipped: SkippedApplication[] = [];
  const valid: { draft: DraftSummary; name: string; matches: DuplicateMatch[] }[] = [];
  const skip = (draft: DraftSummary, name: string, reason: string) =>
    skipped.push({ id: draft.id, name, reason });
  for (const draft of drafts) {
    const name = displayName(intl, draft);
    if (!isEditable(draft.lifecycle)) {
      skip(draft, name, intl.formatMessage({ id: 'drafts.skip.notEditable' }));
      continue;
    }
    const validation = await validateDraft(draft.id);
    if (!validation.ok) {
      skip(draft, name, describeError(intl, validation.error).title);
      continue;
    }
    if (!validation.value.isValid) {
      const problems = validation.value.fieldErrors;
      const first = problems
        .slice(0, listedProblems)
        .map((problem) => problem.message)
        .join('; ');
      skip(
        draft,
        name,
        intl.formatMessage(
          { id: 'drafts.skip.problems' },
          { count: problems.length, first, more: Math.max(0, problems.length - listedProblems) },
        ),
      );
      continue;
    }
    valid.push({ draft, name, matches: await findDuplicates(draft.id) });
  }
  const shared = valid.filter((entry) => entry.matches.length > 0);
  const isSharedConfirmed = await askAboutDuplicates(
    shared.map(({ draft, name, matches }) => ({ id: draft.id, name, matches })),
  );
  for (const { draft, name, matches } of valid) {
    if (matches.length > 0 && !isSharedConfirmed) {
      skip(draft, name, intl.formatMessage({ id: 'drafts.skip.duplicate' }));
      continue;
    }
    const enqueued = await enqueueDraft(draft.id);
    if (enqueued.ok) queued += 1;
    else skip(draft, name, describeError(intl, enqueued.error).title);
  }
  return { queued, skipped };
}
