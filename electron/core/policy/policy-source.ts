// What every reader of the organisation's policy answers (decisions 83): the file, the Windows
// policy registry keys and the macOS configuration profile each read one place and answer it
// here, checked by the one schema, so the service that applies a policy never knows which kind
// of place it came from.
import type { Policy, PolicyProblem, PolicySource } from '../../../shared/policy/policy-schema';

/**
 * One read of one place: nothing there (`absent`: the organisation sets nothing here), a policy
 * that passed the schema, or the problem that kept it from being used.
 */
export type PolicyRead =
  | { status: 'absent'; source: PolicySource }
  | { status: 'policy'; source: PolicySource; policy: Policy }
  | { status: 'problem'; source: PolicySource; problem: PolicyProblem };

export interface PolicySourceReader {
  /** The place, as the screen names it (the file's path, the registry key, the domain). */
  readonly source: PolicySource;
  read(): Promise<PolicyRead>;
  /**
   * Calls `onChange` (at any time, maybe more than once per change) when the place may have
   * changed; the service then reads every source again. Answers the function that stops it.
   */
  watch?(onChange: () => void): () => void;
}
