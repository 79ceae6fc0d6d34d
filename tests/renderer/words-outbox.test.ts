// What the outbox says about each application (renderer/words/outbox.ts), for every item
// state and pause: plain words, with the environment an item waits for and the retry time.
import { describe, expect, it } from 'vitest';
import { catalogueIntl } from './intl';
import type { OutboxItem } from '../../shared/outbox/outbox-schema';
import { outboxItemStates } from '../../shared/outbox/outbox-schema';
import { needsAttentionCauses } from '../../shared/drafts/draft-schema';
import {
  itemWords,
  needsAttentionWords,
  rejectedNotice,
  submittedNotice,
} from '../../renderer/words/outbox';

const base: OutboxItem = {
  draftId: 'd1',
  state: 'queued',
  attempts: 0,
  nextAttemptAt: null,
  isUncertain: false,
  environmentId: 'sandbox',
  enqueuedAt: 1,
  updatedAt: 1,
};
const context = {
  selectedEnvironmentId: 'sandbox',
  environmentName: (id: string) => (id === 'prod' ? 'Production' : id),
};
const running = { paused: null, isOnline: true };

const en = catalogueIntl('en');

describe('outbox words', () => {
  it('has words for every item state', () => {
    for (const state of outboxItemStates) {
      const words = itemWords(en, { ...base, state }, running, context);
      expect(words.title.length, state).toBeGreaterThan(3);
    }
  });

  it('says why a waiting item waits: connection, sign-in, or another environment', () => {
    const offline = { paused: { reason: 'offline' as const, message: '' }, isOnline: false };
    expect(itemWords(en, base, offline, context).title).toBe('Waiting for connection');
    const signIn = { paused: { reason: 'sign-in' as const, message: '' }, isOnline: true };
    expect(itemWords(en, base, signIn, context).title).toBe('Paused until you sign in');
    expect(itemWords(en, { ...base, environmentId: 'prod' }, running, context).title).toBe(
      'Waiting for environment Production',
    );
  });

  it('gives the retry time and the reason in words', () => {
    const at = new Date(2026, 10, 24, 12, 4).getTime();
    const words = itemWords(
      en,
      {
        ...base,
        state: 'retry-wait',
        nextAttemptAt: at,
        lastError: { code: 'RATE_LIMITED', message: 'busy', status: 429 },
      },
      running,
      context,
    );
    expect(words.title).toMatch(/^Retrying at .*12.*04.* because the service was busy$/);
  });

  it('names the merchant of a submitted item and explains needs-attention', () => {
    expect(
      itemWords(en, { ...base, state: 'submitted', merchantId: '42' }, running, context).title,
    ).toBe('Submitted as merchant 42');
    const attention = itemWords(
      en,
      {
        ...base,
        state: 'needs-attention',
        lastError: { code: 'SERVER_ERROR', message: 'The service failed 5 times.', status: 503 },
      },
      running,
      context,
    );
    // Words for the code and the HTTP status; the queue file's sentence is never shown.
    expect(attention.detail).toBe(
      'The service had a problem (HTTP 503). It will be tried again. If it keeps happening, contact support with the status code. Choose Retry when ready.',
    );
    expect(attention.detail).not.toContain('failed 5 times');
  });
});

describe('notifications name the application', () => {
  it('says which application was submitted, and as which merchant', () => {
    expect(submittedNotice("Tony's Bistro LLC", '1')).toBe(
      "Tony's Bistro LLC submitted as merchant 1.",
    );
    expect(submittedNotice(undefined, undefined)).toBe('An application submitted.');
  });

  it('says which application the service refused', () => {
    expect(rejectedNotice("Tony's Bistro LLC")).toMatch(
      /^The service found problems in Tony's Bistro LLC\./,
    );
  });
});

describe('why an application needs attention', () => {
  const at = '2026-11-01T10:00:00.000Z';
  const reason = 'A sentence written in core, for logs only';

  it('words the cause and the failure, never the stored sentence', () => {
    const stopped = needsAttentionWords(en, {
      reason,
      at,
      cause: 'retries-exhausted',
      attempts: 5,
      errorCode: 'SERVER_ERROR',
      status: 503,
    });
    expect(stopped).toBe(
      'It stopped after 5 attempts: The service had a problem (HTTP 503). Choose Retry when ready.',
    );
    for (const cause of needsAttentionCauses)
      expect(needsAttentionWords(en, { reason, at, cause })).not.toContain(reason);
  });

  it('reads a draft an earlier version marked (a sentence, no cause) without showing it', () => {
    const words = needsAttentionWords(en, { reason, at, isWaiting: true });
    expect(words).not.toContain(reason);
    expect(words).toContain('asked whether it arrived');
  });
});
