// A merchant's status change as an OS notification (decisions 53): core announces each change
// once (status/notified-ledger.ts) on the event hub; here, at the Electron edge, it becomes one
// notification per change, named by the application (its legal name, else its DBA), whatever the
// number of windows. Clicking it brings the window forward and opens that application
// (app:openApplication). Browser mode has no OS notification: the renderer's toast says it.
import type { EventHub } from '../core/ipc/event-hub';
import type { MerchantStatusChange } from '../../shared/status/status-schema';

/** The part of Electron's Notification used here, so tests pass a fake (the Electron edge). */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}
export interface NotificationMaker {
  isSupported(): boolean;
  create(options: { title: string; body: string }): NotificationLike;
}

/** The service's status codes in the words the screen uses (renderer/words/status.ts too). */
const statusNames: Record<string, string> = {
  Submitted: 'Submitted',
  InReview: 'In review',
  PendingInfo: 'More information needed',
  Approved: 'Approved',
  Declined: 'Declined',
  Closed: 'Closed',
};

export function statusNotice(change: MerchantStatusChange): { title: string; body: string } {
  const status = change.status === null ? 'unknown' : (statusNames[change.status] ?? change.status);
  const name = change.name ?? `Merchant ${change.merchantId}`;
  return {
    title: `${name} is now ${status}`,
    body: `Merchant ${change.merchantId}. Open it in Boarding Desk.`,
  };
}

export function notifyStatusChanges(
  hub: EventHub,
  notifications: NotificationMaker,
  onOpen: (draftId: string | undefined) => void,
): () => void {
  // Kept referenced until clicked or replaced: a collected Notification loses its click handler.
  const shown = new Set<NotificationLike>();
  return hub.subscribe((event, payload) => {
    if (event !== 'merchants:statusChanged' || !notifications.isSupported()) return;
    const change = payload as MerchantStatusChange;
    // A first status (the submission's own answer) only tells the screens to re-read: no news.
    if (change.previousStatus === null || change.status === null) return;
    const notification = notifications.create(statusNotice(change));
    notification.on('click', () => {
      shown.delete(notification);
      onOpen(change.draftId);
    });
    shown.add(notification);
    if (shown.size > 20) shown.delete(shown.values().next().value as NotificationLike);
    notification.show();
  });
}
