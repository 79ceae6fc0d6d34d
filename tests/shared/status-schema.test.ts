// The Submitted worklist's row (shared/status/status-schema.ts, decisions 66) names every key it
// carries: an answer with one more is refused, not stripped, so a handler that starts putting
// more into the merchants list (the history, the details, a reference id) is caught at the
// contract's parse instead of quietly cut off.
import { describe, expect, it } from 'vitest';
import { MerchantListSchema, SubmittedMerchantSchema } from '../../shared/status/status-schema';

const row = {
  merchantId: '7',
  draftId: '00000000-0000-4000-8000-000000000007',
  environmentId: 'sandbox',
  status: 'Approved',
  statusReason: null,
  changedAt: 1_764_000_000_000,
  xmid: '4000000007',
  legalName: 'Strict Row LLC',
  dba: 'Strict Row',
  city: 'Springfield',
};

describe('a Submitted row names every key it carries', () => {
  it('takes a row with the keys it names', () => {
    expect(SubmittedMerchantSchema.parse(row)).toEqual(row);
    expect(MerchantListSchema.parse({ merchants: [row] })).toEqual({ merchants: [row] });
  });

  it('refuses a row with one key more, alone and inside the merchants list', () => {
    const extra = { ...row, history: [] };
    const alone = SubmittedMerchantSchema.safeParse(extra);
    expect(alone.success).toBe(false);
    expect(alone.error?.issues).toMatchObject([{ code: 'unrecognized_keys', keys: ['history'] }]);
    const listed = MerchantListSchema.safeParse({ merchants: [row, extra] });
    expect(listed.success).toBe(false);
    expect(listed.error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['history'], path: ['merchants', 1] },
    ]);
  });
});
