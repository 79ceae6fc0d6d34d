// The organisation's settings over the agent's (decisions 84), observed through the contract as
// the renderer sees them: the real services, sandbox and dispatcher (services-harness.ts) with a
// small real PolicyService (tests/support/policy-service.ts) standing for the file readers.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PolicyStateSchema } from '../../../shared/policy/policy-state-schema';
import { sampleAgreementText } from '../../../shared/review/agreement';
import { policyServiceOf, testPolicy, testPolicySource } from '../../support/policy-service';
import type { OutboxState } from '../../../shared/outbox/outbox-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { harness } from '../support/services-harness';
import { waitFor } from '../support/wait-for';

const acme = {
  id: 'acme-prod',
  name: 'Acme Production',
  baseUrl: 'https://boarding.acme.example',
  authorizeUrl: 'https://portal.acme.example/authorize',
  consumerKey: 'acme-key',
};
const own = {
  id: 'own',
  name: 'My test service',
  kind: 'remote',
  baseUrl: 'https://boarding.own.example',
  authorizeUrl: 'https://portal.own.example/authorize',
  consumerKey: 'own-key',
};
const withOwn = (dataDir: string) =>
  writeFile(path.join(dataDir, 'environments.json'), JSON.stringify({ environments: [own] }));
const newFields = {
  name: 'Another',
  baseUrl: 'https://another.example',
  authorizeUrl: 'https://another.example/authorize',
  consumerKey: 'another-key',
};

interface Listed {
  environments: { id: string; kind: string; isManaged?: boolean }[];
  selectedId: string;
}

describe('managed environments', () => {
  it('lists them with the agent’s, read-only, and keeps agent additions where allowed', async () => {
    const policy = policyServiceOf(testPolicy({ environments: [acme] }));
    const app = await harness(withOwn, policy);
    const listed = (await app.value('environments:list')) as unknown as Listed;
    expect(listed.environments.map((entry) => [entry.id, entry.kind, entry.isManaged])).toEqual([
      ['sandbox', 'sandbox', undefined],
      ['acme-prod', 'remote', true],
      ['own', 'remote', undefined],
    ]);

    for (const [channel, request] of [
      ['environments:get', { id: 'acme-prod' }],
      ['environments:save', { id: 'acme-prod', fields: { ...newFields, name: 'Renamed' } }],
      ['environments:remove', { id: 'acme-prod' }],
    ] as const) {
      const refused = await app.call(channel, request);
      expect(!refused.ok && refused.error, channel).toMatchObject({
        code: 'READ_ONLY',
        details: { reason: 'set-by-organisation' },
      });
    }
    const added = await app.call('environments:save', { fields: newFields });
    expect(added.ok).toBe(true);
    const after = (await app.value('environments:list')) as unknown as Listed;
    expect(after.environments.map((entry) => entry.id)).toContain('another');
    expect(after.environments.map((entry) => entry.id)).toContain('acme-prod');
  });

  it('refuses additions and hides the agent’s own where the organisation does not allow them', async () => {
    const policy = policyServiceOf(
      testPolicy({ environments: [acme], allowAgentEnvironments: false }),
    );
    const app = await harness(withOwn, policy);
    const listed = (await app.value('environments:list')) as unknown as Listed;
    expect(listed.environments.map((entry) => entry.id)).toEqual(['sandbox', 'acme-prod']);
    const refused = await app.call('environments:save', { fields: newFields });
    expect(!refused.ok && refused.error.details?.reason).toBe('set-by-organisation');
    const select = await app.call('settings:set', { environmentId: 'own' });
    expect(!select.ok && select.error.code).toBe('VALIDATION');

    // Allowed again: the agent's own come back as they were.
    policy.set(testPolicy({ environments: [acme] }));
    const back = (await app.value('environments:list')) as unknown as Listed;
    expect(back.environments.map((entry) => entry.id)).toEqual(['sandbox', 'acme-prod', 'own']);
  });

  it('hides the practice sandbox when turned off, and a vanished selection falls back predictably', async () => {
    const policy = policyServiceOf(null);
    const app = await harness(withOwn, policy);
    await app.value('settings:set', { environmentId: 'own' });

    // The agent's environment is hidden: the selection falls back to the sandbox, first listed.
    policy.set(testPolicy({ environments: [acme], allowAgentEnvironments: false }));
    expect((await app.value('settings:get')).environmentId).toBe('sandbox');

    // No sandbox either: the organisation's first environment.
    policy.set(
      testPolicy({ environments: [acme], allowAgentEnvironments: false, practiceSandbox: false }),
    );
    const listed = (await app.value('environments:list')) as unknown as Listed;
    expect(listed.environments.map((entry) => entry.id)).toEqual(['acme-prod']);
    expect(listed.selectedId).toBe('acme-prod');
    const sandbox = await app.call('settings:set', { environmentId: 'sandbox' });
    expect(!sandbox.ok && sandbox.error.code).toBe('VALIDATION');

    // The policy goes: the agent's own choice, stored underneath all along, is back.
    policy.set(null);
    expect((await app.value('settings:get')).environmentId).toBe('own');
  });
});

