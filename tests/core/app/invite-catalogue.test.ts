// The invite-code catalogue through the contract (decisions 86, 87), against the core as browser
// mode builds it (real data folder, real draft store, the built-in sandbox): the organisation's
// entries and the agent's own merged, the organisation's file refusing plans of one's own, the
// warned codes refused at queueing until confirmed, and the catalogue's words kept on the draft
// (never in the payload) and printed on the PDF.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import type { Services } from '../../../electron/core/app/build-services';
import { createDispatcher, type Dispatch } from '../../../electron/core/ipc/dispatch';
import { buildDraftPdf } from '../../../electron/core/pdf/draft-pdf';
import { silentLogger, type KeyValueStore } from '../../../electron/core/ports';
import { createInviteCatalogue } from '../../../electron/core/app/invite-catalogue';
import { createSettingsService } from '../../../electron/core/app/settings-service';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { localDay, type Catalogue } from '../../../shared/policy/invite-catalogue';
import type { Policy } from '../../../shared/policy/policy-schema';
import type { AppError } from '../../../shared/result';
import { validQuickStartPayload } from '../../fixtures/merchant';
import { policyServiceOf } from '../../support/policy-service';
import { pdfTextOf } from '../pdf/pdf-text-of';

const dayOffset = (days: number) => localDay(Date.now() + days * 24 * 60 * 60 * 1000);

const restaurants = {
  label: 'Restaurants',
  code: 'TZS4-BEH8-R7VS',
  environmentId: 'sandbox',
  summary: 'Restaurants 2.69% + 10c, no annual fee',
  validFrom: dayOffset(-30),
  validUntil: dayOffset(30),
};
const lastYear = {
  label: 'Retail 2025',
  code: 'RTL5-OLD0-0001',
  environmentId: 'sandbox',
  summary: 'Retail 2.9% + 30c',
  validUntil: dayOffset(-1),
};
const nextMonth = {
  label: 'Spring promotion',
  code: 'SPR6-NEW0-0001',
  environmentId: 'sandbox',
  summary: 'Retail 2.5% + 25c for three months',
  validFrom: dayOffset(1),
};
const elsewhere = { ...restaurants, label: 'Production restaurants', environmentId: 'production' };

const policyOf = (overrides: Partial<Policy> = {}): Policy => ({
  schemaVersion: 1,
  organisation: 'Acme Payments IT',
  inviteCatalogue: [restaurants, lastYear, nextMonth, elsewhere],
  ...overrides,
});

let dataDir: string;
let services: Services;
let dispatch: Dispatch<'trusted'>;
const policy = policyServiceOf(policyOf());

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-catalogue-'));
  ({ services } = await buildBrowserServices({
    dataDir,
    logger: silentLogger,
    openExternal: async () => undefined,
    version: '0.0.0-test',
    policy,
  }));
  dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger: silentLogger,
  });
});

