// The organisation's settings in words (decisions 84): who sets a value and since when, where the
// file is, which settings it sets, and what a file that could not be applied means for the agent.
import type { PolicyProblem, PolicySource } from '../../shared/policy/policy-schema';
import type { ManagedSetting, PolicyState } from '../../shared/policy/policy-state-schema';
import { dayOfYearWords, serviceDate } from './time';

/** "Set by Acme Payments IT since Nov 20, 2026" (the day it was issued, else applied here). */
export function setByWords(state: PolicyState): string {
  const organisation = state.organisation ?? 'your organisation';
  const since =
    state.issuedOn !== null
      ? serviceDate(state.issuedOn)
      : state.appliedAt !== null
        ? dayOfYearWords(state.appliedAt)
        : null;
  return since === null ? `Set by ${organisation}` : `Set by ${organisation} since ${since}`;
}

export const managedSettingWords: Record<ManagedSetting, string> = {
  environments: 'Environments',
  allowAgentEnvironments: 'Whether you may add environments',
  practiceSandbox: 'The practice sandbox',
  agreements: 'The agreement texts',
  signatureRule: 'Whether the merchant’s signature is needed',
  statusRefreshMinutes: 'How often statuses are refreshed',
  retentionDays: 'How long submitted applications keep their numbers',
  trashDays: 'How long deleted applications stay in the trash',
  inviteCatalogue: 'The pricing plans (invite codes)',
  allowAgentInviteCodes: 'Whether you may keep invite codes of your own',
};

/** Where the file is, in words an office's IT recognises. */
export function policySourceWords(source: PolicySource): string {
  switch (source.kind) {
    case 'windows-registry':
      return `the Windows policy registry key ${source.location}`;
    case 'macos-profile':
      return `the macOS configuration profile ${source.location}`;
    default:
      return `the file ${source.location}`;
  }
}

const causeWords: Record<PolicyProblem['cause'], string> = {
  unreadable: 'could not be read',
  'too-large': 'is larger than 1 MB',
  'not-json': 'is not valid JSON',
  schema: 'has settings that are not valid',
  'unknown-version': 'was written for a version of Boarding Desk this one does not know',
};

/** "The organisation's settings in the file /etc/... could not be read (EACCES)." */
export function policyProblemHeading(problem: PolicyProblem): string {
  const code = problem.osCode === undefined ? '' : ` (${problem.osCode})`;
  return `Your organisation’s settings in ${policySourceWords(problem.source)} ${causeWords[problem.cause]}${code}.`;
}

/** What did not happen, so the agent knows what is safe. */
export const policyProblemFooter =
  'Nothing from it was applied: the settings you had stay as they were, and your drafts and the outbox are untouched. Ask the office to correct the file; it is read again when it changes.';

/** "environments[0].baseUrl: Use https (http only for 127.0.0.1)" */
export function policyIssueWords(issue: PolicyProblem['issues'][number]): string {
  return issue.setting === '' ? issue.message : `${issue.setting}: ${issue.message}`;
}

/** The outbox's words for an application whose environment the organisation took away. */
export function withdrawnWords(name: string): { title: string; detail: string } {
  return {
    title: `Held: the organisation’s settings no longer include ${name}`,
    detail: `It stays in the outbox and is never sent anywhere else. It goes out to ${name} if your organisation includes it again.`,
  };
}
