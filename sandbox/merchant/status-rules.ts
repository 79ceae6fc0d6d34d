// Deterministic status movement (decisions 11): never random, never wall-clock. Each GET of a
// merchant by id moves it one step along a path chosen by a marker in its legalName (matched
// case-insensitively); the last step is final. POST /sandbox/admin/merchants/{id}/status pins a
// status instead, after which GETs no longer move that merchant. sandbox/README.md documents it.

import type { KnownStatus } from '../../shared/merchant';

interface StatusPath {
  marker: string;
  steps: readonly KnownStatus[];
  /** statusReason written on reaching each step (by index). */
  reasons: readonly string[];
}

const statusPaths: readonly StatusPath[] = [
  {
    marker: '[decline]',
    steps: ['Submitted', 'InReview', 'Declined'],
    reasons: ['Received', 'Under review', 'Declined by underwriting (sandbox [decline] marker)'],
  },
  {
    marker: '[pending]',
    steps: ['Submitted', 'InReview', 'PendingInfo'],
    reasons: ['Received', 'Under review', 'More information needed (sandbox [pending] marker)'],
  },
  {
    marker: '[close]',
    steps: ['Submitted', 'InReview', 'Approved', 'Closed'],
    reasons: ['Received', 'Under review', 'Approved', 'Closed (sandbox [close] marker)'],
  },
  {
    marker: '[hold]',
    steps: ['Submitted'],
    reasons: ['Received'],
  },
];

const defaultPath: StatusPath = {
  marker: '',
  steps: ['Submitted', 'InReview', 'Approved'],
  reasons: ['Received', 'Under review', 'Approved'],
};

export function statusPathFor(legalName: string): StatusPath {
  const lower = legalName.toLowerCase();
  return statusPaths.find((path) => lower.includes(path.marker)) ?? defaultPath;
}

export function initialStatus(): { status: string; statusReason: string } {
  return { status: defaultPath.steps[0]!, statusReason: defaultPath.reasons[0]! };
}

/** The step after `status` on the merchant's path, or undefined when it stays where it is. */
export function nextStatus(
  legalName: string,
  status: string,
): { status: string; statusReason: string } | undefined {
  const path = statusPathFor(legalName);
  const index = path.steps.findIndex((step) => step === status);
  if (index < 0 || index + 1 >= path.steps.length) return undefined;
  return { status: path.steps[index + 1]!, statusReason: path.reasons[index + 1]! };
}
