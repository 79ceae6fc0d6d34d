// The Submitted worklist's search, filters and sort (in memory, renderer/submitted/worklist.ts),
// the Needs action words (which statuses need the agent, and the next step for each), the
// outbox's order, and what Drafts counts.
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../shared/outbox/outbox-schema';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { unfinishedCount } from '../../shared/drafts/unfinished';
import {
  filterMerchants,
  merchantKey,
  type WorklistQuery,
} from '../../renderer/submitted/worklist';
import { groupOutbox } from '../../renderer/outbox/outbox-order';
import { nextStepWords, statusFilters } from '../../renderer/words/status';
import { needsAction } from '../../shared/status/needs-action';
import { outboxSummaryWords } from '../../renderer/words/outbox';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');

function merchant(merchantId: string, fields: Partial<SubmittedMerchant> = {}): SubmittedMerchant {
  return {
    merchantId,
    environmentId: 'sandbox',
    status: 'Submitted',
    statusReason: null,
    changedAt: 1_000,
    xmid: null,
    legalName: `Merchant ${merchantId} LLC`,
    dba: '',
    ...fields,
  };
}

const all: WorklistQuery = { search: '', statuses: null, environmentId: null, sort: 'changed' };

const list = [
  merchant('1', {
    legalName: 'Tony’s Bistro LLC',
    dba: 'Tonys',
    city: 'Springfield',
    changedAt: 3_000,
  }),
  merchant('2', {
    legalName: 'Acme Hardware',
    status: 'Declined',
    city: 'Shelbyville',
    changedAt: 5_000,
    xmid: '4000000002',
  }),
  merchant('1', {
    legalName: 'Zebra Cafe',
    environmentId: 'production',
    status: 'PendingInfo',
    changedAt: 4_000,
  }),
  merchant('3', {
    legalName: 'bravo books',
    status: 'Closed',
    environmentId: null,
    changedAt: 1_000,
  }),
];

describe('filterMerchants', () => {
  it('searches legal name, DBA, merchant id, XMID and city, case aside', () => {
    const names = (search: string) =>
      filterMerchants(list, { ...all, search }).map((row) => row.legalName);
    expect(names('acme')).toEqual(['Acme Hardware']);
    expect(names('TONYS')).toEqual(['Tony’s Bistro LLC']);
    expect(names('4000000002')).toEqual(['Acme Hardware']);
    expect(names('shelbyville')).toEqual(['Acme Hardware']);
    // Merchant 1 exists in two environments: both rows match its id.
    expect(names('1').sort()).toEqual(['Tony’s Bistro LLC', 'Zebra Cafe']);
    expect(names('  ')).toHaveLength(4);
    expect(names('nobody')).toEqual([]);
  });

  it('filters by status and by environment, unknown environment included', () => {
    const needs = statusFilters.find((filter) => filter.id === 'needs-action')!.statuses;
    expect(filterMerchants(list, { ...all, statuses: needs }).map((row) => row.legalName)).toEqual([
      'Acme Hardware',
      'Zebra Cafe',
      'bravo books',
    ]);
    expect(
      filterMerchants(list, { ...all, environmentId: 'production' }).map((row) => row.legalName),
    ).toEqual(['Zebra Cafe']);
    expect(
      filterMerchants(list, { ...all, environmentId: '' }).map((row) => row.legalName),
    ).toEqual(['bravo books']);
  });

  it('sorts by last change, newest first, or by name A to Z; the input is left as it was', () => {
    const before = list.map((row) => row.legalName);
    expect(filterMerchants(list, all).map((row) => row.legalName)).toEqual([
      'Acme Hardware',
      'Zebra Cafe',
      'Tony’s Bistro LLC',
      'bravo books',
    ]);
    expect(filterMerchants(list, { ...all, sort: 'name' }).map((row) => row.legalName)).toEqual([
      'Acme Hardware',
      'bravo books',
      'Tony’s Bistro LLC',
      'Zebra Cafe',
    ]);
    expect(list.map((row) => row.legalName)).toEqual(before);
  });

  it('keys a row by environment and merchant id: the same id twice is two rows', () => {
    const keys = list.map(merchantKey);
    expect(new Set(keys).size).toBe(list.length);
  });

  it('keys two drafts holding the same merchant id in one environment as two rows', () => {
    const twice = [merchant('5', { draftId: 'draft-a' }), merchant('5', { draftId: 'draft-b' })];
    expect(merchantKey(twice[0]!)).not.toBe(merchantKey(twice[1]!));
  });
});

