// Lifecycle states in the words the drafts home, filters and badges use.
import type { Lifecycle } from '../../shared/drafts/lifecycle';

export const lifecycleWords: Record<Lifecycle, string> = {
  draft: 'Draft',
  ready: 'Ready',
  queued: 'Queued',
  sending: 'Sending',
  submitted: 'Submitted',
  rejected: 'Needs fixing',
  'needs-attention': 'Needs attention',
};

/** The filters of the drafts home, in the order an agent works through them. */
export const draftFilters = [
  { id: 'all', label: 'All', states: null },
  { id: 'draft', label: 'Draft', states: ['draft'] },
  { id: 'ready', label: 'Ready', states: ['ready'] },
  { id: 'queued', label: 'Queued', states: ['queued'] },
  { id: 'sending', label: 'Sending', states: ['sending'] },
  { id: 'attention', label: 'Needs attention', states: ['needs-attention', 'rejected'] },
  { id: 'submitted', label: 'Submitted', states: ['submitted'] },
  { id: 'trash', label: 'Trash', states: null },
] as const satisfies readonly { id: string; label: string; states: readonly Lifecycle[] | null }[];

export type DraftFilterId = (typeof draftFilters)[number]['id'];
