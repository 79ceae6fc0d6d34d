// The sandbox's own signature code against the RFC 5849 texts: section 3.4.1's base string
// example and all three requests of section 1.2 (known answers), plus the header and encoding
// rules the service's samples bend (decisions 2).
import { describe, expect, it } from 'vitest';
import {
  parseAuthorizationHeader,
  type ParameterPair,
} from '../../sandbox/oauth/authorization-header';
import { hmacSha1Signature, isSignatureEqual } from '../../sandbox/oauth/hmac-sha1';
import { percentDecode, percentEncode } from '../../sandbox/oauth/percent-encoding';
import {
  baseStringUri,
  normalizeParameters,
  signatureBaseString,
} from '../../sandbox/oauth/signature-base-string';

function headerParams(header: string): ParameterPair[] {
  const parsed = parseAuthorizationHeader(header);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.params;
}

const consumerSecret = 'kd94hf93k423kf44';

describe('RFC 5849 section 1.2 known answers', () => {
  it('signs the temporary-credentials (request token) request', () => {
    const base = signatureBaseString({
      method: 'POST',
      scheme: 'https',
      host: 'photos.example.net',
      path: '/initiate',
      query: '',
      headerParams: headerParams(
        'OAuth realm="Photos", oauth_consumer_key="dpf43f3p2l4k3l03", oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131200", oauth_nonce="wIjqoS", oauth_callback="http%3A%2F%2Fprinter.example.com%2Fready", oauth_signature="74KNZJeDHnMBp0EMJ9ZHt%2FXKycU%3D"',
      ),
    });
    expect(base).toBe(
      'POST&https%3A%2F%2Fphotos.example.net%2Finitiate&oauth_callback%3Dhttp%253A%252F%252Fprinter.example.com%252Fready%26oauth_consumer_key%3Ddpf43f3p2l4k3l03%26oauth_nonce%3DwIjqoS%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131200',
    );
    expect(hmacSha1Signature(base, consumerSecret)).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
  });

  it('signs the token (access token) request with the temporary secret', () => {
    const base = signatureBaseString({
      method: 'POST',
      scheme: 'https',
      host: 'photos.example.net',
      path: '/token',
      query: '',
      headerParams: headerParams(
        'OAuth realm="Photos", oauth_consumer_key="dpf43f3p2l4k3l03", oauth_token="hh5s93j4hdidpola", oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131201", oauth_nonce="walatlh", oauth_verifier="hfdp7dh39dks9884", oauth_signature="gKgrFCywp7rO0OXSjdot%2FIHF7IU%3D"',
      ),
    });
    expect(hmacSha1Signature(base, consumerSecret, 'hdhd0244k9j7ao03')).toBe(
      'gKgrFCywp7rO0OXSjdot/IHF7IU=',
    );
  });

  it('signs the protected-resource GET, query parameters included', () => {
    const base = signatureBaseString({
      method: 'GET',
      scheme: 'http',
      host: 'photos.example.net',
      path: '/photos',
      query: 'file=vacation.jpg&size=original',
      headerParams: headerParams(
        'OAuth realm="Photos", oauth_consumer_key="dpf43f3p2l4k3l03", oauth_token="nnch734d00sl2jdk", oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131202", oauth_nonce="chapoH", oauth_signature="MdpQcU8iPSUjWoN%2FUDMsK2sui9I%3D"',
      ),
    });
    expect(hmacSha1Signature(base, consumerSecret, 'pfkkdhi9sl3r4s00')).toBe(
      'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
    );
    // A changed query changes the signature: the query really is signed.
    const tampered = base.replace('vacation.jpg', 'vacation.png');
    expect(hmacSha1Signature(tampered, consumerSecret, 'pfkkdhi9sl3r4s00')).not.toBe(
      'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
    );
  });
});

