// The organisation's settings applied over the agent's (decisions 84, 85): one object over the
// PolicyService port that answers everything the rest of core reads of them: the environments the
// registry lists, the settings overlay, the agreement per environment and language, what the
// outbox holds, and the state the renderer shows. It reads `current()` on every question, so a
// policy applied after a lease is returned is what the next question sees, with no copy to keep
// in step.
import type { MerchantLanguage } from '../../../shared/i18n/languages';
import { merchantLanguages } from '../../../shared/i18n/languages';
import type { Settings } from '../../../shared/ipc/settings-schema';
import type { Policy } from '../../../shared/policy/policy-schema';
import { managedSettingsOf, type PolicyState } from '../../../shared/policy/policy-state-schema';
import type { Agreement } from '../../../shared/review/agreement';
import type { AgreementStamp } from '../../../shared/review/signature-rule';
import type {
  EnvironmentRegistry,
  ManagedEnvironments,
} from '../environments/environment-registry';
import { sandboxEnvironmentId } from '../environments/sandbox-environment';
import type { Withdrawn } from '../outbox/outbox-state';
import type { PolicyService } from '../policy/policy-service-api';
import { sha256Hex } from '../signing/signature-state';
import {
  agreementIn,
  checkPatch,
  managedEnvironmentsOf,
  overlaySettings,
} from './managed-settings';
import type { ManagedEnvironmentMarks } from './managed-environment-marks';
import type { SettingsOverlay } from './settings-service';

export interface AppliedPolicy {
  policy(): Policy | null;
  managedEnvironments(): ManagedEnvironments;
  overlay: SettingsOverlay;
  /** The registry the overlay reads the listed environments from; before any settings read. */
  connect(registry: EnvironmentRegistry): void;
  agreement(settings: Settings, environmentId: string, language?: MerchantLanguage): Agreement;
  /** The environment's agreement per language as a signature is bound to it (decisions 85). */
  agreementNow(
    settings: Settings,
    environmentId: string,
  ): Partial<Record<MerchantLanguage, AgreementStamp>>;
  /** An environment the organisation's settings took away, with its last known name. */
  withdrawnEnvironment(environmentId: string): Withdrawn | undefined;
  state(): PolicyState;
  onChange(listener: () => void): () => void;
  close(): void;
}

export function createAppliedPolicy(
  service: PolicyService,
  marks: ManagedEnvironmentMarks,
): AppliedPolicy {
  let registry: EnvironmentRegistry | undefined;
  let unsubscribe = () => undefined as unknown;
  const policy = () => service.current().policy;
  const offeredIds = () => registry?.list().map((summary) => summary.id) ?? [];
  const agentEnvironment = (id: string) =>
    policy()?.allowAgentEnvironments === false
      ? undefined
      : registry?.remote().find((environment) => environment.id === id);

  function applyMarks(): void {
    marks.apply(managedEnvironmentsOf(policy()).environments, agentEnvironment);
  }

  return {
    policy,
    managedEnvironments: () => managedEnvironmentsOf(policy()),
    connect(connected) {
      registry = connected;
      applyMarks();
      // First among the listeners: a moved environment's sign-in is gone before anything reads it.
      unsubscribe = service.onChange(applyMarks);
    },
    close: () => unsubscribe(),
    overlay: {
      apply: (stored) => overlaySettings(stored, policy(), offeredIds()),
      admit: (patch, effective, stored) => checkPatch(patch, effective, stored, policy()),
      onChange: (listener) => service.onChange(() => listener()),
    },
    agreement: (settings, environmentId, language) =>
      agreementIn(settings, policy(), environmentId, language),
    agreementNow(settings, environmentId) {
      const stamps: Partial<Record<MerchantLanguage, AgreementStamp>> = {};
      for (const language of merchantLanguages) {
        const agreement = agreementIn(settings, policy(), environmentId, language);
        if (agreement.text !== null)
          stamps[language] = { sha256: sha256Hex(agreement.text), version: agreement.version };
      }
      return stamps;
    },
    withdrawnEnvironment(environmentId) {
      if (registry === undefined || registry.isOffered(environmentId)) return undefined;
      const managedName = marks.nameOf(environmentId);
      // The organisation took away an environment it set, or hid the agent's own.
      if (managedName !== undefined) return { name: managedName };
      const own = registry.remote().find((environment) => environment.id === environmentId);
      if (own !== undefined && policy()?.allowAgentEnvironments === false)
        return { name: own.name };
      if (environmentId === sandboxEnvironmentId && policy()?.practiceSandbox === false)
        return { name: 'Practice sandbox' };
      return undefined;
    },
    state() {
      const snapshot = service.current();
      const applied = snapshot.policy;
      const environments = applied?.environments ?? [];
      return {
        organisation: applied?.organisation ?? null,
        issuedOn: applied?.issuedOn ?? null,
        source: applied === null ? null : snapshot.source,
        appliedAt: applied === null ? null : snapshot.appliedAt,
        managed: managedSettingsOf(applied),
        managedEnvironmentIds: environments.map((environment) => environment.id),
        signatureRuleEnvironmentIds: environments
          .filter((environment) => environment.isSignatureRequired !== undefined)
          .map((environment) => environment.id),
        agreements: (applied?.agreements ?? []).map(({ environmentId, language, version }) => ({
          environmentId,
          language,
          version,
        })),
        isSandboxOffered: applied?.practiceSandbox !== false,
        areAgentEnvironmentsAllowed: applied?.allowAgentEnvironments !== false,
        problem: snapshot.problem,
        isPending: snapshot.isPending,
      };
    },
    onChange: (listener) => service.onChange(() => listener()),
  };
}
