// What the rest of core reads of the organisation's file (decisions 83). One owner of the applied
// policy: readers (file, registry, profile) feed it, everything else reads `current()` and hears
// `onChange`. A newly read policy is held while a lease is out (a signature being taken, a send in
// flight) and applied when the last lease is returned, so nothing changes under either.
import type { Policy, PolicyProblem, PolicySource } from '../../../shared/policy/policy-schema';

export interface PolicySnapshot {
  /**
   * The applied policy; null when there is none, or none could be used since the start. A policy
   * that breaks while the app runs leaves the last good one applied, beside `problem`.
   */
  policy: Policy | null;
  /** Where `policy` came from; null with no policy. */
  source: PolicySource | null;
  /** When this laptop applied `policy` (ISO time); null with no policy. */
  appliedAt: string | null;
  /** Why the last policy read was not applied; null when it was, or when there is none. */
  problem: PolicyProblem | null;
  /** A newer read is waiting for a lease to be returned. */
  isPending: boolean;
}

export interface PolicyService {
  current(): PolicySnapshot;
  onChange(listener: (snapshot: PolicySnapshot, previous: PolicySnapshot) => void): () => void;
  /** Hold changes until the returned function is called (each lease returns once). */
  lease(reason: 'signing' | 'sending'): () => void;
  /** Read the sources again now (also done on a file or registry change). */
  refresh(): Promise<PolicySnapshot>;
  close(): void;
}
