// drafts:newLocation (decisions 82) through the real dispatcher, as browser mode builds the core:
// a new draft for another location of the same merchant, from a drafted, signed application
// with a document, a trashed one refused, and no document, signature or Location field carried.
import { describe, expect, it } from 'vitest';
import { payloadSha256Of, sha256Hex } from '../../../electron/core/signing/signature-state';
import { DraftSchema } from '../../../shared/drafts/draft-schema';
import { sampleMerchantPayload } from '../../../shared/merchant/sample-merchant';
import { sampleAgreementText } from '../../../shared/review/agreement';
import { attachDocument } from '../documents/attach-through-contract';
import { harness, type Harness } from '../support/services-harness';

async function signedWithDocument(app: Harness): Promise<string> {
  const id = (await app.value('drafts:create', { payload: sampleMerchantPayload() })).id as string;
  await attachDocument(app, id, 'voided-cheque.png');
  const draft = DraftSchema.parse(await app.value('drafts:get', { id }));
  await app.value('signing:sign', {
    draftId: id,
    signerName: 'Jordan Example',
    signerTitle: 'Owner',
    consent: true,
    mark: { kind: 'typed', text: 'Jordan Example' },
    payloadSha256: payloadSha256Of(draft),
    agreementSha256: sha256Hex(sampleAgreementText),
  });
  return id;
}

describe('drafts:newLocation', () => {
  it('makes a draft with the merchant carried, the location empty, no document, no signature', async () => {
    const app = await harness();
    const sourceId = await signedWithDocument(app);
    const source = DraftSchema.parse(await app.value('drafts:get', { id: sourceId }));
    expect(source.signature).toBeDefined();

    const answer = await app.value('drafts:newLocation', { id: sourceId });
    expect(Object.keys(answer)).toEqual(['id']);
    const made = DraftSchema.parse(await app.value('drafts:get', { id: answer.id }));

    expect(made.id).not.toBe(sourceId);
    expect(made.referenceId).not.toBe(source.referenceId);
    expect(made.lifecycle).toBe('draft');
    expect(made.signature).toBeUndefined();
    expect(made.submission).toBeUndefined();
    expect(made.payload.legalName).toBe('Example Fuel LLC');
    expect(made.payload.taxId).toBe('987654321');
    expect(made.payload.owner).toEqual(source.payload.owner);
    expect(made.payload.fundingAccount).toEqual(source.payload.fundingAccount);
    expect(made.payload.locationName).toBeUndefined();
    expect(made.payload.locationAddress).toBeUndefined();
    expect(made.payload.locationZip).toBeUndefined();

    const documents = (await app.value('documents:list', { draftId: answer.id })) as {
      documents: unknown[];
    };
    expect(documents.documents).toEqual([]);
    // The source keeps its own document and signature.
    const kept = (await app.value('documents:list', { draftId: sourceId })) as {
      documents: unknown[];
    };
    expect(kept.documents).toHaveLength(1);
    const again = DraftSchema.parse(await app.value('drafts:get', { id: sourceId }));
    expect(again.signature).toEqual(source.signature);
    expect(again.payload).toEqual(source.payload);
  });

  it('refuses an application in the trash and makes nothing', async () => {
    const app = await harness();
    const sourceId = (await app.value('drafts:create', { payload: sampleMerchantPayload() }))
      .id as string;
    await app.value('drafts:delete', { id: sourceId });
    const before = await app.value('drafts:counts', undefined);
    const refused = await app.call('drafts:newLocation', { id: sourceId });
    expect(!refused.ok && refused.error.code).toBe('INVALID_STATE');
    expect(await app.value('drafts:counts', undefined)).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown id and BAD_REQUEST for a malformed request', async () => {
    const app = await harness();
    const unknown = await app.call('drafts:newLocation', {
      id: '5b0e6f1e-2a9e-4f55-9d71-0c1f4c0a8e11',
    });
    expect(!unknown.ok && unknown.error.code).toBe('NOT_FOUND');
    const malformed = await app.call('drafts:newLocation', { id: 'not-an-id', extra: 1 });
    expect(!malformed.ok && malformed.error.code).toBe('BAD_REQUEST');
  });
});
