// The merchant's language on signing (decisions 99), against a real encrypted draft store in a temp
// dir: the choice is kept on the draft without touching what is sent, the evidence records the
// language and version shown, a request from a review in another language than the one kept is
// refused, a language with no agreement text cannot be signed, and the payload bound to the
// signature is the same whichever language the merchant read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import type { SigningService } from '../../../electron/core/signing/signing-service';
import {
  payloadSha256Of,
  saltedPayloadSha256Of,
  sha256Hex,
} from '../../../electron/core/signing/signature-state';
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { MerchantLanguage } from '../../../shared/i18n/languages';
import { defaultSettings, type Settings } from '../../../shared/ipc/settings-schema';
import { agreementFor, sampleAgreementText } from '../../../shared/review/agreement';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import type { SignRequest } from '../../../shared/review/sign-request-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { openSigningHarness, type SigningHarness } from './signing-harness';

const spanishText =
  'ACUERDO DE PRUEBA. Al firmar, el comerciante confirma que los datos son correctos.';

let harness: SigningHarness;
let store: DraftStore;
let settings: Settings;
let signing: SigningService;

beforeEach(async () => {
  settings = { ...defaultSettings, signing: { sandbox: { agreementTexts: { es: spanishText } } } };
  harness = await openSigningHarness('boarding-merchant-language-', () => settings);
  ({ store, signing } = harness);
});

afterEach(async () => {
  await harness.close();
});

async function stored(id: string): Promise<Draft> {
  const draft = await store.get(id);
  if (!draft.ok) throw new Error(draft.error.message);
  return draft.value;
}

async function createReady(): Promise<string> {
  const created = await store.create({ payload: validFullPayload() });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}

async function requestIn(id: string, language: MerchantLanguage): Promise<SignRequest> {
  const text = agreementFor(settings, 'sandbox', language).text;
  if (text === null) throw new Error(`no agreement in ${language}`);
  return {
    draftId: id,
    signerName: 'Begoña Núñez',
    signerTitle: 'Dueña',
    consent: true,
    mark: { kind: 'typed', text: 'Begoña Núñez' },
    payloadSha256: payloadSha256Of(await stored(id)),
    agreementSha256: sha256Hex(text),
    agreementVersion: null,
    agreementLanguage: language,
  };
}

describe('the merchant’s language', () => {
  it('is kept on the draft without changing updatedAt or what is sent', async () => {
    const id = await createReady();
    const before = await stored(id);
    const chosen = await store.setMerchantLanguage(id, 'es');
    expect(chosen.ok && chosen.value.merchantLanguage).toBe('es');
    const after = await stored(id);
    expect(after.merchantLanguage).toBe('es');
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(canonicalPayloadText(after.payload, after.referenceId)).toBe(
      canonicalPayloadText(before.payload, before.referenceId),
    );
    expect(canonicalPayloadText(after.payload, after.referenceId)).not.toContain(
      'merchantLanguage',
    );
  });

  it('records the language and the agreement text shown in the evidence', async () => {
    const id = await createReady();
    await store.setMerchantLanguage(id, 'es');
    const signed = await signing.sign(await requestIn(id, 'es'));
    if (!signed.ok) throw new Error(signed.error.message);
    expect(signed.value.signature).toMatchObject({
      agreementLanguage: 'es',
      agreementText: spanishText,
      agreementSha256: sha256Hex(spanishText),
    });
    expect(signed.value.signature?.agreementVersion).toBeUndefined();
  });

  it('records English for a request that names no language (older renderers)', async () => {
    const id = await createReady();
    const { agreementLanguage: _omitted, ...request } = await requestIn(id, 'en');
    const signed = await signing.sign(request);
    expect(signed.ok && signed.value.signature?.agreementLanguage).toBe('en');
    expect(signed.ok && signed.value.signature?.agreementText).toBe(sampleAgreementText);
  });

  it('refuses a request from a review shown in another language than the one kept', async () => {
    const id = await createReady();
    await store.setMerchantLanguage(id, 'en');
    const shownInSpanish = await requestIn(id, 'es');
    const refused = await signing.sign(shownInSpanish);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('CONFLICT');
    expect(refused.error.details?.reason).toBe('changed-since-shown');
    expect((await stored(id)).signature).toBeUndefined();
  });

  it('refuses Spanish where there is no Spanish text: English never stands in', async () => {
    settings = { ...defaultSettings };
    const id = await createReady();
    await store.setMerchantLanguage(id, 'es');
    expect(agreementFor(settings, 'sandbox', 'es')).toMatchObject({
      text: null,
      origin: 'missing',
    });
    const request = { ...(await requestIn(id, 'en')), agreementLanguage: 'es' as const };
    const refused = await signing.sign(request);
    expect(!refused.ok && refused.error.details?.reason).toBe('agreement-missing');
    expect((await stored(id)).signature).toBeUndefined();
  });

  it('binds the same payload whether the merchant read English or Spanish', async () => {
    const id = await createReady();
    await store.setMerchantLanguage(id, 'en');
    const english = await requestIn(id, 'en');
    const inEnglish = await signing.sign(english);
    if (!inEnglish.ok) throw new Error(inEnglish.error.message);
    const englishEvidence = inEnglish.value.signature!;

    await store.setMerchantLanguage(id, 'es');
    const spanish = await requestIn(id, 'es');
    const inSpanish = await signing.sign(spanish);
    if (!inSpanish.ok) throw new Error(inSpanish.error.message);
    const spanishEvidence = inSpanish.value.signature!;

    // What the review hashed and sent is the same text, so the same SHA-256.
    expect(spanish.payloadSha256).toBe(english.payloadSha256);
    expect(spanishEvidence.agreementSha256).not.toBe(englishEvidence.agreementSha256);
    // Each evidence's salted hash is of that same payload: the English salt over the draft signed
    // in Spanish gives the English evidence's hash, and the other way round.
    const signedInSpanish = await stored(id);
    expect(saltedPayloadSha256Of(signedInSpanish, englishEvidence.payloadSalt!)).toBe(
      englishEvidence.payloadSha256,
    );
    expect(saltedPayloadSha256Of(inEnglish.value, spanishEvidence.payloadSalt!)).toBe(
      spanishEvidence.payloadSha256,
    );
  });

  it('is refused once the application may no longer be changed', async () => {
    const id = await createReady();
    await store.delete(id);
    const refused = await store.setMerchantLanguage(id, 'es');
    expect(!refused.ok && refused.error.details?.reason).toBe('in-trash');
  });
});
