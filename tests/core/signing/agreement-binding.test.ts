// A signature is bound to the agreement it was taken under (decisions 85): the evidence records
// the organisation's version and the language; a draft whose agreement changed since asks for a
// new signature before it is queued where signatures are required; a sign request made from a
// review that showed another version is refused; older evidence counts as before; and the
// signing call holds the organisation's settings still. Real sandbox, store, outbox and signing
// service (outbox-harness.ts), with a small real PolicyService.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agreementIn } from '../../../electron/core/app/managed-settings';
import { systemClock } from '../../../electron/core/ports';
import { createSigningService } from '../../../electron/core/signing/signing-service';
import { payloadSha256Of, sha256Hex } from '../../../electron/core/signing/signature-state';
import { merchantLanguages, type MerchantLanguage } from '../../../shared/i18n/languages';
import { defaultSettings } from '../../../shared/ipc/settings-schema';
import type { AgreementStamp } from '../../../shared/review/signature-rule';
import { policyServiceOf, testPolicy, type TestPolicyService } from '../../support/policy-service';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { environmentIdOf } from '../support/sandbox-session';

let harness: OutboxHarness;
let policy: TestPolicyService;
let environmentId: string;

function agreementsAt(version: string, text: string) {
  return testPolicy({
    agreements: [{ environmentId, language: 'en', version, text }],
  });
}

const agreement = (id: string, language: MerchantLanguage) =>
  agreementIn(defaultSettings, policy.current().policy, id, language);

function agreementNow(id: string | undefined) {
  const stamps: Partial<Record<MerchantLanguage, AgreementStamp>> = {};
  for (const language of merchantLanguages) {
    const shown = agreement(id ?? environmentId, language);
    if (shown.text !== null)
      stamps[language] = { sha256: sha256Hex(shown.text), version: shown.version };
  }
  return stamps;
}

const signing = () =>
  createSigningService({
    workspace: async () => ({ ok: true, value: { drafts: harness.store, audit: harness.audit } }),
    settings: () => ({ ...defaultSettings, environmentId }),
    agreement,
    lease: (reason) => policy.lease(reason),
    environmentName: () => 'Acme Production',
    appVersion: '1.0.0',
    clock: systemClock,
  });

async function signRequest(draftId: string, shownText: string, shownVersion: string | null) {
  const draft = await harness.store.get(draftId);
  if (!draft.ok) throw new Error(draft.error.message);
  return {
    draftId,
    signerName: 'Jordan Example',
    signerTitle: '',
    consent: true as const,
    mark: { kind: 'typed' as const, text: 'Jordan Example' },
    payloadSha256: payloadSha256Of(draft.value),
    agreementSha256: sha256Hex(shownText),
    agreementVersion: shownVersion,
    agreementLanguage: 'en' as const,
  };
}

beforeEach(async () => {
  harness = await createOutboxHarness();
  environmentId = environmentIdOf(harness.auth);
  policy = policyServiceOf(agreementsAt('v1', 'Acme terms, first edition.'));
});
afterEach(async () => {
  await harness.close();
});

describe('a signature bound to its agreement version', () => {
  it('records the version and language, and asks again once the organisation changes it', async () => {
    const [id] = await harness.createDrafts(1);
    const signed = await signing().sign(await signRequest(id!, 'Acme terms, first edition.', 'v1'));
    expect(signed.ok && signed.value.signature).toMatchObject({
      agreementVersion: 'v1',
      agreementLanguage: 'en',
      agreementText: 'Acme terms, first edition.',
    });

    policy.set(agreementsAt('v2', 'Acme terms, second edition.'));
    const outbox = harness.openOutbox({ isSignatureRequired: () => true, agreementNow });
    const refused = await outbox.enqueue(id!);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'INVALID_STATE',
      details: { reason: 'agreement-outdated' },
    });
    // Bound to v1 still: the evidence is as it was, the draft is not queued.
    const kept = await harness.store.get(id!);
    expect(kept.ok && [kept.value.lifecycle, kept.value.signature?.agreementVersion]).toEqual([
      'ready',
      'v1',
    ]);

    // Only a new version label, same text: still another agreement.
    const again = await signing().sign(await signRequest(id!, 'Acme terms, second edition.', 'v2'));
    expect(again.ok).toBe(true);
    policy.set(agreementsAt('v3', 'Acme terms, second edition.'));
    const relabelled = await outbox.enqueue(id!);
    expect(!relabelled.ok && relabelled.error.details?.reason).toBe('agreement-outdated');

    policy.set(agreementsAt('v2', 'Acme terms, second edition.'));
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
  });

  it('refuses a sign request made from a review that showed another version', async () => {
    const [id] = await harness.createDrafts(1);
    const stale = await signing().sign(await signRequest(id!, 'Acme terms, first edition.', 'v0'));
    expect(!stale.ok && stale.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'agreement-changed' },
    });
    const changed = await signing().sign(await signRequest(id!, 'Older words.', 'v1'));
    expect(!changed.ok && changed.error.details?.reason).toBe('agreement-changed');
    const draft = await harness.store.get(id!);
    expect(draft.ok && draft.value.signature).toBeUndefined();
  });

  it('refuses to sign in a language the agreement is not set in', async () => {
    const [id] = await harness.createDrafts(1);
    const request = {
      ...(await signRequest(id!, 'Acme terms, first edition.', 'v1')),
      agreementLanguage: 'es' as const,
    };
    const refused = await signing().sign(request);
    expect(!refused.ok && refused.error.details?.reason).toBe('agreement-missing');
  });

  it('keeps evidence from before versions counting as it did', async () => {
    const [id] = await harness.createDrafts(1);
    const signed = await signing().sign(await signRequest(id!, 'Acme terms, first edition.', 'v1'));
    if (!signed.ok) throw new Error(signed.error.message);
    // As an older version of the app recorded it: no language, no version.
    const {
      agreementLanguage: _language,
      agreementVersion: _version,
      ...older
    } = signed.value.signature!;
    const rewritten = await harness.store.sign(id!, () => ({ ok: true, value: older }));
    expect(rewritten.ok).toBe(true);
    policy.set(agreementsAt('v2', 'Acme terms, second edition.'));
    const outbox = harness.openOutbox({ isSignatureRequired: () => true, agreementNow });
    expect((await outbox.enqueue(id!)).ok).toBe(true);
  });

  it('holds a policy read during the signing call until the signature is on disk', async () => {
    const [id] = await harness.createDrafts(1);
    const request = await signRequest(id!, 'Acme terms, first edition.', 'v1');
    const service = createSigningService({
      workspace: async () => {
        // A new file is read while the merchant's signature is being recorded.
        policy.set(agreementsAt('v2', 'Acme terms, second edition.'));
        expect(policy.current().isPending).toBe(true);
        return { ok: true, value: { drafts: harness.store, audit: harness.audit } };
      },
      settings: () => ({ ...defaultSettings, environmentId }),
      agreement,
      lease: (reason) => policy.lease(reason),
      environmentName: () => 'Acme Production',
      appVersion: '1.0.0',
      clock: systemClock,
    });
    const signed = await service.sign(request);
    expect(signed.ok && signed.value.signature?.agreementVersion).toBe('v1');
    expect(policy.leases()).toBe(0);
    expect(policy.current()).toMatchObject({ isPending: false });
    expect(policy.current().policy?.agreements?.[0]?.version).toBe('v2');
  });
});
