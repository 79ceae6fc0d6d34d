// A status change core heard shows on its merchant's row at once (withStatusChange in
// renderer/data/use-contract-events.ts, decisions 101): the row is found by its draft (merchant
// ids repeat across environments), takes the status, reason and time, and loses a handled mark;
// other rows stay.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ContractEvents from '../../../renderer/data/use-contract-events';
import type { MerchantList, SubmittedMerchant } from '../../../shared/status/status-schema';

let withStatusChange: typeof ContractEvents.withStatusChange;

beforeAll(async () => {
  vi.stubGlobal('window', { boarding: {} });
  ({ withStatusChange } = await import('../../../renderer/data/use-contract-events'));
});

function row(draftId: string, environmentId: string): SubmittedMerchant {
  return {
    merchantId: '3',
    draftId,
    environmentId,
    status: 'PendingInfo',
    statusReason: 'A voided cheque',
    changedAt: 1_000,
    xmid: null,
    handled: { status: 'PendingInfo', at: 2_000 },
    legalName: 'Bistro LLC',
    dba: "Tony's Bistro",
  };
}

const list: MerchantList = { merchants: [row('draft-a', 'sandbox'), row('draft-b', 'production')] };

describe('a status change on the Submitted rows', () => {
  it('changes its own row only, found by its draft, and ends its handled mark', () => {
    const next = withStatusChange(list, {
      merchantId: '3',
      draftId: 'draft-b',
      environmentId: 'production',
      status: 'Approved',
      statusReason: null,
      previousStatus: 'PendingInfo',
      at: 3_000,
    });
    expect(next?.merchants[0]).toEqual(list.merchants[0]);
    expect(next?.merchants[1]).toMatchObject({
      status: 'Approved',
      statusReason: null,
      changedAt: 3_000,
    });
    expect(next?.merchants[1]?.handled).toBeUndefined();
    expect(next?.merchants[1]?.legalName).toBe('Bistro LLC');
  });

  it('leaves the list as it is for a merchant it does not hold', () => {
    const change = {
      merchantId: '3',
      draftId: 'draft-c',
      status: 'Approved',
      statusReason: null,
      previousStatus: null,
      at: 3_000,
    };
    expect(withStatusChange(list, change)).toBe(list);
    expect(withStatusChange(undefined, change)).toBeUndefined();
  });
});
