// SSN, tax id and account numbers never touch disk in plaintext: scan every byte under
// the data folder, index and journals included, after the draft went through every kind of write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../../electron/core/ports';
import { validFullPayload, validFundingAccount, validOwner } from '../../fixtures/merchant';
import { makeTempDir, readAllFiles } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';

const ssn = '518273645';
const taxId = '864209753';
const accountNumber = '5550192837465';
const secrets = [ssn, taxId, accountNumber];

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
});

afterEach(() => cleanup());

function capturingLogger(lines: string[]): Logger {
  const record = (message: string, data?: Record<string, unknown>) =>
    void lines.push(`${message} ${JSON.stringify(data ?? {})}`);
  return { debug: record, info: record, warn: record, error: record };
}

describe('data at rest', () => {
  it('holds no SSN, tax id, account number or name in any file, the index included', async () => {
    const logLines: string[] = [];
    const store = await openTestStore(dir, { logger: capturingLogger(logLines) });
    const payload = validFullPayload({
      legalName: 'Plaintext Probe Inc',
      taxId,
      owner: [validOwner({ ssn })],
      fundingAccount: [validFundingAccount({ accountNumber })],
    });
    const draft = unwrap(await store.create({ payload: { legalName: 'Plaintext Probe Inc' } }));
    unwrap(await store.save(draft.id, payload));
    const copy = unwrap(await store.duplicate(draft.id));
    unwrap(await store.delete(copy.id));
    unwrap(await store.enqueue(draft.id));
    unwrap(await store.markLifecycle(draft.id, { to: 'sending' }));
    unwrap(
      await store.markLifecycle(draft.id, {
        to: 'rejected',
        message: 'Invalid payload',
        fieldErrors: [{ field: 'owner[0].ssn', message: `SSN ${ssn} already boarded` }],
      }),
    );
    await store.close();
    // Reopen so a fresh snapshot is written too.
    const reopened = await openTestStore(dir, { logger: capturingLogger(logLines) });
    expect(unwrap(await reopened.get(draft.id)).payload.taxId).toBe(taxId);
    await reopened.close();

    const files = await readAllFiles(dir);
    expect(files.length).toBeGreaterThan(3);
    for (const { file, bytes } of files) {
      for (const secret of secrets) {
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
        expect(
          bytes.includes(Buffer.from(secret, 'utf16le')),
          `${secret} (UTF-16) in ${file}`,
        ).toBe(false);
      }
    }
    // Names are PII too (a sole proprietor's legal name is a person's): the index is sealed.
    expect(files.some(({ file }) => /index/.test(file))).toBe(true);
    for (const { file, bytes } of files)
      expect(bytes.includes(Buffer.from('Plaintext Probe')), `legal name in ${file}`).toBe(false);
    for (const line of logLines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