describe('RFC 5849 section 3.4.1 signature base string example', () => {
  it('reproduces the example exactly (query, header and form body; realm and signature left out)', () => {
    const base = signatureBaseString({
      method: 'post',
      scheme: 'http',
      host: 'EXAMPLE.COM:80',
      path: '/request',
      query: 'b5=%3D%253D&a3=a&c%40=&a2=r%20b',
      headerParams: headerParams(
        'OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_token="kkk9d7dh3k39sjv7", oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131201", oauth_nonce="7d8f3e4a", oauth_signature="bYT5CMsGcbgUdFHObYMEfcx6bsw%3D"',
      ),
      formBody: 'c2&a3=2+q',
    });
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it('drops oauth_signature from the query and form body too, but signs a query parameter named realm', () => {
    const input = {
      method: 'POST',
      scheme: 'http' as const,
      host: 'example.com',
      path: '/request',
      headerParams: headerParams(
        'OAuth realm="Example", oauth_consumer_key="k", oauth_nonce="n", oauth_signature="s%3D"',
      ),
    };
    const plain = signatureBaseString({ ...input, query: 'a=1', formBody: 'b=2' });
    expect(
      signatureBaseString({
        ...input,
        query: 'a=1&oauth_signature=forged',
        formBody: 'b=2&oauth_signature=other',
      }),
    ).toBe(plain);
    expect(plain).not.toContain('oauth_signature');
    expect(signatureBaseString({ ...input, query: 'a=1&realm=r', formBody: 'b=2' })).toContain(
      '%26realm%3Dr',
    );
  });

  it('builds the base string URI per section 3.4.1.2', () => {
    expect(baseStringUri('HTTP', 'EXAMPLE.COM:80', '/r%20v/X')).toBe('http://example.com/r%20v/X');
    expect(baseStringUri('https', 'www.example.net:8080', '/?q=1'.split('?')[0]!)).toBe(
      'https://www.example.net:8080/',
    );
    expect(baseStringUri('https', 'www.example.net:443', '/x')).toBe('https://www.example.net/x');
    expect(baseStringUri('http', '127.0.0.1:5000', '/boarding/v2/merchant')).toBe(
      'http://127.0.0.1:5000/boarding/v2/merchant',
    );
  });

  it('sorts by encoded name, then by encoded value (section 3.4.1.3.2)', () => {
    expect(
      normalizeParameters([
        ['b', '2'],
        ['a', 'z'],
        ['a', 'b'],
        ['a1', 'x'],
      ]),
    ).toBe('a=b&a=z&a1=x&b=2');
  });
});

describe('percent-encoding (section 3.6)', () => {
  it('encodes everything but unreserved characters, in upper-case hex of UTF-8 bytes', () => {
    expect(percentEncode("AZaz09-._~!*'() /?&=+%")).toBe(
      'AZaz09-._~%21%2A%27%28%29%20%2F%3F%26%3D%2B%25',
    );
    expect(percentEncode('é☃')).toBe('%C3%A9%E2%98%83');
  });

  it('decodes, and reports malformed input instead of throwing', () => {
    expect(percentDecode('%7E%2f')).toBe('~/');
    expect(percentDecode('%E0%A4%A')).toBeUndefined();
    expect(percentDecode('100%')).toBeUndefined();
  });
});

describe('Authorization header parsing (decisions 2)', () => {
  it('accepts single quotes, double quotes and mixed spacing', () => {
    const params = headerParams(
      `OAuth oauth_consumer_key='a-b',oauth_nonce="n%20o" ,  oauth_timestamp='1700000000.123'`,
    );
    expect(params).toEqual([
      ['oauth_consumer_key', 'a-b'],
      ['oauth_nonce', 'n o'],
      ['oauth_timestamp', '1700000000.123'],
    ]);
  });

  it('takes the scheme name case-insensitively and keeps empty values', () => {
    expect(headerParams('oauth oauth_token=""')).toEqual([['oauth_token', '']]);
  });

  it.each([
    ['missing', undefined],
    ['another scheme', 'Bearer abc'],
    ['garbage after the scheme', 'OAuth oauth_nonce="x" junk'],
    ['an unterminated quote', 'OAuth oauth_nonce="x'],
    ['a bad escape', 'OAuth oauth_nonce="%ZZ"'],
  ])('rejects %s', (_label, header) => {
    expect(parseAuthorizationHeader(header).ok).toBe(false);
  });
});

describe('signature comparison', () => {
  it('is equal only for the same text, whatever the lengths', () => {
    expect(isSignatureEqual('abc=', 'abc=')).toBe(true);
    expect(isSignatureEqual('abc=', 'abd=')).toBe(false);
    expect(isSignatureEqual('abc=', 'abc')).toBe(false);
    expect(isSignatureEqual('abc=', '')).toBe(false);
  });
});
