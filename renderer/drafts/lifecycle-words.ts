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

// Made on first use: building an Intl formatter loads locale data, about 10 ms each, which the
// drafts home would otherwise pay before its first paint.
let formats: { thisYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat } | undefined;

function dateFormats() {
  formats ??= {
    thisYear: new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    otherYear: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  return formats;
}

/** "Nov 24, 5:21 PM"; the year only when it is not this year's. */
export function savedWords(iso: string): string {
  const at = new Date(iso);
  const { thisYear, otherYear } = dateFormats();
  return (at.getFullYear() === new Date().getFullYear() ? thisYear : otherYear).format(at);
}
