// The service's merchant id is written to plaintext files and put in GET paths, so only an id
// that looks like one is used (decisions 20); anything else reads as "unusable", never as a
// different merchant or as no merchant.
import { describe, expect, it } from 'vitest';
import { statusError } from '../../../electron/core/boarding/http-status';
import { parseErrorBody } from '../../../electron/core/boarding/response-body';
import { usableMerchantId } from '../../../shared/merchant/merchant-id';
import { parseMerchantRecord } from '../../../shared/merchant/merchant-record-schema';

const unusable = ['123-45-6789', 'x'.repeat(65), 'a b', '../1', 'ab\n', '', '   '];

describe('merchant ids from the service', () => {
  it('keeps ids of letters, digits and hyphens', () => {
    expect(usableMerchantId('42')).toBe('42');
    expect(usableMerchantId('M-2024-0001')).toBe('M-2024-0001');
    expect(usableMerchantId('123456789')).toBe('123456789');
    expect(parseMerchantRecord({ id: 77 }).merchantId).toBe('77');
  });

  it.each(unusable)('refuses %j', (id) => {
    expect(usableMerchantId(id)).toBeNull();
    expect(parseMerchantRecord({ id }).merchantId).toBeNull();
  });

  it('a 409 with an unusable id names no existing merchant', () => {
    const conflict = (id: string) =>
      statusError(409, parseErrorBody({ message: 'dup', id }), null, 0, 'submit').error;
    expect(conflict('123-45-6789').existingMerchantId).toBeUndefined();
    expect(conflict('y'.repeat(3 * 1024 * 1024)).existingMerchantId).toBeUndefined();
    expect(conflict('991').existingMerchantId).toBe('991');
  });
});