afterAll(async () => {
  await services.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function call<T = Record<string, unknown>>(channel: string, request?: unknown): Promise<T> {
  const result = await dispatch(channel, request, 'trusted');
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as T;
}

async function refusal(channel: string, request?: unknown): Promise<AppError> {
  const result = await dispatch(channel, request, 'trusted');
  if (result.ok) throw new Error(`${channel} was not refused`);
  return result.error;
}

const codesOf = (catalogue: Catalogue) =>
  catalogue.entries.map(
    ({ entry, managedBy }) => `${entry.environmentId}/${entry.code}/${managedBy ?? 'own'}`,
  );

async function quickStartDraft(inviteCode: string): Promise<string> {
  const { id } = await call<{ id: string }>('drafts:create', { variant: 'quickstart' });
  await call('drafts:save', { id, payload: validQuickStartPayload({ inviteCode }) });
  return id;
}

describe('the merged catalogue', () => {
  it('lists the organisation’s entries marked with its name, then the agent’s own', async () => {
    const own = {
      label: 'My bakeries',
      code: 'bak7-own0-0001',
      environmentId: 'sandbox',
      summary: 'Bakeries 2.75% + 10c',
    };
    const added = await call<Catalogue>('catalogue:add', own);
    expect(added.canAddOwn).toBe(true);
    expect(added.organisation).toBe('Acme Payments IT');
    // The agent's code is kept as it will be sent (decisions 28).
    expect(codesOf(added)).toEqual([
      'sandbox/TZS4-BEH8-R7VS/Acme Payments IT',
      'sandbox/RTL5-OLD0-0001/Acme Payments IT',
      'sandbox/SPR6-NEW0-0001/Acme Payments IT',
      'production/TZS4-BEH8-R7VS/Acme Payments IT',
      'sandbox/BAK7-OWN0-0001/own',
    ]);
    // Adding the same code again replaces the agent's entry: one per code and environment.
    const renamed = await call<Catalogue>('catalogue:add', { ...own, label: 'Bakeries' });
    expect(renamed.entries.filter(({ entry }) => entry.code === 'BAK7-OWN0-0001')).toEqual([
      { entry: { ...own, label: 'Bakeries', code: 'BAK7-OWN0-0001' } },
    ]);
  });

  it('refuses a plan of one’s own for a code the organisation lists, and hides one it lists later', async () => {
    const copy = { ...restaurants, label: 'My restaurants' };
    const refused = await refusal('catalogue:add', copy);
    expect(refused.code).toBe('INVALID_STATE');
    expect(refused.details?.reason).toBe('managed-code');

    const own = {
      label: 'Cafés',
      code: 'CAF8-OWN0-0001',
      environmentId: 'sandbox',
      summary: 'Cafés 2.7%',
    };
    await call('catalogue:add', own);
    policy.set(policyOf({ inviteCatalogue: [restaurants, { ...own, label: 'Office cafés' }] }));
    const listed = await call<Catalogue>('catalogue:list');
    expect(listed.entries.filter(({ entry }) => entry.code === 'CAF8-OWN0-0001')).toEqual([
      { entry: { ...own, label: 'Office cafés' }, managedBy: 'Acme Payments IT' },
    ]);
    policy.set(policyOf());
  });

  it('keeps the agent’s plans out of settings:set, which cannot write them', async () => {
    const refused = await refusal('settings:set', { agentInviteCatalogue: [] });
    expect(refused.code).toBe('BAD_REQUEST');
    const settings = await call<{ agentInviteCatalogue?: unknown[] }>('settings:get');
    expect(settings.agentInviteCatalogue?.length).toBe(2);
  });

  it('refuses plans of one’s own while the organisation’s file says so, and keeps the stored ones', async () => {
    policy.set(policyOf({ allowAgentInviteCodes: false }));
    const listed = await call<Catalogue>('catalogue:list');
    expect(listed.canAddOwn).toBe(false);
    expect(listed.entries.every((entry) => entry.managedBy === 'Acme Payments IT')).toBe(true);
    const added = await refusal('catalogue:add', {
      label: 'Mine',
      code: 'MINE-0000-0001',
      environmentId: 'sandbox',
      summary: 'Anything',
    });
    expect(added.details?.reason).toBe('agent-codes-not-allowed');
    const removed = await refusal('catalogue:remove', {
      environmentId: 'sandbox',
      code: 'BAK7-OWN0-0001',
    });
    expect(removed.details?.reason).toBe('agent-codes-not-allowed');
    // An own code is not offered, so it is unknown here: warned like any other.
    const id = await quickStartDraft('BAK7-OWN0-0001');
    expect((await refusal('outbox:enqueue', { draftId: id })).details?.standing).toBe('unknown');
    // Allowed again: the stored plans come back as they were.
    policy.set(policyOf());
    expect(codesOf(await call<Catalogue>('catalogue:list'))).toContain(
      'sandbox/BAK7-OWN0-0001/own',
    );
    await call('catalogue:remove', { environmentId: 'sandbox', code: 'bak7-own0-0001' });
    expect(codesOf(await call<Catalogue>('catalogue:list'))).not.toContain(
      'sandbox/BAK7-OWN0-0001/own',
    );
  });
});

describe('queueing a warned code', () => {
  it.each([
    ['an expired plan', lastYear.code, 'expired'],
    ['a plan not valid yet', nextMonth.code, 'not-yet-valid'],
    ['a code not in the catalogue', 'ZZZZ-9999-0000', 'unknown'],
    ['a code of another environment', 'PRD1-ONLY-0001', 'unknown'],
  ])('refuses %s until the agent confirms that very code', async (_name, code, standing) => {
    const id = await quickStartDraft(code);
    const refused = await refusal('outbox:enqueue', { draftId: id });
    expect(refused.code).toBe('INVALID_STATE');
    expect(refused.details).toMatchObject({ reason: 'invite-code-unconfirmed', standing });
    expect((await call<Draft>('drafts:get', { id })).lifecycle).toBe('ready');
    // A yes for another code is no yes for this one.
    expect(
      (await refusal('outbox:enqueue', { draftId: id, acceptedInviteCode: 'AAAA-BBBB-CCCC' }))
        .details?.reason,
    ).toBe('invite-code-unconfirmed');
    await call('outbox:enqueue', { draftId: id, acceptedInviteCode: code.toLowerCase() });
    expect((await call<Draft>('drafts:get', { id })).lifecycle).toBe('queued');
    await call('outbox:cancel', { draftId: id });
  });

  it('queues a valid catalogue code without asking', async () => {
    const id = await quickStartDraft('TZS4-BEH8-R7VS');
    await call('outbox:enqueue', { draftId: id });
    expect((await call<Draft>('drafts:get', { id })).lifecycle).toBe('queued');
    await call('outbox:cancel', { draftId: id });
  });
});

describe('the pricing label kept on the draft', () => {
  it('keeps the entry’s label and summary beside the payload while the code stays', async () => {
    const id = await quickStartDraft('tzs4-beh8-r7vs');
    const draft = await call<Draft>('drafts:get', { id });
    expect(draft.pricing).toEqual({
      code: 'TZS4-BEH8-R7VS',
      label: 'Restaurants',
      summary: 'Restaurants 2.69% + 10c, no annual fee',
      managedBy: 'Acme Payments IT',
    });
    // The payload is what is sent: the code only.
    expect(Object.keys(draft.payload).sort()).toEqual(['inviteCode', 'legalName', 'owner']);

    // The office rewords the plan: the draft keeps the words the merchant was shown.
    policy.set(
      policyOf({ inviteCatalogue: [{ ...restaurants, summary: 'Restaurants 2.99% + 10c' }] }),
    );
    await call('drafts:save', {
      id,
      payload: validQuickStartPayload({ inviteCode: 'TZS4-BEH8-R7VS', legalName: 'Renamed LLC' }),
    });
    expect((await call<Draft>('drafts:get', { id })).pricing?.summary).toBe(
      'Restaurants 2.69% + 10c, no annual fee',
    );
    policy.set(policyOf());

    const pdf = await pdfTextOf(
      await buildDraftPdf({
        draft: await call<Draft>('drafts:get', { id }),
        currentAgreementText: undefined,
        documents: [],
        createdAt: new Date(),
      }),
    );
    // A row reads its label, then its value (wrapped to the page's width).
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(
      'Pricing Restaurants — Restaurants 2.69% + 10c, no annual fee (TZS4-BEH8-R7VS)',
    );

    // Another code: the words go, since they were not for it.
    await call('drafts:save', {
      id,
      payload: validQuickStartPayload({ inviteCode: 'ZZZZ-9999-0000' }),
    });
    expect((await call<Draft>('drafts:get', { id })).pricing).toBeUndefined();
  });
});

describe('the agent’s plans as stored', () => {
  it('leaves a hand-damaged entry out and keeps the others', () => {
    const values = new Map<string, unknown>();
    const store: KeyValueStore = {
      get: (key) => values.get(key),
      set: (key, value) => void values.set(key, value),
      delete: (key) => void values.delete(key),
      has: (key) => values.has(key),
    };
    const good = {
      label: 'Cafés',
      code: 'CAF8-OWN0-0001',
      environmentId: 'sandbox',
      summary: '2.7%',
    };
    store.set('settings', {
      agentInviteCatalogue: [good, { ...good, code: 'not a code' }, { label: 'no code' }],
      statusPollMinutes: 15,
    });
    const settings = createSettingsService(store, silentLogger);
    expect(settings.get().agentInviteCatalogue).toEqual([good]);
    expect(settings.get().statusPollMinutes).toBe(15);
    const catalogue = createInviteCatalogue({
      policy: () => policyServiceOf(null).current(),
      settings,
      clock: { now: () => Date.now() },
    });
    expect(catalogue.standing('sandbox', 'caf8-own0-0001')).toBe('valid');
    expect(catalogue.standing('sandbox', 'ZZZZ-9999-0000')).toBe('unknown');
    expect(catalogue.standing('production', 'ZZZZ-9999-0000')).toBe('no-plans');
    expect(catalogue.list()).toEqual({ entries: [{ entry: good }], canAddOwn: true });
  });
});
