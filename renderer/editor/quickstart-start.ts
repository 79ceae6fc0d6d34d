// "New QuickStart application" as its own start. The rule set follows the payload (an invite code
// means QuickStart, decisions 14), so a QuickStart draft whose code is not typed yet would be judged
// as a full application: 22 problems for fields QuickStart does not need. While the agent has not
// typed the code, an application started as QuickStart is judged by the QuickStart rules instead,
// with the missing invite code as its first problem, and the sections QuickStart does not need
// start folded away. The start ends when the first invite code is typed (from then on the payload
// picks the rule set, as for any application), or when the agent chooses the full application.
import { createContext, useContext } from 'react';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import type { SectionId } from '../words/fields';
import { liveProblems } from './form-validation';
import type { FormValues } from './form-values';

/** What the agent started: the full form, or QuickStart before its invite code is typed. */
export type StartMode = 'full' | 'quickstart';

/** Folded at a QuickStart start: what QuickStart does not need (the invite code, the legal name
 * and each owner's name and e-mail are in QuickStart, Legal entity and Owners). */
export const foldedAtQuickStart: readonly SectionId[] = [
  'business',
  'tax',
  'location',
  'statement',
  'funding',
];

/** A code that passes the invite code's format, standing in for the one not typed yet. */
const standInCode = 'AAAA-AAAA-AAAA';
export const missingInviteCode = 'Enter the invite code';

/** Whether the QuickStart start applies: started as QuickStart and no invite code typed yet. */
export function isQuickStartStart(
  mode: StartMode,
  values: Pick<FormValues, 'inviteCode'>,
): boolean {
  return mode === 'quickstart' && values.inviteCode.trim() === '';
}

/** The checklist's verdict, with the QuickStart start taken into account. */
export function startProblems(
  mode: StartMode,
  values: FormValues,
  base: DraftPayload,
): ReturnType<typeof liveProblems> {
  if (!isQuickStartStart(mode, values)) return liveProblems(values, base);
  const verdict = liveProblems({ ...values, inviteCode: standInCode }, base);
  return {
    variant: 'quickstart',
    warnings: verdict.warnings,
    problems: [
      { field: 'inviteCode', message: missingInviteCode },
      ...verdict.problems.filter((problem) => problem.field !== 'inviteCode'),
    ],
  };
}

export interface StartModeContextValue {
  mode: StartMode;
  /** The agent chose the full application instead: every rule and every section. */
  chooseFull: () => void;
}

export const StartModeContext = createContext<StartModeContextValue>({
  mode: 'full',
  chooseFull: () => undefined,
});

export function useStartMode(): StartModeContextValue {
  return useContext(StartModeContext);
}
