// "New location for this merchant" (decisions 82), the pure part: from the spec's sample merchant,
// each kind of field the new location carries and each it leaves empty, one test per kind.
import { describe, expect, it } from 'vitest';
import {
  locationFields,
  newLocationClearedFields,
  newLocationPayload,
} from '../../../electron/core/drafts/location-copy';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { sampleMerchantPayload } from '../../../shared/merchant/sample-merchant';
import { topLevelLabels } from '../../../shared/review/form-sections';

function sample(extra: DraftPayload = {}): DraftPayload {
  return { ...(sampleMerchantPayload() as DraftPayload), ...extra };
}

describe('a new location of the same merchant', () => {
  it('leaves every field of the Location section empty', () => {
    const copy = newLocationPayload(sample());
    expect([...locationFields].sort()).toEqual(
      [
        'locationAddress',
        'locationCity',
        'locationFax',
        'locationName',
        'locationPhone',
        'locationState',
        'locationZip',
      ].sort(),
    );
    for (const field of locationFields) expect(copy[field], field).toBeUndefined();
  });

  it('keeps the legal entity', () => {
    const source = sample();
    const copy = newLocationPayload(source);
    const legal = Object.keys(topLevelLabels).filter(
      (name) => topLevelLabels[name as keyof typeof topLevelLabels].section === 'legal',
    );
    expect(legal.length).toBeGreaterThan(5);
    for (const field of legal) expect(copy[field], field).toEqual(source[field]);
    expect(copy.legalName).toBe('Example Fuel LLC');
  });

  it('keeps the tax details, the tax id included', () => {
    const copy = newLocationPayload(sample());
    expect(copy).toMatchObject({
      taxIdType: 1,
      taxId: '987654321',
      taxName: 'Example Fuel LLC',
      taxState: 'IL',
    });
  });

  it('keeps every owner whole, the SSN included', () => {
    const source = sample();
    const copy = newLocationPayload(source);
    expect(copy.owner).toEqual(source.owner);
    expect((copy.owner as { ssn: string }[])[0]!.ssn).toBe('123456789');
  });

  it('keeps every funding account whole, the routing and account numbers included', () => {
    const source = sample();
    const copy = newLocationPayload(source);
    expect(copy.fundingAccount).toEqual(source.fundingAccount);
    expect(copy.fundingAccount).toMatchObject([
      { routingNumber: '021000021', accountNumber: '000123456789' },
    ]);
  });

  it('keeps the business, the statement and the pass-through fields', () => {
    const source = sample({ tags: ['east'], portfolio: { id: 4 } });
    const copy = newLocationPayload(source);
    for (const field of [
      'category',
      'businessType',
      'website',
      'sells',
      'returnPolicy',
      'delivery',
      'swipedPercent',
      'processor',
      'statementName',
      'statementPhone',
      'tags',
      'portfolio',
      'program',
      'compLabel',
      'initiatorMeta',
    ])
      expect(copy[field], field).toEqual(source[field]);
  });

  it('drops the referenceId and the invite code: both belong to one application', () => {
    const copy = newLocationPayload(
      sample({ referenceId: '5b0e6f1e-2a9e-4f55-9d71-0c1f4c0a8e11', inviteCode: 'TZS4-BEH8-R7VS' }),
    );
    expect(copy.referenceId).toBeUndefined();
    expect(copy.inviteCode).toBeUndefined();
    expect(newLocationClearedFields.perApplication).toEqual(['referenceId', 'inviteCode']);
  });

  it('carries nothing else in and leaves the source untouched', () => {
    const source = sample();
    const before = structuredClone(source);
    const copy = newLocationPayload(source);
    const kept = Object.keys(source).filter(
      (name) => !(locationFields as readonly string[]).includes(name),
    );
    expect(Object.keys(copy).sort()).toEqual(kept.sort());
    expect(source).toEqual(before);
    // A deep copy: changing the new location's owner never reaches the source's.
    (copy.owner as { name: string }[])[0]!.name = 'Someone Else';
    expect((source.owner as { name: string }[])[0]!.name).toBe('Jordan Example');
  });
});