describe('managed values', () => {
  it('override the agent’s, refuse a change, and leave the agent’s stored values as they were', async () => {
    const policy = policyServiceOf(null);
    const app = await harness(undefined, policy);
    await app.value('settings:set', { statusPollMinutes: 25, retentionDays: 60 });

    policy.set(testPolicy({ statusRefreshMinutes: 5, retentionDays: 30, trashDays: 10 }));
    expect(await app.value('settings:get')).toMatchObject({
      statusPollMinutes: 5,
      retentionDays: 30,
      trashDays: 10,
    });
    expect(await app.value('retention:state')).toMatchObject({ retentionDays: 30, trashDays: 10 });
    const refused = await app.call('settings:set', { statusPollMinutes: 15 });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'READ_ONLY',
      details: { reason: 'set-by-organisation' },
      fieldErrors: [{ field: 'statusPollMinutes' }],
    });
    // Repeating the value in effect (a form saving what it shows) is no change.
    expect((await app.call('settings:set', { statusPollMinutes: 5 })).ok).toBe(true);
    // What the organisation does not set is still the agent's.
    expect((await app.call('settings:set', { simulateOffline: true })).ok).toBe(true);

    policy.set(null);
    expect(await app.value('settings:get')).toMatchObject({
      statusPollMinutes: 25,
      retentionDays: 60,
      trashDays: 30,
      simulateOffline: true,
    });
  });

  it('sets the signature rule per managed environment', async () => {
    const policy = policyServiceOf(
      testPolicy({ environments: [{ ...acme, isSignatureRequired: true }] }),
    );
    const app = await harness(undefined, policy);
    const settings = await app.value('settings:get');
    expect(settings.signing).toEqual({ 'acme-prod': { isSignatureRequired: true } });
    const refused = await app.call('settings:set', { signing: { 'acme-prod': {} } });
    expect(!refused.ok && refused.error.fieldErrors?.[0]?.field).toBe(
      'signing.acme-prod.isSignatureRequired',
    );
  });
});

describe('the agreement per environment and language', () => {
  it('answers the organisation’s text with its version, and says when a language has none', async () => {
    const policy = policyServiceOf(
      testPolicy({
        environments: [acme],
        agreements: [
          { environmentId: 'acme-prod', language: 'en', version: '2026-11', text: 'Acme terms.' },
        ],
      }),
    );
    const app = await harness(undefined, policy);
    expect(
      await app.value('signing:agreement', { environmentId: 'acme-prod', language: 'en' }),
    ).toEqual({
      environmentId: 'acme-prod',
      language: 'en',
      text: 'Acme terms.',
      version: '2026-11',
      origin: 'organisation',
      managedLanguages: ['en'],
    });
    // No Spanish text: said so, never the English text in its place.
    expect(
      await app.value('signing:agreement', { environmentId: 'acme-prod', language: 'es' }),
    ).toMatchObject({ text: null, version: null, origin: 'missing', managedLanguages: ['en'] });
    // Not managed: the agent's Settings text or the sample, in English only.
    expect(await app.value('signing:agreement', { language: 'en' })).toMatchObject({
      environmentId: 'sandbox',
      text: sampleAgreementText,
      origin: 'sample',
    });
    expect(await app.value('signing:agreement', { language: 'es' })).toMatchObject({
      origin: 'missing',
      text: null,
    });
  });

  it('takes the agent’s texts per language, except where the organisation sets the agreement', async () => {
    const policy = policyServiceOf(
      testPolicy({
        environments: [acme],
        agreements: [
          { environmentId: 'acme-prod', language: 'en', version: '2026-11', text: 'Acme terms.' },
        ],
      }),
    );
    const app = await harness(undefined, policy);
    // The sandbox's agreement is the agent's: a Spanish text, named as Spanish (decisions 99).
    await app.value('settings:set', {
      signing: { sandbox: { agreementTexts: { es: 'Términos de prueba.' } } },
    });
    expect(await app.value('signing:agreement', { language: 'es' })).toMatchObject({
      origin: 'settings',
      text: 'Términos de prueba.',
    });
    expect(await app.value('signing:agreement', { language: 'en' })).toMatchObject({
      origin: 'sample',
    });
    // The organisation's environment: a text of the agent's in any language is refused, by name.
    const refused = await app.call('settings:set', {
      signing: { 'acme-prod': { agreementTexts: { es: 'Otros términos.' } } },
    });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'READ_ONLY',
      details: { reason: 'set-by-organisation' },
    });
    expect(!refused.ok && refused.error.fieldErrors?.map((error) => error.field)).toContain(
      'signing.acme-prod.agreementTexts',
    );
  });
});

