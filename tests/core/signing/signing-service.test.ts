// Signing against a real encrypted draft store and audit log in a temp dir: the signature is
// bound to the payload the renderer showed, voided by a later change, replaced by a new signature,
// and the audit line names ids only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../electron/core/audit/audit-log';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import type { SigningService } from '../../../electron/core/signing/signing-service';
import {
  payloadSha256Of,
  saltedPayloadSha256Of,
  sha256Hex,
} from '../../../electron/core/signing/signature-state';
import { defaultSettings, type Settings } from '../../../shared/ipc/settings-schema';
import { sampleAgreementText } from '../../../shared/review/agreement';
import type { SignRequest } from '../../../shared/review/sign-request-schema';
import { validFullPayload, validOwner } from '../../fixtures/merchant';
import { secretsFoundIn } from '../auth/scan-files';
import { openSigningHarness, type SigningHarness } from './signing-harness';

let harness: SigningHarness;
let dataDir: string;
let store: DraftStore;
let cipher: SigningHarness['cipher'];
let audit: AuditLog;
let settings: Settings;
let signing: SigningService;

beforeEach(async () => {
  settings = { ...defaultSettings };
  harness = await openSigningHarness('boarding-signing-', () => settings);
  ({ dataDir, store, cipher, audit, signing } = harness);
});

afterEach(async () => {
  await harness.close();
});

const signerName = 'Jordan Signer Example';
const ssn = '123456789';

async function createReady(): Promise<string> {
  const created = await store.create({
    payload: validFullPayload({ owner: [validOwner({ name: signerName, ssn })] }),
  });
  if (!created.ok) throw new Error(created.error.message);
  expect(created.value.lifecycle).toBe('ready');
  return created.value.id;
}

async function shownRequest(draftId: string): Promise<SignRequest> {
  const draft = await store.get(draftId);
  if (!draft.ok) throw new Error(draft.error.message);
  return {
    draftId,
    signerName,
    signerTitle: 'Owner',
    consent: true,
    mark: {
      kind: 'drawn',
      width: 600,
      height: 200,
      strokes: [
        [
          { x: 10, y: 20, t: 0 },
          { x: 40, y: 60, t: 16 },
        ],
      ],
    },
    payloadSha256: payloadSha256Of(draft.value),
    agreementSha256: sha256Hex(sampleAgreementText),
  };
}

async function summaryOf(id: string) {
  const listed = await store.list({});
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.items.find((item) => item.id === id)!;
}

