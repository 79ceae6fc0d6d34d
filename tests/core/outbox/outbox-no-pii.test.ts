// A service message can echo what was submitted (decisions 17 leaves its text free), including a
// name or a short account number that log redaction does not catch. The outbox writes no file of
// its own (decisions 32), its items keep only the code and the HTTP status (outbox-state.ts,
// outboxError), and the service's words go to the encrypted draft alone: no plaintext file in the
// data folder (the audit log included) holds any of them.
import { readdir, readFile } from 'node:fs/promises';
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

describe('outbox files and service text', () => {
  it('keeps none of the service text: no name, SSN, account number or e-mail it echoed', async () => {
    harness = await createOutboxHarness();
    const payload = validFullPayload();
    const owner = payload.owner[0]!;
    const account = payload.fundingAccount![0]!.accountNumber;
    // Short enough (6 digits) that redaction of 9+ digit runs would let it through.
    const shortAccount = '482913';
    const message =
      `Owner ${owner.name} (${owner.email}) with SSN ${owner.ssn} and accounts ${account}, ` +
      `${shortAccount} is already on file.`;
    const echoing: typeof fetch = async (input, init) => {
      if (init?.method === 'POST') {
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
    const entries = await readdir(harness.dataDir, { recursive: true, withFileTypes: true });
    const plaintext = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(path.join(harness!.dataDir, 'drafts')));
    expect(plaintext.map((file) => path.basename(file))).not.toContain('outbox.json');
    for (const file of plaintext) {
      const text = await readFile(file, 'utf8');
      for (const echoed of [owner.name, shortAccount, owner.ssn, account, owner.email, 'on file'])
        expect(text, file).not.toContain(echoed);
    }
    // The state the renderer shows still says what happened: the code and the status, no words.
    expect(outbox.state().items[0]).toMatchObject({ state: 'rejected' });
    expect(outbox.state().items[0]?.lastError).toEqual({ code: 'SERVER_REJECTED', status: 400 });
    expect(JSON.stringify(outbox.state())).not.toContain(owner.name);
    // The service's own words are kept, in the encrypted draft.
    const draft = await harness.store.get(id!);
    expect(draft.ok && draft.value.rejection?.message).toContain(`${shortAccount} is already`);
    // Only theirs: the screen shows it as "The service said: ...", never core's sentence.
    expect(draft.ok && draft.value.rejection?.message).not.toContain('The service rejected');
  });
});
