// The support bundle's masking of log lines as they really are on disk (decisions 44): electron-
// log's text rendering of objects, free-text pairs, shorter or dotted digit runs, arrays under a
// personal key, OAuth consumer keys; and the times that make a log useful stay whole.
import { describe, expect, it } from 'vitest';
import { redactForBundle, redactLogLine } from '../../../electron/core/support/bundle-redaction';

describe('bundle redaction of log lines', () => {
  it("masks electron-log's rendering of an object with names in it, keeping its time", () => {
    const line =
      "[2026-11-26 02:14:07.123] [info]  draft saved { legalName: 'Jane Doe LLC', dba: 'Janes', count: 2 }";
    const masked = redactLogLine(line) as string;
    expect(masked).not.toContain('Jane Doe');
    expect(masked).not.toContain('Janes');
    expect(masked).toContain('[2026-11-26 02:14:07.123] [info]');
    expect(masked).toContain('legalName: [redacted], dba: [redacted], count: 2');
  });

  it('masks ssn, tax and account pairs, short and dotted digit runs, and keeps ISO times', () => {
    const masked = redactLogLine(
      '[2026-11-26 02:14:07.123] [warn] retry at 2026-11-26T02:14:09.000Z taxId=86-4209753 ssnLast4: 3645 account=0012345 phone 555.201.8899 card 123456',
    ) as string;
    for (const value of ['4209753', '3645', '0012345', '555.201.8899', '123456'])
      expect(masked).not.toContain(value);
    expect(masked).toContain('[2026-11-26 02:14:07.123] [warn] retry at 2026-11-26T02:14:09.000Z');
  });

  it('masks arrays and objects under personal keys, and consumer keys', () => {
    const masked = redactForBundle({
      owners: [{ name: 'Ann Lee' }],
      ownerNames: ['Ann Lee', 'Bo Park'],
      address: { street: '1 Main St', city: 'Springfield' },
      consumerKey: 'ck-live-123',
      oauth_consumer_key: 'ck-live-456',
      note: "oauth_consumer_key='ck-live-789' consumerKey: ck-live-000",
      at: '2026-11-26T02:14:07.123Z',
    });
    const text = JSON.stringify(masked);
    for (const value of ['Ann Lee', 'Bo Park', 'Main St', 'Springfield', 'ck-live'])
      expect(text).not.toContain(value);
    expect(text).toContain('2026-11-26T02:14:07.123Z');
    const textArray = redactLogLine("[info] owners { ownerNames: [ 'Ann Lee', 'Bo Park' ] }");
    expect(textArray).not.toContain('Ann Lee');
  });
});
