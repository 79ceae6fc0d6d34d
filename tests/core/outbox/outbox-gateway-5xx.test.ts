// A 5xx answered to the POST after the service stored the merchant (a gateway's 502/504, or a
// failure after the write) is an unknown delivery: the next attempt looks the merchant up by
// referenceId before any resend (decisions 9, 10), never a blind second POST.
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { startGatewayProxy, type GatewayProxy } from './gateway-proxy';

let harness: OutboxHarness | undefined;
let gateway: GatewayProxy | undefined;
afterEach(async () => {
  await harness?.close();
  await gateway?.close();
  harness = undefined;
  gateway = undefined;
});

describe('outbox behind a gateway that answers 5xx after the service stored the merchant', () => {
  for (const status of [502, 500, 504]) {
    it(`settles a POST answered ${status} by a lookup, never a second POST`, async () => {
      harness = await createOutboxHarness();
      gateway = await startGatewayProxy(harness.test.sandbox.url, status);
      const [id] = await harness.createDrafts(1);
      const outbox = harness.openOutbox({ fetch: gateway.fetch });
      await outbox.start();
      expect((await outbox.enqueue(id!)).ok).toBe(true);
      await outbox.drain();
      expect(gateway.replaced).toBe(1);
      await harness.expectExactlyOnce([id!]);
      const audit = await harness.audit.read();
      expect(audit.map((entry) => [entry.action, entry.outcome, entry.httpStatus])).toEqual([
        ['submit', 'SERVER_ERROR', status],
        ['lookup', 'ok', undefined],
      ]);
    });
  }
});
