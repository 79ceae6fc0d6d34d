import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { OAuth as NodeOAuth } from 'oauth';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  baseStringUri,
  randomNonce,
  signatureBaseString,
} from '../../../electron/core/oauth/signer';

// RFC 5849 section 1.2: client "printer.example.com" and server "photos.example.net".
const consumer = { consumerKey: 'dpf43f3p2l4k3l03', consumerSecret: 'kd94hf93k423kf44' };

/** Splits `OAuth a="1", b="2"` into its decoded parameters, insisting on double quotes. */
function headerParameters(header: string): Record<string, string> {
  expect(header.startsWith('OAuth ')).toBe(true);
  const parameters: Record<string, string> = {};
  for (const part of header.slice('OAuth '.length).split(', ')) {
    const match = /^([a-z_]+)="([^"]*)"$/.exec(part);
    expect(match, `header part ${part}`).not.toBeNull();
    parameters[match![1]!] = decodeURIComponent(match![2]!);
  }
  return parameters;
}

describe('RFC 5849 section 1.2 known answers', () => {
  // The RFC's examples send no oauth_version (it is OPTIONAL, section 3.1).
  it('signs the temporary-credential request with its oauth_callback', () => {
    const header = authorizationHeader(
      {
        method: 'POST',
        url: 'https://photos.example.net/initiate',
        oauth: { oauth_callback: 'http://printer.example.com/ready' },
      },
      consumer,
      { now: () => 137131200_000, nonce: () => 'wIjqoS', includeVersion: false },
    );
    const parameters = headerParameters(header);
    expect(parameters.oauth_signature).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
    expect(parameters.oauth_callback).toBe('http://printer.example.com/ready');
    expect(header).toContain('oauth_signature="74KNZJeDHnMBp0EMJ9ZHt%2FXKycU%3D"');
  });

  it('signs the token request with the verifier', () => {
    const header = authorizationHeader(
      {
        method: 'POST',
        url: 'https://photos.example.net/token',
        oauth: { oauth_verifier: 'hfdp7dh39dks9884' },
      },
      { ...consumer, token: 'hh5s93j4hdidpola', tokenSecret: 'hdhd0244k9j7ao03' },
      { now: () => 137131201_000, nonce: () => 'walatlh', includeVersion: false },
    );
    const parameters = headerParameters(header);
    expect(parameters.oauth_signature).toBe('gKgrFCywp7rO0OXSjdot/IHF7IU=');
    expect(parameters.oauth_verifier).toBe('hfdp7dh39dks9884');
    expect(parameters.oauth_token).toBe('hh5s93j4hdidpola');
  });

  it('signs the protected-resource request including its query', () => {
    const header = authorizationHeader(
      { method: 'GET', url: 'http://photos.example.net/photos?file=vacation.jpg&size=original' },
      { ...consumer, token: 'nnch734d00sl2jdk', tokenSecret: 'pfkkdhi9sl3r4s00' },
      { now: () => 137131202_000, nonce: () => 'chapoH', includeVersion: false },
    );
    expect(headerParameters(header).oauth_signature).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });
});

describe('RFC 5849 section 3.4.1 signature base string', () => {
  it('matches the example: decoded query names, "+" as space, duplicates across query and body', () => {
    const baseString = signatureBaseString(
      {
        method: 'POST',
        url: 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
        form: { c2: '', a3: '2 q' },
      },
      {
        oauth_consumer_key: '9djdj82h48djs9d2',
        oauth_token: 'kkk9d7dh3k39sjv7',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '137131201',
        oauth_nonce: '7d8f3e4a',
      },
      { consumerKey: '9djdj82h48djs9d2', consumerSecret: 'j49sk3j29djd' },
    );
    expect(baseString).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q' +
        '%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_' +
        'key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_m' +
        'ethod%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk' +
        '9d7dh3k39sjv7',
    );
  });

  it('normalizes the base string URI (section 3.4.1.2): lowercase scheme and host, no default port', () => {
    expect(baseStringUri('HTTP://EXAMPLE.COM:80/r%20v/X?id=123')).toBe(
      'http://example.com/r%20v/X',
    );
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe(
      'https://www.example.net:8080/',
    );
    expect(baseStringUri('https://www.example.net:443/path')).toBe('https://www.example.net/path');
  });
});

