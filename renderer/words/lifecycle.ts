// Lifecycle states in the words the drafts home, filters, badges and the editor use, in the
// agent's language (decisions 91): ids here, the words in the catalogue (`editorFrame.lifecycle.*`).
import type { Lifecycle } from '../../shared/drafts/lifecycle';
import type { IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';

export const lifecycleIds: Record<Lifecycle, MessageId> = {
  draft: 'editorFrame.lifecycle.draft',
  ready: 'editorFrame.lifecycle.ready',
  queued: 'editorFrame.lifecycle.queued',
  sending: 'editorFrame.lifecycle.sending',
  submitted: 'editorFrame.lifecycle.submitted',
  rejected: 'editorFrame.lifecycle.rejected',
  'needs-attention': 'editorFrame.lifecycle.needsAttention',
};

/** "Draft", "Needs fixing": a state's name on its own (a badge, a filter). */
export function lifecycleWords(intl: IntlShape, lifecycle: Lifecycle): string {
  return intl.formatMessage({ id: lifecycleIds[lifecycle] });
}

/**
 * A state as an ICU select key (`needs-attention` as `needsAttention`): a sentence that names
 * the state in its own grammar chooses its words by this key (editorFrame.status.imported).
 */
export function lifecycleKey(lifecycle: Lifecycle): string {
  return lifecycle === 'needs-attention' ? 'needsAttention' : lifecycle;
}

/** The filters of the drafts home, in the order an agent works through them. */
export const draftFilters = [
  { id: 'all', labelId: 'editorFrame.lifecycle.filterAll', states: null },
  { id: 'draft', labelId: lifecycleIds.draft, states: ['draft'] },
  { id: 'ready', labelId: lifecycleIds.ready, states: ['ready'] },
  { id: 'queued', labelId: lifecycleIds.queued, states: ['queued'] },
  { id: 'sending', labelId: lifecycleIds.sending, states: ['sending'] },
  {
    id: 'attention',
    labelId: lifecycleIds['needs-attention'],
    states: ['needs-attention', 'rejected'],
  },
  { id: 'submitted', labelId: lifecycleIds.submitted, states: ['submitted'] },
  { id: 'trash', labelId: 'editorFrame.lifecycle.filterTrash', states: null },
] as const satisfies readonly {
  id: string;
  labelId: MessageId;
  states: readonly Lifecycle[] | null;
}[];

export type DraftFilterId = (typeof draftFilters)[number]['id'];
