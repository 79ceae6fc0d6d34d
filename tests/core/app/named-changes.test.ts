// A check's changes are named after their application's row (decisions 53). Merchant ids are
// unique per environment only (decisions 12): a change without a draft takes the name of the row
// in its own environment, never of another environment's merchant with the same id.
import { describe, expect, it } from 'vitest';
import { namedChanges } from '../../../electron/core/app/handlers/outbox-handlers';
import type { MerchantList, SubmittedMerchant } from '../../../shared/status/status-schema';

function row(fields: Partial<SubmittedMerchant>): SubmittedMerchant {
  return {
    merchantId: '3',
    environmentId: 'sandbox',
    status: 'Submitted',
    statusReason: null,
    changedAt: null,
    xmid: null,
    legalName: '',
    dba: '',
    ...fields,
  };
}

const change = {
  merchantId: '3',
  status: 'Approved',
  statusReason: null,
  previousStatus: 'InReview',
  at: 1,
};

describe('namedChanges', () => {
  const list: MerchantList = {
    merchants: [
      row({ environmentId: 'production', legalName: 'Production Shop LLC' }),
      row({ environmentId: 'sandbox', legalName: 'Sandbox Shop LLC' }),
    ],
  };

  it('names a change without a draft after the row of its own environment', () => {
    const [named] = namedChanges([{ ...change, environmentId: 'sandbox' }], list);
    expect(named?.name).toBe('Sandbox Shop LLC');
  });

  it('names a change with a draft after that draft’s row', () => {
    const withDrafts: MerchantList = {
      merchants: [
        row({ draftId: 'draft-a', legalName: 'First LLC' }),
        row({ draftId: 'draft-b', dba: 'Second Cafe' }),
      ],
    };
    const [named] = namedChanges([{ ...change, draftId: 'draft-b' }], withDrafts);
    expect(named?.name).toBe('Second Cafe');
  });
});
