// The organisation's settings in words (decisions 84): who sets a value and since when, where the
// file is, which settings it sets, and what a file that could not be applied means for the agent;
// in the agent's language (decisions 91). Names, paths and the schema's rule for a setting are
// data, shown as they are.
import type { IntlShape } from '../i18n/format';
import { formatDayOfYear } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import type { PolicyProblem, PolicySource } from '../../shared/policy/policy-schema';
import type { ManagedSetting, PolicyState } from '../../shared/policy/policy-state-schema';

/** The file's day of issue (a date without a zone) as that same calendar day, in any zone. */
function issuedDay(intl: IntlShape, issuedOn: string): string {
  return intl.formatDate(new Date(`${issuedOn}T00:00:00Z`), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}

/** "Set by Acme Payments IT since Nov 20, 2026" (the day it was issued, else applied here). */
export function setByWords(intl: IntlShape, state: PolicyState): string {
  const since =
    state.issuedOn !== null
      ? issuedDay(intl, state.issuedOn)
      : state.appliedAt !== null
        ? formatDayOfYear(intl, state.appliedAt)
        : null;
  return intl.formatMessage(
    { id: 'policy.setBy' },
    {
      hasOrganisation: state.organisation === null ? 'no' : 'yes',
      organisation: state.organisation ?? '',
      hasSince: since === null ? 'no' : 'yes',
      since: since ?? '',
    },
  );
}

/** Each setting a policy can set, by its message. */
export const managedSettingMessages: Record<ManagedSetting, MessageId> = {
  environments: 'policy.setting.environments',
  allowAgentEnvironments: 'policy.setting.allowAgentEnvironments',
  practiceSandbox: 'policy.setting.practiceSandbox',
  agreements: 'policy.setting.agreements',
  signatureRule: 'policy.setting.signatureRule',
  statusRefreshMinutes: 'policy.setting.statusRefreshMinutes',
  retentionDays: 'policy.setting.retentionDays',
  trashDays: 'policy.setting.trashDays',
  inviteCatalogue: 'policy.setting.inviteCatalogue',
  allowAgentInviteCodes: 'policy.setting.allowAgentInviteCodes',
};

/** ICU select keys are plain words: the codes' camelCase forms. */
const sourceKinds: Record<PolicySource['kind'], string> = {
  'windows-registry': 'windowsRegistry',
  'macos-profile': 'macosProfile',
  file: 'file',
};

/** Where the file is, in words an office's IT recognises. */
export function policySourceWords(intl: IntlShape, source: PolicySource): string {
  return intl.formatMessage(
    { id: 'policy.source' },
    { kind: sourceKinds[source.kind], location: source.location },
  );
}

const causeKeys: Record<PolicyProblem['cause'], string> = {
  unreadable: 'unreadable',
  'too-large': 'tooLarge',
  'not-json': 'notJson',
  schema: 'schema',
  'unknown-version': 'unknownVersion',
};

/** "Your organisation's settings in the file /etc/... could not be read (EACCES)." */
export function policyProblemHeading(intl: IntlShape, problem: PolicyProblem): string {
  return intl.formatMessage(
    { id: 'policy.problem.heading' },
    {
      source: policySourceWords(intl, problem.source),
      cause: causeKeys[problem.cause],
      hasCode: problem.osCode === undefined ? 'no' : 'yes',
      code: problem.osCode ?? '',
    },
  );
}

/** "environments[0].baseUrl: Use https (http only for 127.0.0.1)": the schema's words, as data. */
export function policyIssueWords(issue: PolicyProblem['issues'][number]): string {
  return issue.setting === '' ? issue.message : `${issue.setting}: ${issue.message}`;
}

/** The outbox's words for an application whose environment the organisation took away. */
export function withdrawnWords(intl: IntlShape, name: string): { title: string; detail: string } {
  return {
    title: intl.formatMessage({ id: 'policy.withdrawn.title' }, { name }),
    detail: intl.formatMessage({ id: 'policy.withdrawn.detail' }, { name }),
  };
}
