// The PDF of an application signed through the real signing service and encrypted store: the
// printed application hash is salted, so a reader of the paper cannot test guesses of the hidden
// SSN digits against it (decisions 45), and two signatures of the same payload print different
// hashes.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import { buildApplicationPdf } from '../../../electron/core/pdf/application-pdf';
import { draftSignature } from '../../../electron/core/pdf/draft-signature';
import { buildDraftPdf } from '../../../electron/core/pdf/draft-pdf';
import type { SigningService } from '../../../electron/core/signing/signing-service';
import { payloadSha256Of, sha256Hex } from '../../../electron/core/signing/signature-state';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { defaultSettings, type Settings } from '../../../shared/ipc/settings-schema';
import { agreementTextFor } from '../../../shared/review/agreement';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import { buildReview } from '../../../shared/review/review-model';
import { validFullPayload, validOwner } from '../../fixtures/merchant';
import { openSigningHarness, type SigningHarness } from '../signing/signing-harness';
import { pdfTextOf } from './pdf-text-of';

let harness: SigningHarness;
let store: DraftStore;
let settings: Settings;
let signing: SigningService;

beforeEach(async () => {
  settings = { ...defaultSettings };
  harness = await openSigningHarness('boarding-signed-pdf-', () => settings);
  ({ store, signing } = harness);
});

afterEach(async () => {
  await harness.close();
});

async function createReady(): Promise<Draft> {
  const created = await store.create({
    payload: validFullPayload({
      owner: [validOwner({ name: 'Jordan Example', ssn: '123456789' })],
    }),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

async function signNow(draft: Draft): Promise<Draft> {
  const signed = await signing.sign({
    draftId: draft.id,
    signerName: 'Jordan Example',
    signerTitle: '',
    consent: true,
    mark: { kind: 'typed', text: 'Jordan Example' },
    payloadSha256: payloadSha256Of(draft),
    agreementSha256: sha256Hex(agreementTextFor(settings, settings.environmentId)),
  });
  if (!signed.ok) throw new Error(signed.error.message);
  return signed.value;
}

async function printedText(draft: Draft): Promise<string> {
  const signature = draftSignature(draft);
  expect(signature.state).toBe('signed');
  const bytes = await buildApplicationPdf({
    review: buildReview(draft.payload, 'full'),
    referenceId: draft.referenceId,
    ...(signature.state === 'signed' && { signature: signature.evidence }),
    documents: [],
    createdAt: new Date('2026-11-26T19:40:00Z'),
  });
  return (await pdfTextOf(bytes)).text;
}

function printedHash(text: string): string {
  const found = /Application SHA-256 \(salted\)\s*([0-9a-f]{64})/.exec(text);
  if (found === null) throw new Error('no application hash printed');
  return found[1]!;
}

describe('the application hash on paper', () => {
  it('is salted: not the plain SHA-256 of the canonical text, and new with every signature', async () => {
    const draft = await createReady();
    const plain = createHash('sha256')
      .update(canonicalPayloadText(draft.payload, draft.referenceId), 'utf8')
      .digest('hex');
    const first = printedHash(await printedText(await signNow(draft)));
    expect(first).not.toBe(plain);
    const second = printedHash(await printedText(await signNow(draft)));
    expect(second).not.toBe(plain);
    expect(second).not.toBe(first);
  });
});

describe('the agreement on paper', () => {
  it('is the text the merchant signed, even after Settings change it for the environment', async () => {
    const environmentId = settings.environmentId;
    settings = {
      ...settings,
      signing: { [environmentId]: { agreementText: 'The terms the merchant read and signed.' } },
    };
    const signed = await signNow(await createReady());
    settings = {
      ...settings,
      signing: { [environmentId]: { agreementText: 'Different terms saved the next day.' } },
    };
    const bytes = await buildDraftPdf({
      draft: signed,
      currentAgreementText: signing.agreementText(environmentId),
      documents: [],
      createdAt: new Date('2026-11-27T10:00:00Z'),
    });
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain('The terms the merchant read and signed.');
    expect(text).not.toContain('Different terms saved the next day.');
  });

  it('names the organisation’s version it was signed under (decisions 85)', async () => {
    const signed = await signNow(await createReady());
    const bytes = await buildDraftPdf({
      draft: { ...signed, signature: { ...signed.signature!, agreementVersion: '2026-11' } },
      currentAgreementText: undefined,
      documents: [],
      createdAt: new Date('2026-11-27T10:00:00Z'),
    });
    expect((await pdfTextOf(bytes)).text).toContain('Agreement version 2026-11.');
    const unversioned = await buildDraftPdf({
      draft: signed,
      currentAgreementText: undefined,
      documents: [],
      createdAt: new Date('2026-11-27T10:00:00Z'),
    });
    expect((await pdfTextOf(unversioned)).text).not.toContain('Agreement version');
  });

  it('prints the sample the review showed, with no notice, for evidence signed on it that holds no text', async () => {
    const signed = await signNow(await createReady());
    const { agreementText: _text, ...older } = signed.signature!;
    const bytes = await buildDraftPdf({
      draft: { ...signed, signature: older },
      currentAgreementText: undefined,
      documents: [],
      createdAt: new Date('2026-11-27T10:00:00Z'),
    });
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain('SAMPLE AGREEMENT FOR PRACTICE.');
    expect(text).not.toContain('not the text that was signed');
  });

  it('prints the current text with a notice for evidence that holds no text and a different hash', async () => {
    const signed = await signNow(await createReady());
    const { agreementText: _text, ...older } = signed.signature!;
    const bytes = await buildDraftPdf({
      draft: { ...signed, signature: older },
      currentAgreementText: 'Different terms saved the next day.',
      documents: [],
      createdAt: new Date('2026-11-27T10:00:00Z'),
    });
    const { text } = await pdfTextOf(bytes);
    expect(text).toContain('Different terms saved the next day.');
    expect(text).toContain('not the text that was signed');
  });
});
