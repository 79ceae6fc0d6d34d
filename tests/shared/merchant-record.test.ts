// The merchant as the service returns it (decisions 11, 12): lenient, never throws, unknown fields
// kept, unknown statuses kept verbatim.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownStatuses, MerchantRecordSchema, parseMerchantRecord } from '../../shared/merchant';
import { validFullPayload } from '../fixtures/merchant';

const sandboxRecord = {
  ...validFullPayload(),
  id: 1042,
  xmid: '000123456789',
  appId: 'APP-77',
  dateAdded: '2025-03-01T09:30:00',
  dateApproved: null,
  dateClosed: null,
  status: 'Submitted',
  statusReason: '',
  fundingDelayDays: 2,
  fundingDailyMax: 2500.5,
  fundingMonthlyMax: 50000,
  fundingTransactionMax: 1000,
  fundingOnHold: false,
};

/** Keys the record reads with a type, or adds itself; every other key is passed through. */
const typedOrComputed = new Set([
  'id',
  'xmid',
  'appId',
  'referenceId',
  'legalName',
  'dateAdded',
  'dateApproved',
  'dateClosed',
  'status',
  'statusReason',
  'fundingDelayDays',
  'fundingDailyMax',
  'fundingMonthlyMax',
  'fundingTransactionMax',
  'fundingOnHold',
  'merchantId',
  'isKnownStatus',
  'invalidFields',
  'isObject',
]);

describe('parseMerchantRecord', () => {
  it('reads the sandbox shape (decisions 12) with every field typed', () => {
    const record = parseMerchantRecord(sandboxRecord);
    expect(record).toMatchObject({
      merchantId: '1042',
      id: '1042',
      xmid: '000123456789',
      appId: 'APP-77',
      dateAdded: '2025-03-01T09:30:00',
      dateApproved: null,
      status: 'Submitted',
      isKnownStatus: true,
      statusReason: '',
      fundingDelayDays: 2,
      fundingDailyMax: 2500.5,
      fundingOnHold: false,
      referenceId: sandboxRecord.referenceId,
      legalName: 'Example Fuel LLC',
      invalidFields: {},
      isObject: true,
    });
  });

  it('keeps unknown fields and the payload fields as received', () => {
    const record = parseMerchantRecord({ ...sandboxRecord, riskScore: 7, notes: { a: [1] } });
    expect(record.riskScore).toBe(7);
    expect(record.notes).toEqual({ a: [1] });
    expect(record.owner).toEqual(sandboxRecord.owner);
    expect(record.category).toBe('5172');
  });

  it.each(['Boarded', 'on hold', '', 'APPROVED'])(
    'keeps the unknown status %j verbatim',
    (status) => {
      const record = parseMerchantRecord({ id: 1, status });
      expect(record.status).toBe(status);
      expect(record.isKnownStatus).toBe(false);
    },
  );

  it.each(knownStatuses)('knows %s', (status) => {
    expect(parseMerchantRecord({ id: 1, status }).isKnownStatus).toBe(true);
  });

  it('a string id is kept as is; a blank or missing id gives no merchantId', () => {
    expect(parseMerchantRecord({ id: 'M-77' }).merchantId).toBe('M-77');
    expect(parseMerchantRecord({ id: '  ' }).merchantId).toBeNull();
    expect(parseMerchantRecord({ status: 'Submitted' }).merchantId).toBeNull();
  });

  it('wrong types become null, with the raw value kept in invalidFields', () => {
    const record = parseMerchantRecord({
      id: { nested: true },
      status: ['Approved'],
      fundingOnHold: 'yes',
      fundingDailyMax: 'lots',
      dateAdded: 20250301,
    });
    expect(record.merchantId).toBeNull();
    expect(record.status).toBeNull();
    expect(record.fundingOnHold).toBeNull();
    expect(record.fundingDailyMax).toBeNull();
    expect(record.dateAdded).toBe('20250301');
    expect(record.invalidFields).toEqual({
      id: { nested: true },
      status: ['Approved'],
      fundingOnHold: 'yes',
      fundingDailyMax: 'lots',
    });
  });

  it('reads amounts sent as decimal text', () => {
    expect(parseMerchantRecord({ fundingMonthlyMax: '50000.25' }).fundingMonthlyMax).toBe(50000.25);
  });

  it.each([null, undefined, 'text', 42, [1, 2], true])(
    'a body that is not an object (%j) still parses',
    (body) => {
      const record = parseMerchantRecord(body);
      expect(record.isObject).toBe(false);
      expect(record.merchantId).toBeNull();
      expect(record.status).toBeNull();
    },
  );

  it('never throws, whatever the body (fuzzed)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true }),
        (body) => {
          expect(() => parseMerchantRecord(body)).not.toThrow();
          expect(MerchantRecordSchema.safeParse(body).success).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps every unknown key of a fuzzed object and reads known keys without throwing', () => {
    const known = fc.constantFrom(
      'id',
      'status',
      'xmid',
      'fundingOnHold',
      'fundingDailyMax',
      'dateAdded',
    );
    const value = fc.jsonValue({ maxDepth: 2 });
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), value, { maxKeys: 8 }),
        fc.dictionary(known, value, { maxKeys: 6 }),
        (extra, knownValues) => {
          const body = { ...extra, ...knownValues };
          const record = parseMerchantRecord(body) as Record<string, unknown>;
          for (const [key, raw] of Object.entries(extra)) {
            if (key in knownValues || typedOrComputed.has(key) || key === '__proto__') continue;
            expect(record[key]).toEqual(raw);
          }
          const status = (body as Record<string, unknown>).status;
          if (typeof status === 'string') expect(record.status).toBe(status);
        },
      ),
      { numRuns: 300 },
    );
  });
});
