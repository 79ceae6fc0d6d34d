// "The merchant's signature is needed before sending" (decisions 46): the outbox's enqueue refuses
// an unsigned or voided full application for such an environment, allows it once validly signed,
// and never holds a QuickStart application. Real sandbox, store and outbox (outbox-harness.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSigningService } from '../../../electron/core/signing/signing-service';
import { payloadSha256Of, sha256Hex } from '../../../electron/core/signing/signature-state';
import { defaultSettings } from '../../../shared/ipc/settings-schema';
import { sampleAgreementText } from '../../../shared/review/agreement';
import { systemClock } from '../../../electron/core/ports';
import { validFullPayload, validQuickStartPayload } from '../../fixtures/merchant';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';

let harness: OutboxHarness;

beforeEach(async () => {
  harness = await createOutboxHarness();
});
afterEach(async () => {
  await harness.close();
});

async function sign(draftId: string) {
  const signing = createSigningService({
    workspace: async () => ({ ok: true, value: { drafts: harness.store, audit: harness.audit } }),
    settings: () => defaultSettings,
    environmentName: () => 'Sandbox',
    appVersion: '1.0.0',
    clock: systemClock,
  });
  const draft = await harness.store.get(draftId);
  if (!draft.ok) throw new Error(draft.error.message);
  const signed = await signing.sign({
    draftId,
    signerName: 'Jordan Example',
    signerTitle: '',
    consent: true,
    mark: { kind: 'typed', text: 'Jordan Example' },
    payloadSha256: payloadSha256Of(draft.value),
    agreementSha256: sha256Hex(sampleAgreementText),
  });
  if (!signed.ok) throw new Error(signed.error.message);
}

describe('queueing waits for a signature where the environment asks for one', () => {
  it('refuses an unsigned application, then queues it once signed', async () => {
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ isSignatureRequired: () => true });
    const refused = await outbox.enqueue(id!);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'INVALID_STATE',
      details: { reason: 'signature-needed' },
    });
    const stillReady = await harness.store.get(id!);
    expect(stillReady.ok && stillReady.value.lifecycle).toBe('ready');
    expect(outbox.state().items.some((item) => item.draftId === id)).toBe(false);

    await sign(id!);
    const queued = await outbox.enqueue(id!);
    expect(queued.ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
    // The application keeps its signature after it was sent.
    const sent = await harness.store.get(id!);
    expect(sent.ok && sent.value.signature?.signerName).toBe('Jordan Example');
  });

  it('refuses an application whose signature a change voided', async () => {
    const [id] = await harness.createDrafts(1);
    await sign(id!);
    await harness.store.save(id!, validFullPayload({ legalName: 'Changed After Signing LLC' }));
    const outbox = harness.openOutbox({ isSignatureRequired: () => true });
    const refused = await outbox.enqueue(id!);
    expect(!refused.ok && refused.error.details?.reason).toBe('signature-needed');
  });

  it('never holds a QuickStart application', async () => {
    const created = await harness.store.create({ payload: validQuickStartPayload() });
    if (!created.ok) throw new Error(created.error.message);
    const outbox = harness.openOutbox({ isSignatureRequired: () => true });
    const queued = await outbox.enqueue(created.value.id);
    expect(queued.ok).toBe(true);
  });

  it('counts a signature only for the environment it was made for', async () => {
    const [id] = await harness.createDrafts(1);
    await sign(id!); // made with the built-in sandbox selected
    const elsewhere = harness.openOutbox({
      isSignatureRequired: () => true,
      selectedEnvironmentId: () => 'staging',
    });
    const refused = await elsewhere.enqueue(id!);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'INVALID_STATE',
      details: { reason: 'signed-for-other-environment' },
    });
    const stillReady = await harness.store.get(id!);
    expect(stillReady.ok && stillReady.value.lifecycle).toBe('ready');

    const here = harness.openOutbox({
      isSignatureRequired: () => true,
      selectedEnvironmentId: () => 'sandbox',
    });
    expect((await here.enqueue(id!)).ok).toBe(true);
  });

  it('queues unsigned applications where the setting is off', async () => {
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ isSignatureRequired: () => false });
    expect((await outbox.enqueue(id!)).ok).toBe(true);
  });
});
