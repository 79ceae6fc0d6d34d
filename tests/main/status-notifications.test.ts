// The OS notification of a status change, at the Electron edge with Electron's Notification
// replaced by a recording fake (the only thing mocked): one notification per announced change,
// named by the application, and a click opens that application (decisions 53).
import { describe, expect, it } from 'vitest';
import { createEventHub } from '../../electron/core/ipc/event-hub';
import { silentLogger } from '../../electron/core/ports';
import {
  notifyStatusChanges,
  type NotificationLike,
} from '../../electron/main/status-notifications';

describe('status notifications', () => {
  it('shows one notification per change, named, and a click opens the application', () => {
    const hub = createEventHub(silentLogger);
    const shown: { title: string; body: string; click: () => void }[] = [];
    const opened: (string | undefined)[] = [];
    const stop = notifyStatusChanges(
      hub,
      {
        isSupported: () => true,
        create: (options) => {
          const entry: (typeof shown)[number] = { ...options, click: () => undefined };
          const notification: NotificationLike = {
            on: (_event, listener) => (entry.click = listener),
            show: () => shown.push(entry),
          };
          return notification;
        },
      },
      (draftId) => opened.push(draftId),
    );
    const draftId = '0b7f1f3e-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
    hub.emit('merchants:statusChanged', {
      merchantId: '12',
      draftId,
      status: 'PendingInfo',
      statusReason: 'Bank letter',
      previousStatus: 'InReview',
      at: 1,
      name: 'Corner Bakery',
    });
    hub.emit('outbox:progress', {
      event: 'paused',
      paused: null,
      online: true,
      totals: { pending: 0, inFlight: 0, submitted: 0, rejected: 0, needsAttention: 0 },
    });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Corner Bakery is now More information needed');
    expect(shown[0]?.body).not.toContain('Bank letter');
    shown[0]?.click();
    expect(opened).toEqual([draftId]);
    stop();
    hub.emit('merchants:statusChanged', {
      merchantId: '12',
      status: 'Approved',
      statusReason: null,
      previousStatus: 'PendingInfo',
      at: 2,
    });
    expect(shown).toHaveLength(1);
  });

  it('shows nothing for a first status, which only tells the screens to re-read', () => {
    const hub = createEventHub(silentLogger);
    let created = 0;
    notifyStatusChanges(
      hub,
      {
        isSupported: () => true,
        create: () => {
          created += 1;
          return { on: () => undefined, show: () => undefined };
        },
      },
      () => undefined,
    );
    hub.emit('merchants:statusChanged', {
      merchantId: '12',
      status: 'Submitted',
      statusReason: null,
      previousStatus: null,
      at: 1,
    });
    expect(created).toBe(0);
  });
});
