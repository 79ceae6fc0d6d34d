import { describe, expect, it } from 'vitest';
import { createRedactingLogger } from '../../../electron/core/logging/redacting-logger';
import { redact, redactedMark, redactText } from '../../../electron/core/logging/redact';

describe('redact', () => {
  it('masks secret and PII keys at any depth and case, without mutating the input', () => {
    const input = {
      consumerSecret: 'cs',
      oauth_token_secret: 'ts',
      Authorization: 'OAuth x',
      nested: {
        owner: [{ ssn: '123456789', name: 'Ann' }],
        taxId: '987654321',
        'Account-Number': '0001',
      },
      routingNumber: '011000015',
      environmentId: 'sandbox',
    };
    const copy = structuredClone(input);
    const out = redact(input) as typeof input;
    expect(input).toEqual(copy);
    expect(out.consumerSecret).toBe(redactedMark);
    expect(out.oauth_token_secret).toBe(redactedMark);
    expect(out.Authorization).toBe(redactedMark);
    expect(out.nested.owner[0]?.ssn).toBe(redactedMark);
    expect(out.nested.owner[0]?.name).toBe('Ann');
    expect(out.nested.taxId).toBe(redactedMark);
    expect(out.nested['Account-Number']).toBe(redactedMark);
    expect(out.routingNumber).toBe(redactedMark);
    expect(out.environmentId).toBe('sandbox');
  });

  it('masks 9+ digit runs, OAuth parameters and launch tokens in free text but keeps UUIDs', () => {
    expect(redactText('ssn 123-45-6789 and acct 000123456789')).toBe(
      `ssn ${redactedMark} and acct ${redactedMark}`,
    );
    expect(redactText('phone 12345678')).toBe('phone 12345678');
    expect(redactText('OAuth oauth_token="abc", oauth_signature="s%3D"')).not.toMatch(/abc|s%3D/);
    expect(redactText('callback?oauth_verifier=v123&oauth_token=t456')).not.toMatch(/v123|t456/);
    expect(redactText('http://127.0.0.1:5/launch?token=deadbeef')).toBe(
      `http://127.0.0.1:5/launch?token=${redactedMark}`,
    );
    expect(redactText('ref 0b9f6c1e-3f1a-4c55-9a34-426614174000')).toBe(
      'ref 0b9f6c1e-3f1a-4c55-9a34-426614174000',
    );
  });

  it('masks OAuth values in JSON bodies and nested, percent-encoded callback URLs', () => {
    const texts = [
      'token call answered {"oauth_token":"t-111","oauth_token_secret":"s-222"}',
      "body {'oauth_verifier': 'v-333'}",
      'next=http%3A%2F%2F127.0.0.1%3A5%2Fcb%3Foauth_token%3Dt-444%26oauth_verifier%3Dv-555',
      // decisions 5: Deny redirects with the request token as `denied`.
      'callback http://127.0.0.1:5555/oauth/callback?denied=t-666',
      'next=http%3A%2F%2F127.0.0.1%2Fcb%3Fdenied%3Dt-777',
    ];
    for (const text of texts) {
      expect(redactText(text), text).not.toMatch(/[tsv]-\d{3}/);
    }
    expect(redactText('{"oauth_token":"t-111"}')).toContain('oauth_token');
  });

  it('masks session cookies and e-mail addresses in free text', () => {
    expect(redactText('Cookie: boarding_session_5000=deadbeefcafe; other=1')).not.toMatch(
      /deadbeefcafe/,
    );
    expect(redactText('sent boarding_session_41234=abc123def to the host')).not.toMatch(
      /abc123def/,
    );
    expect(redactText('owner ann.lee+shop@mail.example.com rejected')).toBe(
      `owner ${redactedMark} rejected`,
    );
    expect(redact({ error: new Error('no reply from jo@example.org') })).toEqual({
      error: expect.objectContaining({ message: `no reply from ${redactedMark}` }) as unknown,
    });
  });

  it('handles Errors, cycles and buffers', () => {
    const error = new Error('failed for 123456789', { cause: { token: 't' } });
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    const out = redact({ error, cyclic, key: Buffer.from('secret bytes') }) as Record<
      string,
      Record<string, unknown>
    >;
    expect(out.error?.message).toBe(`failed for ${redactedMark}`);
    expect(out.error?.cause).toEqual({ token: redactedMark });
    expect(out.cyclic?.self).toBe('[circular]');
    expect(out.key).toBe('[12 bytes]');
  });

  it('the redacting logger never passes a secret to its sink', () => {
    const lines: string[] = [];
    const logger = createRedactingLogger((level, message, data) =>
      lines.push(JSON.stringify({ level, message, data })),
    );
    logger.error('sign-in failed oauth_token=abc', {
      tokenSecret: 'zzz',
      ssn: '111223333',
      detail: 'tax 999887777',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/abc|zzz|111223333|999887777/);
  });
});
