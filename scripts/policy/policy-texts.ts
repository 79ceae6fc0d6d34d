// The words an administrator reads beside each setting in the Group Policy editor (ADML) and in
// the example profile (decisions 83). Keyed by the schema's settings: a setting added to
// PolicySchema does not compile here until it has its words.
import type { Policy } from '../../shared/policy/policy-schema';

export interface SettingText {
  /** The policy's name in the editor's list. */
  title: string;
  /** The help beside it: what it sets, and for lists the JSON it takes. */
  explain: string;
}

export const settingTexts: Record<keyof Policy, SettingText> = {
  schemaVersion: {
    title: 'Policy version',
    explain:
      'The version of the policy format this policy is written for. This app reads version 1 and refuses any other as a whole. The Windows template writes version 1 values and needs no version value.',
  },
  organisation: {
    title: 'Organisation',
    explain:
      'Who sets these values, shown beside every managed value in Settings (for example "Acme Payments IT"). Required: without it the policy is not applied.',
  },
  issuedOn: {
    title: 'Issued on',
    explain:
      'The day this version of the policy was issued (YYYY-MM-DD), shown as "since" beside the managed values.',
  },
  environments: {
    title: 'Environments',
    explain:
      'The service environments agents send merchants to: a JSON list of objects with id, name, baseUrl, authorizeUrl and consumerKey, and optionally isSignatureRequired and the service paths. Addresses use https (http only for 127.0.0.1). Never put the consumer secret here: each agent enters it once, and it stays in the system secret store.',
  },
  allowAgentEnvironments: {
    title: 'Let agents add environments',
    explain:
      'Enabled: agents may add environments of their own beside the managed ones. Disabled: only the managed environments (and the practice sandbox, when offered) are available.',
  },
  practiceSandbox: {
    title: 'Offer the practice sandbox',
    explain:
      'Enabled: the built-in practice service is offered for training. Disabled: it is not offered at all.',
  },
  agreements: {
    title: 'Merchant agreements',
    explain:
      'The agreement a merchant reads above the signature, per environment and language: a JSON list of objects with environmentId, language ("en" or "es"), version and text. A signature stays bound to the version it was taken under.',
  },
  statusRefreshMinutes: {
    title: 'Status refresh (minutes)',
    explain:
      "Minutes between refreshes of submitted merchants' status while online, from 0 (off) to 1440.",
  },
  retentionDays: {
    title: 'Retention (days)',
    explain:
      'Days after submission before an application loses its sensitive numbers, from 7 to 3650.',
  },
  trashDays: {
    title: 'Trash (days)',
    explain: 'Days a deleted application stays in the trash, from 1 to 3650.',
  },
  inviteCatalogue: {
    title: 'Invite-code catalogue',
    explain:
      'The pricing plans agents pick by name: a JSON list of objects with label, code, environmentId, summary (what the code sets, in plain words) and optionally validFrom and validUntil (YYYY-MM-DD, both days included).',
  },
  allowAgentInviteCodes: {
    title: 'Let agents keep invite codes',
    explain:
      'Enabled: agents may keep catalogue entries of their own beside the managed ones. Disabled: only the managed catalogue is offered.',
  },
};
