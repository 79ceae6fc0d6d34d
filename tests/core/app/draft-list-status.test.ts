// One state per application: drafts:list gives each submitted row its merchant's status from the
// status tracker (decisions 52), and nothing else changes.
import { describe, expect, it } from 'vitest';
import { withMerchantStatus } from '../../../electron/core/app/handlers/draft-handlers';
import type { DraftSummary } from '../../../shared/drafts/draft-schema';
import { draftSummary } from '../../fixtures/draft-summary';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
function summary(id: string, lifecycle: DraftSummary['lifecycle']): DraftSummary {
  return draftSummary(id, { lifecycle });
}
function tracked(draftId: string, status: string | null): TrackedMerchant {
  return {
    merchantId: '1',
    draftId,
    environmentId: 'sandbox',
    status,
    statusReason: null,
    checkedAt: null,
    history: [],
  };
}

const ids = {
  approved: '00000000-0000-4000-8000-000000000001',
  unchecked: '00000000-0000-4000-8000-000000000002',
  draft: '00000000-0000-4000-8000-000000000003',
};

describe('withMerchantStatus', () => {
  it('puts the merchant status on submitted rows only; unchecked ones get null', () => {
    const list = {
      items: [
        summary(ids.approved, 'submitted'),
        summary(ids.unchecked, 'submitted'),
        summary(ids.draft, 'draft'),
      ],
      total: 3,
    };
    const joined = withMerchantStatus(list, [
      tracked(ids.approved, 'Approved'),
      tracked(ids.draft, 'Declined'),
    ]);
    expect(joined.items.map((item) => item.merchantStatus)).toEqual(['Approved', null, undefined]);
    expect(joined.total).toBe(3);
  });

  it('answers a list with no submitted row as it was', () => {
    const list = { items: [summary(ids.draft, 'ready')], total: 1 };
    expect(withMerchantStatus(list, [tracked(ids.draft, 'Approved')])).toBe(list);
  });
});
