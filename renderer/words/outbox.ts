// What each queued application is doing, in plain words: waiting for connection, sending,
// retrying at 12:04 because the service was busy, paused until you sign in, waiting for
// environment X, needs attention (what and how to fix).
import type { OutboxItem, OutboxPaused, PausedReason } from '../../shared/outbox/outbox-schema';
import { isPendingOutboxItem } from '../../shared/outbox/outbox-states';
import type { Draft } from '../../shared/drafts/draft-schema';
import type { ErrorCode } from '../../shared/result';
import type { IntlShape } from '../i18n/format';
import { codeWords } from './errors';
import { withdrawnWords } from './policy';
import { clockTime } from './time';

export interface ItemWords {
  title: string;
  detail?: string;
  tone: 'waiting' | 'busy' | 'done' | 'problem';
}

const retryReasons: Partial<Record<ErrorCode, string>> = {
  RATE_LIMITED: 'the service was busy',
  SERVER_ERROR: 'the service had a problem',
  TIMEOUT: 'the service did not answer in time',
  OFFLINE: 'the service could not be reached',
};

/** Still on its way (the shared rule the outbox's totals use). */
export const isPending: (item: OutboxItem) => boolean = isPendingOutboxItem;

export function itemWords(
  intl: IntlShape,
  item: OutboxItem,
  outbox: { paused: OutboxPaused | null; isOnline: boolean },
  context: { selectedEnvironmentId: string | undefined; environmentName: (id: string) => string },
): ItemWords {
  if (isPending(item) && item.state !== 'sending' && item.state !== 'checking') {
    // Its environment was taken away by the organisation (decisions 85): the reason comes first,
    // since nothing else (a connection, a sign-in) would send it.
    if (item.lastError?.reason === 'withdrawn' && item.environmentId !== undefined)
      return {
        ...withdrawnWords(
          item.lastError.environmentName ?? context.environmentName(item.environmentId),
        ),
        tone: 'waiting',
      };
    if (!outbox.isOnline)
      return {
        title: 'Waiting for connection',
        detail: 'It is sent as soon as the connection is back.',
        tone: 'waiting',
      };
    if (
      item.environmentId !== undefined &&
      context.selectedEnvironmentId !== undefined &&
      item.environmentId !== context.selectedEnvironmentId
    ) {
      const name = context.environmentName(item.environmentId);
      return {
        title: `Waiting for environment ${name}`,
        detail: `It was queued for ${name}. Select that environment and sign in to send it.`,
        tone: 'waiting',
      };
    }
    if (outbox.paused?.reason === 'sign-in')
      return {
        title: 'Paused until you sign in',
        detail: 'Sign in again and it continues by itself.',
        tone: 'waiting',
      };
  }
  switch (item.state) {
    case 'queued':
      return { title: 'Waiting to be sent', tone: 'waiting' };
    case 'checking':
      return {
        title: 'Checking whether an earlier attempt arrived',
        detail:
          'The last attempt ended without an answer, so the service is asked first: it is never sent twice.',
        tone: 'busy',
      };
    case 'sending':
      return { title: 'Sending', tone: 'busy' };
    case 'retry-wait': {
      const code = item.lastError?.code;
      const reason = (code && retryReasons[code]) ?? 'the last attempt failed';
      const at = item.nextAttemptAt === null ? 'soon' : `at ${clockTime(item.nextAttemptAt)}`;
      return { title: `Retrying ${at} because ${reason}`, tone: 'waiting' };
    }
    case 'submitted':
      return {
        title: item.merchantId ? `Submitted as merchant ${item.merchantId}` : 'Submitted',
        tone: 'done',
      };
    case 'rejected':
      return {
        title: 'Needs fixing: the service found problems in the application',
        detail: 'Open it with Fix, correct the fields named below, and queue it again.',
        tone: 'problem',
      };
    case 'needs-attention': {
      // Words for the code (and the service's HTTP status), never the queue file's sentence.
      const error = item.lastError;
      const words = error && codeWords(intl, error.code);
      const status = error?.status === undefined ? '' : ` (HTTP ${error.status})`;
      return {
        title: 'Needs attention',
        detail: words
          ? `${words.title}${status}. ${words.action} Choose Retry when ready.`
          : 'It stopped after several tries. Choose Retry when ready.',
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
  const status = needsAttention?.status === undefined ? '' : ` (HTTP ${needsAttention.status})`;
  switch (needsAttention?.cause) {
    case 'found-sending':
      return 'It was found still marked as being sent, so the service is asked whether it arrived before anything is sent again.';
    case 'checking':
      return 'It may have arrived, so the service is asked before anything is sent again.';
    case 'answer-lost':
      return "The service's answer to the last attempt was lost, so it is asked whether the application arrived before it is sent again.";
    case 'retries-exhausted':
      return `It stopped after ${needsAttention.attempts ?? 'several'} attempts${failure ? `: ${failure}${status}` : ''}. Choose Retry when ready.`;
    case 'stopped':
      return `It stopped${failure ? `: ${failure}${status}` : ''}. Choose Retry when ready.`;
    case undefined:
      return 'The service is asked whether it arrived before anything is sent again.';
  }
}

/** Why the whole outbox is not sending, above its list. */
export const pausedWords: Record<PausedReason, string> = {
  offline:
    'Sending is paused: the service cannot be reached. It is tried again every few seconds by itself.',
  'sign-in': 'Sending is paused until you sign in.',
  stopped: 'Sending is stopped while Boarding Desk closes.',
};

/**
 * The notification when the outbox sends an application: it names the application, so an agent
 * who queued several knows which one ("Tony's Bistro LLC submitted as merchant 1").
 */
export function submittedNotice(name: string | undefined, merchantId: string | undefined): string {
  return `${name ?? 'An application'} submitted${merchantId ? ` as merchant ${merchantId}` : ''}.`;
}

/** The notification when the service refuses an application, naming it. */
export function rejectedNotice(name: string | undefined): string {
  return `The service found problems in ${name ?? 'an application'}. Open it from the outbox to fix them.`;
}

/** The outbox at a glance: "1 needs you, 2 waiting to be sent, 5 sent today." */
export function outboxSummaryWords(needsYou: number, waiting: number, sentToday: number): string {
  if (needsYou + waiting + sentToday === 0) return 'Nothing queued.';
  const parts = [
    needsYou > 0 && `${needsYou} ${needsYou === 1 ? 'needs' : 'need'} you`,
    `${waiting} waiting to be sent`,
    `${sentToday} sent today`,
  ].filter((part): part is string => typeof part === 'string');
  return `${parts.join(', ')}.`;
}