describe('policy:state and policy:changed', () => {
  it('says who sets what and since when, tells each change, and carries no agreement text', async () => {
    const policy = policyServiceOf(null);
    const app = await harness(undefined, policy);
    expect(await app.value('policy:state')).toMatchObject({ organisation: null, managed: [] });
    const told: unknown[] = [];
    app.services.eventHub.subscribe((event, payload) => {
      if (event === 'policy:changed') told.push(payload);
    });

    policy.set(
      testPolicy({
        issuedOn: '2026-11-20',
        environments: [{ ...acme, isSignatureRequired: true }],
        agreements: [
          { environmentId: 'acme-prod', language: 'en', version: 'v3', text: 'SECRETLESS TERMS' },
        ],
        statusRefreshMinutes: 5,
      }),
    );
    const state = PolicyStateSchema.parse(await app.value('policy:state'));
    expect(state).toMatchObject({
      organisation: 'Acme Payments IT',
      issuedOn: '2026-11-20',
      source: testPolicySource,
      managed: ['environments', 'agreements', 'signatureRule', 'statusRefreshMinutes'],
      managedEnvironmentIds: ['acme-prod'],
      signatureRuleEnvironmentIds: ['acme-prod'],
      agreements: [{ environmentId: 'acme-prod', language: 'en', version: 'v3' }],
      problem: null,
    });
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told)).not.toContain('SECRETLESS TERMS');
    expect(JSON.stringify(state)).not.toContain('acme-key');

    // A file that cannot be applied: named, and nothing of it applied.
    policy.set(null, {
      cause: 'schema',
      source: testPolicySource,
      issues: [{ setting: 'environments[0].baseUrl', message: 'Use https' }],
    });
    const broken = await app.value('policy:state');
    expect(broken).toMatchObject({
      organisation: 'Acme Payments IT',
      problem: { cause: 'schema', issues: [{ setting: 'environments[0].baseUrl' }] },
    });
    expect((await app.value('settings:get')).statusPollMinutes).toBe(5);
  });
});

describe('applications queued for an environment the organisation takes away', () => {
  it('are held with the reason, sent nowhere else, and sent once when it returns', async () => {
    const policy = policyServiceOf(null);
    const app = await harness(undefined, policy);
    expect((await app.value('auth:start', {})).state).toBe('signed-in');
    // Queued for the built-in sandbox while practising with no connection: they wait.
    await app.value('settings:set', { simulateOffline: true });
    const draft = await app.value('drafts:create', {});
    const { referenceId: _reference, ...payload } = validFullPayload();
    await app.value('drafts:save', { id: draft.id, payload });
    await app.value('outbox:enqueue', { draftId: draft.id });

    // The organisation turns the practice sandbox off: the selection falls back, the
    // application is held for the sandbox with the reason, and nothing is sent anywhere.
    policy.set(testPolicy({ environments: [acme], practiceSandbox: false }));
    expect((await app.value('settings:get')).environmentId).toBe('acme-prod');
    await waitFor(async () => {
      const outbox = (await app.value('outbox:state')) as unknown as OutboxState;
      return outbox.items[0]?.lastError?.reason === 'withdrawn';
    }, 'the application held for the withdrawn sandbox');
    const held = (await app.value('outbox:state')) as unknown as OutboxState;
    expect(held.items.map((item) => [item.state, item.environmentId, item.lastError])).toEqual([
      [
        'queued',
        'sandbox',
        {
          code: 'INVALID_STATE',
          waitingFor: 'sandbox',
          reason: 'withdrawn',
          environmentName: 'Practice sandbox',
        },
      ],
    ]);
    expect((await app.value('drafts:get', { id: draft.id })).lifecycle).toBe('queued');

    // It returns: the agent's own choice is back, and the application goes there, once.
    policy.set(null);
    expect((await app.value('settings:get')).environmentId).toBe('sandbox');
    await app.value('settings:set', { simulateOffline: false });
    await waitFor(
      async () => (await app.value('drafts:get', { id: draft.id })).lifecycle === 'submitted',
      'the application submitted after the sandbox returned',
      15_000,
    );
    const merchants = app.sandbox()!.admin.listMerchants();
    expect(merchants.filter((merchant) => merchant.referenceId === draft.referenceId)).toHaveLength(
      1,
    );
  });
});
