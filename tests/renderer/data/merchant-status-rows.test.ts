// One state per application in the renderer's cached lists (decisions 52): a submitted row keeps
// its merchant status when a save or an outbox move patches it (those summaries carry none), and
// a status change patches the row in place.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DraftSummary } from '../../../shared/drafts/draft-schema';
import { draftSummary } from '../../fixtures/draft-summary';
import type * as ContractEvents from '../../../renderer/data/use-contract-events';
import type * as UseDrafts from '../../../renderer/data/use-drafts';

let patchMerchantStatus: typeof ContractEvents.patchMerchantStatus;
let patchSummaries: typeof UseDrafts.patchSummaries;
// The data layer reads the bridge (`window.boarding`) as it loads: an empty one, never called.
beforeAll(async () => {
  vi.stubGlobal('window', { boarding: {} });
  ({ patchSummaries } = await import('../../../renderer/data/use-drafts'));
  ({ patchMerchantStatus } = await import('../../../renderer/data/use-contract-events'));
});

const ids = {
  approved: '00000000-0000-4000-8000-000000000001',
  draft: '00000000-0000-4000-8000-000000000003',
};
function summary(id: string, lifecycle: DraftSummary['lifecycle']): DraftSummary {
  return draftSummary(id, { lifecycle });
}

describe('the renderer keeps one state per row', () => {
  it('a later summary without a status keeps the row status; a status change replaces it', () => {
    const row = { ...summary(ids.approved, 'submitted'), merchantStatus: 'InReview' };
    const later = { ...summary(ids.approved, 'submitted'), updatedAt: '2026-11-26T11:00:00.000Z' };
    const patched = patchSummaries([row], later, false);
    expect(patched?.[0]?.merchantStatus).toBe('InReview');
    expect(patched?.[0]?.updatedAt).toBe(later.updatedAt);
    expect(patchMerchantStatus(patched, ids.approved, 'Approved')?.[0]?.merchantStatus).toBe(
      'Approved',
    );
    expect(patchMerchantStatus(patched, ids.draft, 'Approved')).toBe(patched);
  });
});
