// What the organisation's settings set over the agent's (decisions 84), as pure rules over the
// applied policy: the environments the registry lists, the settings get() answers, the patches a
// save refuses and the agreement shown per environment and language. The agent's own values stay
// stored underneath: a setting the policy stops setting is the agent's again, as it was.
import type { Environment } from '../../../shared/environments/environment-schema';
import { merchantLanguages, type MerchantLanguage } from '../../../shared/i18n/languages';
import type { Settings, SettingsPatch } from '../../../shared/ipc/settings-schema';
import type { Policy } from '../../../shared/policy/policy-schema';
import { err, ok, type Result } from '../../../shared/result';
import { agreementFor, type Agreement } from '../../../shared/review/agreement';
import type { ManagedEnvironments } from '../environments/environment-registry';

/** The organisation's environments as the registry lists them: remote, with the spec's paths. */
export function managedEnvironmentsOf(policy: Policy | null): ManagedEnvironments {
  return {
    environments: (policy?.environments ?? []).map(
      ({ isSignatureRequired: _required, ...environment }): Environment => ({
        ...environment,
        kind: 'remote',
      }),
    ),
    isSandboxOffered: policy?.practiceSandbox !== false,
    areAgentEnvironmentsAllowed: policy?.allowAgentEnvironments !== false,
  };
}

/**
 * The settings in effect. `offeredIds`: the environments listed now, in the registry's order (the
 * sandbox first when offered, then the organisation's, then the agent's): a selected environment
 * that is no longer listed falls back to the first of them, and the agent's stored choice comes
 * back by itself if its environment returns.
 */
export function overlaySettings(
  stored: Settings,
  policy: Policy | null,
  offeredIds: readonly string[],
): Settings {
  const selected = offeredIds.includes(stored.environmentId)
    ? stored.environmentId
    : (offeredIds[0] ?? stored.environmentId);
  if (policy === null) return { ...stored, environmentId: selected };
  let signing = stored.signing;
  for (const environment of policy.environments ?? []) {
    if (environment.isSignatureRequired === undefined) continue;
    signing = {
      ...signing,
      [environment.id]: {
        ...signing?.[environment.id],
        isSignatureRequired: environment.isSignatureRequired,
      },
    };
  }
  return {
    ...stored,
    environmentId: selected,
    statusPollMinutes: policy.statusRefreshMinutes ?? stored.statusPollMinutes,
    retentionDays: policy.retentionDays ?? stored.retentionDays,
    trashDays: policy.trashDays ?? stored.trashDays,
    ...(signing !== undefined && { signing }),
  };
}

const policyFields = {
  statusPollMinutes: 'statusRefreshMinutes',
  retentionDays: 'retentionDays',
  trashDays: 'trashDays',
} as const satisfies Partial<Record<keyof Settings, keyof Policy>>;

/**
 * Refuses a save that would change what the organisation sets (decisions 84), naming the fields;
 * a patch that repeats the value in effect (a form saving everything it shows) passes, and what
 * it repeats is not stored: the agent's own value stays underneath, for when the policy lets go.
 */
export function checkPatch(
  patch: SettingsPatch,
  effective: Settings,
  stored: Settings,
  policy: Policy | null,
): Result<SettingsPatch> {
  if (policy === null) return ok(patch);
  const fields: string[] = [];
  for (const [field, policyField] of Object.entries(policyFields) as [
    keyof typeof policyFields,
    (typeof policyFields)[keyof typeof policyFields],
  ][]) {
    if (
      policy[policyField] !== undefined &&
      patch[field] !== undefined &&
      patch[field] !== effective[field]
    )
      fields.push(field);
  }
  if (patch.signing !== undefined) {
    for (const environment of policy.environments ?? []) {
      const required = environment.isSignatureRequired;
      const asked = patch.signing[environment.id]?.isSignatureRequired === true;
      if (required !== undefined && asked !== required)
        fields.push(`signing.${environment.id}.isSignatureRequired`);
    }
    const withAgreement = new Set((policy.agreements ?? []).map((entry) => entry.environmentId));
    for (const id of withAgreement) {
      if (patch.signing[id]?.agreementText !== effective.signing?.[id]?.agreementText)
        fields.push(`signing.${id}.agreementText`);
      // The per-language texts too (decisions 99): compared as data, key order aside.
      const asked = patch.signing[id]?.agreementTexts ?? {};
      const kept = effective.signing?.[id]?.agreementTexts ?? {};
      if (merchantLanguages.some((language) => asked[language] !== kept[language]))
        fields.push(`signing.${id}.agreementTexts`);
    }
  }
  if (fields.length === 0) return ok(withStoredValues(patch, stored, policy));
  const message = `Set by ${policy.organisation}: it cannot be changed here.`;
  return err('READ_ONLY', `${fields.join(', ')}: ${message}`, {
    details: { reason: 'set-by-organisation' },
    fieldErrors: fields.map((field) => ({ field, message })),
  });
}

/** The agreement for an environment and language in effect (shared/review/agreement.ts). */
export function agreementIn(
  settings: Pick<Settings, 'signing'>,
  policy: Policy | null,
  environmentId: string,
  language?: MerchantLanguage,
): Agreement {
  return agreementFor(
    { signing: settings.signing, managed: policy?.agreements },
    environmentId,
    language,
  );
}

/** The patch with every value the organisation sets put back to the agent's stored one. */
function withStoredValues(patch: SettingsPatch, stored: Settings, policy: Policy): SettingsPatch {
  const kept: SettingsPatch = { ...patch };
  for (const [field, policyField] of Object.entries(policyFields) as [
    keyof typeof policyFields,
    (typeof policyFields)[keyof typeof policyFields],
  ][]) {
    if (policy[policyField] !== undefined && kept[field] !== undefined) kept[field] = stored[field];
  }
  if (kept.signing !== undefined) {
    const signing = { ...kept.signing };
    for (const environment of policy.environments ?? []) {
      if (environment.isSignatureRequired === undefined) continue;
      const { isSignatureRequired: _managed, ...rest } = signing[environment.id] ?? {};
      const own = stored.signing?.[environment.id]?.isSignatureRequired;
      signing[environment.id] = { ...rest, ...(own !== undefined && { isSignatureRequired: own }) };
    }
    kept.signing = signing;
  }
  return kept;
}
