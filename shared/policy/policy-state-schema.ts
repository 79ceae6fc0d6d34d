// The organisation's settings as the renderer may know them (decisions 84): who sets them, since
// when, from where, which settings they set, and why a file was not applied. Never the agreement
// texts (the review asks for the one it shows) and never anything secret: the file holds none, and
// this carries only names, ids, versions and the problem's place and settings.
import { z } from 'zod';
import { MerchantLanguageSchema } from '../i18n/languages';
import { PolicyProblemSchema, PolicySourceSchema, type Policy } from './policy-schema';

/** The settings a policy can set, by the file's own names. */
export const managedSettingNames = [
  'environments',
  'allowAgentEnvironments',
  'practiceSandbox',
  'agreements',
  'signatureRule',
  'statusRefreshMinutes',
  'retentionDays',
  'trashDays',
  'inviteCatalogue',
  'allowAgentInviteCodes',
] as const;
export const ManagedSettingSchema = z.enum(managedSettingNames);
export type ManagedSetting = z.infer<typeof ManagedSettingSchema>;

export const PolicyStateSchema = z.strictObject({
  /** Null without an applied policy. */
  organisation: z.string().max(120).nullable(),
  issuedOn: z.iso.date().nullable(),
  source: PolicySourceSchema.nullable(),
  /** When this laptop applied it (ISO time). */
  appliedAt: z.string().max(40).nullable(),
  managed: z.array(ManagedSettingSchema).max(managedSettingNames.length),
  /** The environments the organisation sets (shown locked). */
  managedEnvironmentIds: z.array(z.string().max(100)).max(100),
  /** Environments whose "signature needed before sending" the organisation sets. */
  signatureRuleEnvironmentIds: z.array(z.string().max(100)).max(100),
  /** Which agreements the organisation sets, by environment, language and version; no text. */
  agreements: z
    .array(
      z.strictObject({
        environmentId: z.string().max(100),
        language: MerchantLanguageSchema,
        version: z.string().max(40),
      }),
    )
    .max(400),
  isSandboxOffered: z.boolean(),
  areAgentEnvironmentsAllowed: z.boolean(),
  /** Why the last file read was not applied: nothing of it is; drafts and outbox untouched. */
  problem: PolicyProblemSchema.nullable(),
  /** A newer read waits for a signature or a send to finish. */
  isPending: z.boolean(),
});
export type PolicyState = z.infer<typeof PolicyStateSchema>;

/** The settings a policy sets, by the file's names. */
export function managedSettingsOf(policy: Policy | null): ManagedSetting[] {
  if (policy === null) return [];
  const isSet: Record<ManagedSetting, boolean> = {
    environments: policy.environments !== undefined,
    allowAgentEnvironments: policy.allowAgentEnvironments !== undefined,
    practiceSandbox: policy.practiceSandbox !== undefined,
    agreements: policy.agreements !== undefined,
    signatureRule: (policy.environments ?? []).some(
      (environment) => environment.isSignatureRequired !== undefined,
    ),
    statusRefreshMinutes: policy.statusRefreshMinutes !== undefined,
    retentionDays: policy.retentionDays !== undefined,
    trashDays: policy.trashDays !== undefined,
    inviteCatalogue: policy.inviteCatalogue !== undefined,
    allowAgentInviteCodes: policy.allowAgentInviteCodes !== undefined,
  };
  return managedSettingNames.filter((name) => isSet[name]);
}
