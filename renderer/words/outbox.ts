// What each queued application is doing, in plain words: waiting for connection, sending,
// retrying at 12:04 because the service was busy, paused until you sign in, waiting for
// environment X, needs attention (what and how to fix); in the agent's language (decisions 91).
import type { OutboxItem, OutboxPaused, PausedReason } from '../../shared/outbox/outbox-schema';
import { isPendingOutboxItem } from '../../shared/outbox/outbox-states';
import type { Draft } from '../../shared/drafts/draft-schema';
import type { ErrorCode } from '../../shared/result';
import { formatClock, type IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { codeWords } from './errors';
import { withdrawnWords } from './policy';

export interface ItemWords {
  title: string;
  detail?: string;
  tone: 'waiting' | 'busy' | 'done' | 'problem';
}

/** Why a retry waits, as the message's select key. */
const retryReasons: Partial<Record<ErrorCode, string>> = {
  RATE_LIMITED: 'busy',
  SERVER_ERROR: 'problem',
  TIMEOUT: 'timeout',
  OFFLINE: 'unreachable',
};

/** Still on its way (the shared rule the outbox's totals use). */
export const isPending: (item: OutboxItem) => boolean = isPendingOutboxItem;

/** "yes"/"no" for an ICU select on whether a value is there. */
function has(value: unknown): 'yes' | 'no' {
  return value === undefined || value === null || value === '' ? 'no' : 'yes';
}

export function itemWords(
  intl: IntlShape,
  item: OutboxItem,
  outbox: { paused: OutboxPaused | null; isOnline: boolean },
  context: { selectedEnvironmentId: string | undefined; environmentName: (id: string) => string },
): ItemWords {
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  if (isPending(item) && item.state !== 'sending' && item.state !== 'checking') {
    // Its environment was taken away by the organisation (decisions 85): the reason comes first,
    // since nothing else (a connection, a sign-in) would send it.
    if (item.lastError?.reason === 'withdrawn' && item.environmentId !== undefined)
      return {
        ...withdrawnWords(
          intl,
          item.lastError.environmentName ?? context.environmentName(item.environmentId),
        ),
        tone: 'waiting',
      };
    if (!outbox.isOnline)
      return {
        title: say('outbox.item.offline.title'),
        detail: say('outbox.item.offline.detail'),
        tone: 'waiting',
      };
    if (
      item.environmentId !== undefined &&
      context.selectedEnvironmentId !== undefined &&
      item.environmentId !== context.selectedEnvironmentId
    ) {
      const name = context.environmentName(item.environmentId);
      return {
        title: say('outbox.item.otherEnvironment.title', { name }),
        detail: say('outbox.item.otherEnvironment.detail', { name }),
        tone: 'waiting',
      };
    }
    if (outbox.paused?.reason === 'sign-in')
      return {
        title: say('outbox.item.signIn.title'),
        detail: say('outbox.item.signIn.detail'),
        tone: 'waiting',
      };
  }
  switch (item.state) {
    case 'queued':
      return { title: say('outbox.item.queued'), tone: 'waiting' };
    case 'checking':
      return {
        title: say('outbox.item.checking.title'),
        detail: say('outbox.item.checking.detail'),
        tone: 'busy',
      };
    case 'sending':
      return { title: say('outbox.item.sending'), tone: 'busy' };
    case 'retry-wait': {
      const code = item.lastError?.code;
      const at = item.nextAttemptAt;
      return {
        title: say('outbox.item.retry', {
          hasTime: has(at),
          time: at === null ? '' : formatClock(intl, at),
          reason: (code && retryReasons[code]) ?? 'failed',
        }),
        tone: 'waiting',
      };
    }
    case 'submitted':
      return {
        title: say('outbox.item.submitted', {
          hasMerchant: has(item.merchantId),
          merchantId: item.merchantId ?? '',
        }),
        tone: 'done',
      };
    case 'rejected':
      return {
        title: say('outbox.item.rejected.title'),
        detail: say('outbox.item.rejected.detail'),
        tone: 'problem',
      };
    case 'needs-attention': {
      // Words for the code (and the service's HTTP status), never the queue file's sentence.
      const error = item.lastError;
      const words = error && codeWords(intl, error.code);
      return {
        title: say('outbox.item.needsAttention.title'),
        detail: words
          ? say('outbox.item.needsAttention.detail', {
              failure: words.title,
              action: words.action,
              hasStatus: has(error.status),
              status: error.status ?? '',
            })
          : say('outbox.item.needsAttention.general'),
        tone: 'problem',
      };
    }
  }
}

/**
 * Why an application needs attention, from the draft's cause and error code (decisions 36): the
 * sentence core kept beside them is for logs. A draft an earlier version marked has no cause and
 * gets the general words.
 */
export function needsAttentionWords(
  intl: IntlShape,
  needsAttention: Draft['needsAttention'],
): string {
  const failure = needsAttention?.errorCode && codeWords(intl, needsAttention.errorCode).title;
  const stopped = {
    hasFailure: has(failure),
    failure: failure ?? '',
    hasStatus: has(needsAttention?.status),
    status: needsAttention?.status ?? '',
  };
  switch (needsAttention?.cause) {
    case 'found-sending':
      return intl.formatMessage({ id: 'outbox.attention.foundSending' });
    case 'checking':
      return intl.formatMessage({ id: 'outbox.attention.checking' });
    case 'answer-lost':
      return intl.formatMessage({ id: 'outbox.attention.answerLost' });
    case 'retries-exhausted':
      return intl.formatMessage(
        { id: 'outbox.attention.retriesExhausted' },
        {
          ...stopped,
          hasAttempts: has(needsAttention.attempts),
          attempts: needsAttention.attempts ?? 0,
        },
      );
    case 'stopped':
      return intl.formatMessage({ id: 'outbox.attention.stopped' }, stopped);
    case undefined:
      return intl.formatMessage({ id: 'outbox.attention.unknown' });
  }
}

const pausedMessages: Record<PausedReason, MessageId> = {
  offline: 'outbox.paused.offline',
  'sign-in': 'outbox.paused.signIn',
  stopped: 'outbox.paused.stopped',
};

/** Why the whole outbox is not sending, above its list. */
export function pausedWords(intl: IntlShape, reason: PausedReason): string {
  return intl.formatMessage({ id: pausedMessages[reason] });
}

/**
 * The notification when the outbox sends an application: it names the application, so an agent
 * who queued several knows which one ("Tony's Bistro LLC submitted as merchant 1").
 */
export function submittedNotice(
  intl: IntlShape,
  name: string | undefined,
  merchantId: string | undefined,
): string {
  return intl.formatMessage(
    { id: 'outbox.notice.submitted' },
    {
      hasName: has(name),
      name: name ?? '',
      hasMerchant: has(merchantId),
      merchantId: merchantId ?? '',
    },
  );
}

/** The notification when the service refuses an application, naming it. */
export function rejectedNotice(intl: IntlShape, name: string | undefined): string {
  return intl.formatMessage(
    { id: 'outbox.notice.rejected' },
    { hasName: has(name), name: name ?? '' },
  );
}

/** The outbox at a glance: "1 needs you, 2 waiting to be sent, 5 sent today." */
export function outboxSummaryWords(
  intl: IntlShape,
  needsYou: number,
  waiting: number,
  sentToday: number,
): string {
  if (needsYou + waiting + sentToday === 0)
    return intl.formatMessage({ id: 'outbox.summary.empty' });
  return intl.formatMessage({ id: 'outbox.summary' }, { needsYou, waiting, sentToday });
}