describe('authorizationHeader', () => {
  const credentials = { ...consumer, token: 'tok', tokenSecret: 'sec' };

  it('sends double-quoted values, HMAC-SHA1, version 1.0 and an integer timestamp', () => {
    const parameters = headerParameters(
      authorizationHeader({ method: 'GET', url: 'http://127.0.0.1:9/x' }, credentials, {
        now: () => 1_700_000_000_987,
      }),
    );
    expect(parameters.oauth_timestamp).toBe('1700000000');
    expect(parameters.oauth_signature_method).toBe('HMAC-SHA1');
    expect(parameters.oauth_version).toBe('1.0');
    expect(parameters.oauth_consumer_key).toBe(consumer.consumerKey);
    expect(parameters.oauth_token).toBe('tok');
  });

  it('uses a fresh CSPRNG nonce per request', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => randomNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const first = headerParameters(
      authorizationHeader({ method: 'GET', url: 'http://h/x' }, credentials),
    );
    const second = headerParameters(
      authorizationHeader({ method: 'GET', url: 'http://h/x' }, credentials),
    );
    expect(first.oauth_nonce).not.toBe(second.oauth_nonce);
  });

  it('signs the query: a different query gives a different signature', () => {
    const fixed = { now: () => 1_000_000, nonce: () => 'n' };
    const sign = (url: string) =>
      headerParameters(authorizationHeader({ method: 'GET', url }, credentials, fixed))
        .oauth_signature;
    expect(sign('http://h/boarding/v2/merchant?referenceId=a')).not.toBe(
      sign('http://h/boarding/v2/merchant?referenceId=b'),
    );
    expect(sign('http://h/boarding/v2/merchant?referenceId=a')).not.toBe(
      sign('http://h/boarding/v2/merchant'),
    );
  });

  it("percent-encodes per section 3.6: !*'() encoded, ~ left alone, UTF-8 for the rest", () => {
    const baseString = signatureBaseString(
      { method: 'GET', url: 'http://h/p', form: { name: "a!*'()~ é" } },
      {},
      credentials,
    );
    // Encoded once as a parameter (%21...), then once more as part of the base string (%2521...).
    expect(baseString).toBe(
      'GET&http%3A%2F%2Fh%2Fp&name%3Da%2521%252A%2527%2528%2529~%2520%25C3%25A9',
    );
  });

  it('computes HMAC-SHA1 over the base string with the encoded secrets joined by "&"', () => {
    const secrets = { consumerKey: 'k', consumerSecret: 'c&s', token: 't', tokenSecret: 't s' };
    const request = { method: 'POST', url: 'http://h/p', oauth: { oauth_verifier: 'v' } };
    const fixed = { now: () => 5_000, nonce: () => 'n' };
    const parameters = headerParameters(authorizationHeader(request, secrets, fixed));
    const { oauth_signature: _signature, ...protocol } = parameters;
    const expected = createHmac('sha1', 'c%26s&t%20s')
      .update(signatureBaseString(request, protocol, secrets))
      .digest('base64');
    expect(parameters.oauth_signature).toBe(expected);
  });

  it('leaves oauth_signature out of the base string wherever it appears (section 3.4.1.3.1)', () => {
    const plain = signatureBaseString(
      { method: 'POST', url: 'http://h/p?a=1', form: { b: '2' } },
      { oauth_nonce: 'n' },
      credentials,
    );
    const withSignatures = signatureBaseString(
      {
        method: 'POST',
        url: 'http://h/p?a=1&oauth_signature=forged',
        form: { b: '2', oauth_signature: 'other' },
      },
      { oauth_nonce: 'n', oauth_signature: 'third' },
      credentials,
    );
    expect(withSignatures).toBe(plain);
    expect(plain).toBe('POST&http%3A%2F%2Fh%2Fp&a%3D1%26b%3D2%26oauth_nonce%3Dn');
  });

  it('signs parameters whose names collide with object internals', () => {
    const baseString = signatureBaseString(
      { method: 'GET', url: 'http://h/p?__proto__=x&constructor=y' },
      {},
      credentials,
    );
    expect(baseString).toBe('GET&http%3A%2F%2Fh%2Fp&__proto__%3Dx%26constructor%3Dy');
  });

  it('agrees with an independent OAuth 1.0a client (ciaranj node-oauth) on any parameters', () => {
    interface NodeOAuthInternals {
      _normaliseRequestParams(args: Record<string, string | string[]>): string;
      _createSignatureBase(method: string, url: string, parameters: string): string;
    }
    const other = new NodeOAuth(
      '',
      '',
      'key',
      'secret',
      '1.0',
      null,
      'HMAC-SHA1',
    ) as unknown as NodeOAuthInternals;
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            text.filter((name) => name !== ''),
            text,
          ),
          { maxLength: 5 },
        ),
        fc.dictionary(
          text.filter((name) => name !== '' && !name.startsWith('oauth_')),
          text,
          { maxKeys: 4 },
        ),
        fc.constantFrom('GET', 'POST', 'delete'),
        (query, form, method) => {
          const url = new URL('HTTP://Example.COM:80/boarding/v2/merchant');
          for (const [name, value] of query) url.searchParams.append(name, value);
          const protocol = { oauth_consumer_key: 'key', oauth_nonce: 'abc', oauth_timestamp: '1' };
          // Own properties via defineProperty, so a name like `__proto__` is a parameter, not a prototype.
          const all: Record<string, string | string[]> = {};
          for (const [name, value] of [
            ...query,
            ...Object.entries(form),
            ...Object.entries(protocol),
          ]) {
            const existing = Object.hasOwn(all, name) ? all[name] : undefined;
            const merged =
              existing === undefined
                ? value
                : [...(Array.isArray(existing) ? existing : [existing]), value];
            Object.defineProperty(all, name, {
              value: merged,
              enumerable: true,
              writable: true,
              configurable: true,
            });
          }
          const theirs = other._createSignatureBase(
            method,
            url.href,
            other._normaliseRequestParams(all),
          );
          const ours = signatureBaseString({ method, url: url.href, form }, protocol, {
            consumerKey: 'key',
            consumerSecret: 'secret',
          });
          expect(ours).toBe(theirs);
        },
      ),
      { numRuns: 300 },
    );
  });
});
