// The queue file is plaintext by design (ids and attempt metadata only). A service message can
// echo what was submitted (decisions 17 leaves its text free), so what the outbox keeps of it is
// redacted like a log line; the full text belongs to the encrypted draft.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validFullPayload } from '../../fixtures/merchant';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { waitFor } from '../support/wait-for';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('outbox queue file and service text', () => {
  it('keeps no SSN, account number or e-mail the service echoed back', async () => {
    harness = await createOutboxHarness();
    const payload = validFullPayload();
    const ssn = payload.owner[0]!.ssn;
    const account = payload.fundingAccount![0]!.accountNumber;
    const email = payload.owner[0]!.email;
    const echoing: typeof fetch = async (input, init) => {
      if (init?.method === 'POST') {
        const message = `Owner ${email} with SSN ${ssn} and account ${account} is already on file.`;
        return new Response(JSON.stringify({ message, errors: [] }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return fetch(input, init);
    };
    const outbox = harness.openOutbox({ fetch: echoing });
    await outbox.start();
    const [id] = await harness.createDrafts(1);
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await waitFor(
      () => harness!.events.some((event) => event.event === 'rejected'),
      'the rejection',
    );
    await outbox.stop();
    const queue = await readFile(path.join(harness.dataDir, 'outbox.json'), 'utf8');
    expect(queue).toContain('already on file');
    for (const pii of [ssn, account, email]) expect(queue).not.toContain(pii);
    expect(JSON.stringify(outbox.state())).not.toContain(ssn);
  });
});
