// The PolicyService when no organisation's settings are read (tests, hosts that read none): no
// policy, never a change, leases that hold nothing (decisions 84).
import type { PolicyService, PolicySnapshot } from '../policy/policy-service-api';

const none: PolicySnapshot = {
  policy: null,
  source: null,
  appliedAt: null,
  problem: null,
  isPending: false,
};

export const noPolicy: PolicyService = {
  current: () => none,
  onChange: () => () => undefined,
  lease: () => () => undefined,
  refresh: () => Promise.resolve(none),
  close: () => undefined,
};
