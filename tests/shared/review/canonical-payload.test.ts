// The text a signature is bound to: independent of key order, blanks and formatting left out the
// way the outbox leaves them out, and equal to the body the boarding client POSTs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { ok } from '../../../shared/result';
import { validateMerchant } from '../../../shared/merchant/validate';
import { validFullPayload } from '../../fixtures/merchant';

function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, entry]) => [key, reversedKeys(entry)]),
  );
}

describe('canonicalPayloadText', () => {
  it('does not depend on the order of keys at any level', () => {
    const payload = validFullPayload();
    expect(canonicalPayloadText(reversedKeys(payload))).toBe(canonicalPayloadText(payload));
  });

  it('sorts keys and leaves out blanks the outbox would not send', () => {
    const text = canonicalPayloadText(validFullPayload({ website: '' }));
    expect(text).not.toContain('"website"');
    const keys = Object.keys(JSON.parse(text) as object);
    expect(keys).toEqual([...keys].sort());
  });

  it('changes when any value changes', () => {
    const before = canonicalPayloadText(validFullPayload());
    expect(canonicalPayloadText(validFullPayload({ legalCity: 'Peoria' }))).not.toBe(before);
  });

  it('takes an unfinished payload as stored', () => {
    expect(canonicalPayloadText({ legalName: 'B', category: '' })).toBe(
      '{"category":"","legalName":"B"}',
    );
  });
});

describe('the canonical text is what the boarding client sends', () => {
  it('equals the POST body, keys sorted, for a payload typed with formatting', async () => {
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 5, status: 'Submitted' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createBoardingClient({
        auth: {
          current: () =>
            ok({
              environmentId: 'test',
              baseUrl: `http://127.0.0.1:${port}`,
              merchantPostPath: '/boarding/v2/merchant',
              merchantGetPath: '/boarding/v2/merchant/{id}',
              credentials: {
                consumerKey: 'consumer-key',
                consumerSecret: 'consumer-secret',
                token: 'token-1',
                tokenSecret: 'token-secret',
              },
            }),
          markExpired: () => undefined,
          onChange: () => () => undefined,
        },
        fetch,
      });
      const referenceId = '0d4c2f7e-3b1a-4c6e-9f0d-2a8b5e1c9d31';
      // What the outbox does before it POSTs: validate with the shared schema, send its output.
      const stored = validFullPayload({ website: '', locationFax: undefined });
      const validation = validateMerchant(stored);
      if (!validation.ok) throw new Error('fixture does not validate');
      const sent = await client.submit(validation.value, referenceId);
      expect(sent.ok).toBe(true);
      const posted = JSON.parse(bodies[0]!) as unknown;
      expect(canonicalPayloadText(stored, referenceId)).toBe(
        canonicalPayloadText(posted, referenceId),
      );
      expect(JSON.parse(canonicalPayloadText(stored, referenceId))).toEqual(posted);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
