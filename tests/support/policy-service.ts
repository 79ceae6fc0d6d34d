// A small real PolicyService over a Policy value, for tests of what applies the organisation's
// settings: `set` stands for a newly read file, held while a lease is out and applied when the
// last one is returned, as the port promises. The readers themselves are tested with the real
// service.
import type { z } from 'zod';
import type { PolicyService, PolicySnapshot } from '../../electron/core/policy/policy-service-api';
import {
  PolicySchema,
  type Policy,
  type PolicyProblem,
  type PolicySource,
} from '../../shared/policy/policy-schema';

export interface TestPolicyService extends PolicyService {
  /** A newly read policy (null: none), or a file that could not be applied (`problem`). */
  set(policy: Policy | null, problem?: PolicyProblem): void;
  /** Leases out now. */
  leases(): number;
}

export const testPolicySource: PolicySource = {
  kind: 'file',
  location: '/etc/boarding-desk/policy.json',
};

/** A policy as a file would hold it, checked by the shared schema. */
export function testPolicy(
  fields: Omit<Partial<z.input<typeof PolicySchema>>, 'schemaVersion'> = {},
): Policy {
  return PolicySchema.parse({ schemaVersion: 1, organisation: 'Acme Payments IT', ...fields });
}

export function policyServiceOf(
  initial: Policy | null,
  source: PolicySource = testPolicySource,
  now: () => Date = () => new Date('2026-12-01T09:00:00Z'),
): TestPolicyService {
  const listeners = new Set<(snapshot: PolicySnapshot, previous: PolicySnapshot) => void>();
  const snapshotOf = (policy: Policy | null, problem: PolicyProblem | null): PolicySnapshot => ({
    policy,
    source: policy === null ? null : source,
    appliedAt: policy === null ? null : now().toISOString(),
    problem,
    isPending: false,
  });
  let current = snapshotOf(initial, null);
  let pending: PolicySnapshot | null = null;
  let leases = 0;

  function apply(next: PolicySnapshot): void {
    const previous = current;
    current = next;
    for (const listener of listeners) listener(current, previous);
  }

  return {
    current: () => (pending === null ? current : { ...current, isPending: true }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lease() {
      leases += 1;
      let isReturned = false;
      return () => {
        if (isReturned) return;
        isReturned = true;
        leases -= 1;
        if (leases === 0 && pending !== null) {
          const next = pending;
          pending = null;
          apply(next);
        }
      };
    },
    refresh: () => Promise.resolve(current),
    close: () => listeners.clear(),
    set(policy, problem) {
      // A file that could not be applied changes nothing but the problem shown.
      const next = problem === undefined ? snapshotOf(policy, null) : { ...current, problem };
      if (leases > 0) pending = next;
      else apply(next);
    },
    leases: () => leases,
  };
}
