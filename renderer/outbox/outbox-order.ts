// The outbox's order: what needs the agent at the very top (refused or stopped), then what is
// still waiting or on its way (in the order it goes), then today's sent items, which the screen
// folds away. Items sent before today leave the outbox's view: they are in Submitted.
import type { OutboxItem } from '../../shared/outbox/outbox-schema';
import { isPendingOutboxItem as isPending } from '../../shared/outbox/outbox-states';

export interface OutboxGroups {
  needsYou: OutboxItem[];
  waiting: OutboxItem[];
  sentToday: OutboxItem[];
}

function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

export function groupOutbox(items: readonly OutboxItem[], now: number): OutboxGroups {
  const today = startOfDay(now);
  const needsYou = items
    .filter((item) => item.state === 'rejected' || item.state === 'needs-attention')
    .sort((a, b) => b.updatedAt - a.updatedAt);
  const waiting = items.filter(isPending).sort((a, b) => a.enqueuedAt - b.enqueuedAt);
  const sentToday = items
    .filter((item) => item.state === 'submitted' && item.updatedAt >= today)
    .sort((a, b) => b.updatedAt - a.updatedAt);
  return { needsYou, waiting, sentToday };
}