describe('signing service', () => {
  it('records the evidence when the hashes match, leaving the payload and updatedAt alone', async () => {
    const id = await createReady();
    const before = await store.get(id);
    const signed = await signing.sign(await shownRequest(id));
    expect(signed.ok).toBe(true);
    const after = await store.get(id);
    if (!after.ok || !before.ok) throw new Error('read');
    expect(after.value.updatedAt).toBe(before.value.updatedAt);
    expect(after.value.payload).toEqual(before.value.payload);
    expect(after.value.signature).toMatchObject({
      signerName,
      signerTitle: 'Owner',
      consent: true,
      timeZone: 'America/New_York',
      payloadSha256: saltedPayloadSha256Of(before.value, after.value.signature!.payloadSalt!),
      agreementSha256: sha256Hex(sampleAgreementText),
      appVersion: '9.9.9',
      environmentId: 'sandbox',
      environmentName: 'Sandbox',
    });
    // The wall clock where it was signed, with its offset: the same instant as the clock's.
    expect(Date.parse(after.value.signature!.signedAt)).toBe(Date.parse('2026-11-26T19:33:00Z'));
    expect((await summaryOf(id)).signature).toBe('valid');
    // The list's mark survives a restart: the index keeps it (no hash, no name).
    await store.close();
    const reopened = await openDraftStore({ dir: path.join(dataDir, 'drafts'), cipher });
    if (!reopened.ok) throw new Error(reopened.error.message);
    store = reopened.value;
    expect((await summaryOf(id)).signature).toBe('valid');
  });

  it('refuses when the application changed since it was shown, and stores nothing', async () => {
    const id = await createReady();
    const request = await shownRequest(id);
    await store.save(
      id,
      validFullPayload({ owner: [validOwner({ name: signerName, ssn })], legalCity: 'Peoria' }),
    );
    const refused = await signing.sign(request);
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'changed-since-shown' },
    });
    const after = await store.get(id);
    expect(after.ok && after.value.signature).toBeUndefined();
    expect(await audit.read()).toEqual([]);
  });

  it('refuses when the agreement text changed since it was shown', async () => {
    const id = await createReady();
    const request = await shownRequest(id);
    settings = { ...settings, signing: { sandbox: { agreementText: 'A new agreement.' } } };
    const refused = await signing.sign(request);
    expect(!refused.ok && refused.error.details?.reason).toBe('agreement-changed');
    expect(signing.agreementText('sandbox')).toBe('A new agreement.');
    expect(signing.agreementText('other')).toBe(sampleAgreementText);
  });

  it('refuses an application that is not complete, in the trash, queued or submitted', async () => {
    const incomplete = await store.create({ payload: { legalName: 'Half Done LLC' } });
    if (!incomplete.ok) throw new Error('create');
    const notComplete = await signing.sign(await shownRequest(incomplete.value.id));
    expect(!notComplete.ok && notComplete.error.details?.reason).toBe('not-complete');

    const trashed = await createReady();
    const trashedRequest = await shownRequest(trashed);
    await store.delete(trashed);
    const inTrash = await signing.sign(trashedRequest);
    expect(!inTrash.ok && inTrash.error.details?.reason).toBe('in-trash');

    const queued = await createReady();
    await store.enqueue(queued);
    const inOutbox = await signing.sign(await shownRequest(queued));
    expect(!inOutbox.ok && inOutbox.error.details?.reason).toBe('in-outbox');

    await store.markLifecycle(queued, { to: 'sending' });
    await store.markLifecycle(queued, { to: 'submitted', merchantId: '5', response: {} });
    const submitted = await signing.sign(await shownRequest(queued));
    expect(!submitted.ok && submitted.error.code).toBe('READ_ONLY');
  });

  it('is voided by a change, kept as evidence, valid again after signing anew', async () => {
    const id = await createReady();
    await signing.sign(await shownRequest(id));
    const first = await store.get(id);
    if (!first.ok) throw new Error('read');
    const changed = await store.save(
      id,
      validFullPayload({ owner: [validOwner({ name: signerName, ssn })], legalCity: 'Peoria' }),
    );
    expect(changed.ok && changed.value.signature).toBe('voided');
    const voided = await store.get(id);
    expect(voided.ok && voided.value.signature).toEqual(first.value.signature);

    const again = await signing.sign({ ...(await shownRequest(id)), signerTitle: 'Manager' });
    expect(again.ok && again.value.signature?.signerTitle).toBe('Manager');
    expect((await summaryOf(id)).signature).toBe('valid');
  });

  it('writes one audit line with ids only, and no PII or hash', async () => {
    const id = await createReady();
    const request = await shownRequest(id);
    const signed = await signing.sign(request);
    if (!signed.ok) throw new Error(signed.error.message);
    const entries = await audit.read();
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'sign',
        draftId: id,
        environmentId: 'sandbox',
        outcome: 'ok',
      }),
    ]);
    expect(entries[0]).not.toHaveProperty('evidenceSha256');
    const file = await readFile(audit.file, 'utf8');
    const evidence = signed.value.signature!;
    for (const secret of [
      signerName,
      ssn,
      request.payloadSha256,
      request.agreementSha256,
      evidence.payloadSha256,
      evidence.payloadSalt!,
    ])
      expect(file).not.toContain(secret);
    // Nothing of the evidence is readable anywhere in the data folder.
    expect(
      await secretsFoundIn(dataDir, [signerName, ssn, request.payloadSha256, '"strokes"']),
    ).toEqual([]);
  });
});
