// A small real PolicyService (electron/core/policy/policy-service-api.ts) over a Policy value, for
// the catalogue's tests: what the readers would have applied, changed with `apply`, with the
// port's leases (a change waits for the last one, decisions 83) and listeners.
import type { PolicyService, PolicySnapshot } from '../../electron/core/policy/policy-service-api';
import { PolicySchema, type Policy } from '../../shared/policy/policy-schema';

export interface CataloguePolicy extends PolicyService {
  /** Applies `policy` (parsed by the real schema) now, or when the last lease is returned. */
  apply(policy: Policy | null): void;
}

function snapshotOf(policy: Policy | null, isPending: boolean): PolicySnapshot {
  return {
    policy,
    source: policy === null ? null : { kind: 'file', location: 'policy.json' },
    appliedAt: policy === null ? null : new Date().toISOString(),
    problem: null,
    isPending,
  };
}

export function cataloguePolicy(initial: Policy | null = null): CataloguePolicy {
  const listeners = new Set<(snapshot: PolicySnapshot, previous: PolicySnapshot) => void>();
  let current = snapshotOf(initial === null ? null : PolicySchema.parse(initial), false);
  let pending: { policy: Policy | null } | undefined;
  let leases = 0;
  function set(policy: Policy | null) {
    const previous = current;
    current = snapshotOf(policy, false);
    for (const listener of listeners) listener(current, previous);
  }
  return {
    current: () => current,
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
        if (leases === 0 && pending) {
          const { policy } = pending;
          pending = undefined;
          set(policy);
        }
      };
    },
    refresh: () => Promise.resolve(current),
    close() {
      listeners.clear();
    },
    apply(policy) {
      const parsed = policy === null ? null : PolicySchema.parse(policy);
      if (leases > 0) {
        pending = { policy: parsed };
        current = { ...current, isPending: true };
        return;
      }
      set(parsed);
    },
  };
}