describe('needs action words', () => {
  it('the service statuses that wait on the agent, and no others', () => {
    expect(['PendingInfo', 'Declined', 'Closed'].every(needsAction)).toBe(true);
    expect(['Submitted', 'InReview', 'Approved', 'SomethingNew'].some(needsAction)).toBe(false);
    expect(needsAction(null)).toBe(false);
  });

  it('gives the next step in plain words for each', () => {
    expect(nextStepWords(intl, 'PendingInfo')).toMatch(
      /^Underwriting needs more information: call/,
    );
    expect(nextStepWords(intl, 'Declined')).toMatch(
      /start a new application if the reason can be fixed/,
    );
    expect(nextStepWords(intl, 'Closed')).toMatch(/closed/);
    expect(nextStepWords(intl, 'Approved')).toBeUndefined();
    expect(nextStepWords(intl, null)).toBeUndefined();
  });
});

function item(
  draftId: string,
  state: OutboxItem['state'],
  updatedAt: number,
  enqueuedAt = updatedAt,
) {
  return {
    draftId,
    state,
    attempts: 0,
    nextAttemptAt: null,
    isUncertain: false,
    enqueuedAt,
    updatedAt,
    environmentId: 'sandbox',
  } satisfies OutboxItem;
}

describe('the outbox order', () => {
  const now = new Date(2026, 10, 26, 15, 0).getTime();
  const yesterday = new Date(2026, 10, 25, 23, 0).getTime();
  const morning = new Date(2026, 10, 26, 9, 0).getTime();

  it('needs-you first, then waiting in queue order, then sent today; older sent leave', () => {
    const groups = groupOutbox(
      [
        item('sent-yesterday', 'submitted', yesterday),
        item('sent-morning', 'submitted', morning),
        item('waiting-2', 'queued', now, morning + 2),
        item('refused', 'rejected', morning),
        item('waiting-1', 'retry-wait', now, morning + 1),
        item('stopped', 'needs-attention', now),
        item('sent-now', 'submitted', now),
      ],
      now,
    );
    expect(groups.needsYou.map((entry) => entry.draftId)).toEqual(['stopped', 'refused']);
    expect(groups.waiting.map((entry) => entry.draftId)).toEqual(['waiting-1', 'waiting-2']);
    expect(groups.sentToday.map((entry) => entry.draftId)).toEqual(['sent-now', 'sent-morning']);
  });

  it('says the groups at a glance', () => {
    expect(outboxSummaryWords(catalogueIntl('en'), 1, 2, 5)).toBe(
      '1 needs you, 2 waiting to be sent, 5 sent today.',
    );
    expect(outboxSummaryWords(catalogueIntl('en'), 0, 0, 3)).toBe(
      '0 waiting to be sent, 3 sent today.',
    );
    expect(outboxSummaryWords(catalogueIntl('en'), 0, 0, 0)).toBe('Nothing queued.');
  });
});

describe('what Drafts counts', () => {
  const none = {
    draft: 0,
    ready: 0,
    queued: 0,
    sending: 0,
    submitted: 0,
    rejected: 0,
    'needs-attention': 0,
  };
  it('counts unfinished applications: submitted ones are in Submitted', () => {
    expect(
      unfinishedCount({ total: 12, byLifecycle: { ...none, submitted: 5, draft: 4, ready: 3 } }),
    ).toBe(7);
    expect(unfinishedCount({ total: 3, byLifecycle: { ...none, draft: 3 } })).toBe(3);
  });
});
