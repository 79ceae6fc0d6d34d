// Moving applications to a second laptop (a second data folder) with only the passphrase
// (decisions 40-42): a dry run that writes nothing, an import that adds only what is new, nothing
// arriving queued, submitted ones arriving as read-only history, bad files refused whole, and no
// SSN, tax id or account number in the export file or either data folder.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validFullPayload, validFundingAccount, validOwner } from '../../fixtures/merchant';
import { makeTempDir, readAllFiles } from '../drafts/support/temp-dir';
import { unwrap } from '../drafts/support/open-store';
import { exportAndWait, openLaptop, type Laptop } from './support/transfer-harness';

const ssn = '518273645';
const taxId = '864209753';
const accountNumber = '5550192837465';

let root: string;
let cleanup: () => Promise<void>;
let first: Laptop;
let second: Laptop;

beforeEach(async () => {
  ({ dir: root, cleanup } = await makeTempDir('transfer-move-'));
  first = await openLaptop(path.join(root, 'first'));
  second = await openLaptop(path.join(root, 'second'));
});

afterEach(async () => {
  await first.drafts.close();
  await second.drafts.close();
  await cleanup();
});

function fullPayload(legalName: string) {
  return validFullPayload({
    legalName,
    taxId,
    owner: [validOwner({ ssn })],
    fundingAccount: [validFundingAccount({ accountNumber })],
  });
}

async function previewOf(laptop: Laptop, file: string, passphrase: string) {
  return unwrap(await laptop.transfer.preview(file, passphrase));
}

describe('export and import between two data folders', () => {
  it('moves two applications; a second import of the same file adds nothing', async () => {
    const one = unwrap(await first.drafts.create({ payload: fullPayload('Moved One LLC') }));
    const two = unwrap(await first.drafts.create({ payload: { legalName: 'Moved Two' } }));
    const file = path.join(root, 'two.age');
    const { started, last } = await exportAndWait(first, {
      filePath: file,
      draftIds: [one.id, two.id],
    });
    expect(started.outcome).toBe('started');
    if (started.outcome !== 'started') return;
    expect(started.generatedPassphrase).toMatch(/^\d{5}(-\d{5}){5}$/);
    expect(last).toMatchObject({ state: 'done', done: 2, total: 2 });
    const passphrase = started.generatedPassphrase!;

    expect(await previewOf(second, file, '11111-22222-33333-44444-55555-66666')).toEqual({
      outcome: 'problem',
      problem: 'wrong-passphrase',
    });
    const preview = await previewOf(second, file, passphrase);
    if (preview.outcome !== 'preview') throw new Error(preview.problem);
    expect(preview.counts).toEqual({ new: 2, alreadyHere: 0, conflicting: 0 });
    expect(preview.items.map((item) => item.legalName).sort()).toEqual([
      'Moved One LLC',
      'Moved Two',
    ]);
    // The dry run wrote nothing.
    expect(unwrap(await second.drafts.list()).total).toBe(0);

    expect(unwrap(await second.transfer.importChecked(preview.token))).toEqual({
      outcome: 'imported',
      imported: 2,
      skipped: 0,
    });
    const arrived = unwrap(await second.drafts.get(one.id));
    expect(arrived.payload.taxId).toBe(taxId);
    expect(arrived.referenceId).toBe(one.referenceId);
    expect(arrived.lifecycle).toBe(one.lifecycle);

    const again = await previewOf(second, file, passphrase);
    if (again.outcome !== 'preview') throw new Error(again.problem);
    expect(again.counts).toEqual({ new: 0, alreadyHere: 2, conflicting: 0 });
    expect(unwrap(await second.transfer.importChecked(again.token))).toMatchObject({
      imported: 0,
      skipped: 2,
    });
    expect(unwrap(await second.drafts.list()).total).toBe(2);

    // A local edit since the export makes the same record a conflict, and it is not overwritten.
    unwrap(await second.drafts.save(two.id, { legalName: 'Edited Here' }));
    const third = await previewOf(second, file, passphrase);
    if (third.outcome !== 'preview') throw new Error(third.problem);
    expect(third.counts).toEqual({ new: 0, alreadyHere: 1, conflicting: 1 });
    unwrap(await second.transfer.importChecked(third.token));
    expect(unwrap(await second.drafts.get(two.id)).payload.legalName).toBe('Edited Here');

    for (const { file: name, bytes } of [
      ...(await readAllFiles(path.join(root, 'first'))),
      ...(await readAllFiles(path.join(root, 'second'))),
      { file, bytes: await readFile(file) },
    ]) {
      for (const secret of [ssn, taxId, accountNumber, 'Moved One LLC'])
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${name}`).toBe(false);
    }
  });

  it('never imports queued or sending; submitted arrives as read-only history', async () => {
    const queued = unwrap(await first.drafts.create({ payload: fullPayload('Queued Co') }));
    unwrap(await first.drafts.enqueue(queued.id));
    const sending = unwrap(await first.drafts.create({ payload: fullPayload('Sending Co') }));
    unwrap(await first.drafts.enqueue(sending.id));
    unwrap(await first.drafts.markLifecycle(sending.id, { to: 'sending' }));
    const submitted = unwrap(await first.drafts.create({ payload: fullPayload('Submitted Co') }));
    unwrap(await first.drafts.enqueue(submitted.id));
    unwrap(await first.drafts.markLifecycle(submitted.id, { to: 'sending' }));
    unwrap(
      await first.drafts.markLifecycle(submitted.id, {
        to: 'submitted',
        merchantId: 'M-1001',
        response: { id: 'M-1001' },
      }),
    );
    const file = path.join(root, 'all.age');
    const { started } = await exportAndWait(first, {
      filePath: file,
      passphrase: 'a long passphrase typed by the agent',
    });
    expect(started).toMatchObject({ outcome: 'started', total: 3 });
    expect(started).not.toHaveProperty('generatedPassphrase');
    const preview = await previewOf(second, file, 'a long passphrase typed by the agent');
    if (preview.outcome !== 'preview') throw new Error(preview.problem);
    unwrap(await second.transfer.importChecked(preview.token));

    for (const source of [queued, sending]) {
      const arrived = unwrap(await second.drafts.get(source.id));
      expect(arrived.lifecycle).toBe('ready');
      expect(arrived.referenceId).toBe(source.referenceId);
      expect(arrived.imported).toMatchObject({ mayHaveBeenSent: true });
    }
    const history = unwrap(await second.drafts.get(submitted.id));
    expect(history.lifecycle).toBe('submitted');
    expect(history.submission?.merchantId).toBe('M-1001');
    expect((await second.drafts.save(submitted.id, { legalName: 'Changed' })).ok).toBe(false);
    expect(unwrap(await second.drafts.list({ lifecycle: ['queued', 'sending'] })).total).toBe(0);
  });

  it('refuses a weak typed passphrase and an existing file; Cancel leaves no file', async () => {
    unwrap(await first.drafts.create({ payload: { legalName: 'Solo' } }));
    const file = path.join(root, 'x.age');
    expect(
      unwrap(await first.transfer.startExport({ filePath: file, passphrase: 'password' })),
    ).toEqual({ outcome: 'problem', problem: 'weak-passphrase' });
    await writeFile(file, 'already here');
    expect(unwrap(await first.transfer.startExport({ filePath: file }))).toEqual({
      outcome: 'problem',
      problem: 'file-exists',
    });
    expect(await readFile(file, 'utf8')).toBe('already here');

    for (let n = 0; n < 50; n += 1)
      unwrap(await first.drafts.create({ payload: { legalName: `Bulk ${n}` } }));
    const cancelled = path.join(root, 'cancelled.age');
    const started = unwrap(await first.transfer.startExport({ filePath: cancelled }));
    if (started.outcome !== 'started') throw new Error(started.problem);
    expect(first.transfer.cancel(started.jobId)).toBe(true);
    expect(await first.transfer.finished(started.jobId)).toMatchObject({
      state: 'failed',
      problem: 'cancelled',
    });
    expect((await readdir(root)).filter((name) => name.includes('cancelled'))).toEqual([]);
  });

  it('leaves out an application purged before the export reads it, says so, and the file opens', async () => {
    const kept = unwrap(await first.drafts.create({ payload: { legalName: 'Kept Co' } }));
    const gone = unwrap(await first.drafts.create({ payload: { legalName: 'Gone Co' } }));
    unwrap(await first.drafts.delete(gone.id));
    unwrap(await first.drafts.purge(gone.id));
    const file = path.join(root, 'partial.age');
    const { started, last } = await exportAndWait(first, {
      filePath: file,
      draftIds: [kept.id, gone.id],
    });
    if (started.outcome !== 'started') throw new Error(started.problem);
    expect(last).toMatchObject({ state: 'done', done: 1, total: 2, leftOut: 1 });
    const preview = await previewOf(second, file, started.generatedPassphrase!);
    if (preview.outcome !== 'preview') throw new Error(preview.problem);
    expect(preview.counts).toEqual({ new: 1, alreadyHere: 0, conflicting: 0 });
    expect(unwrap(await second.transfer.importChecked(preview.token))).toEqual({
      outcome: 'imported',
      imported: 1,
      skipped: 0,
    });
    expect(unwrap(await second.drafts.get(kept.id)).payload.legalName).toBe('Kept Co');
  });

  it('refuses a folder, a pipe, a device, a relative path and a huge work factor before reading', async () => {
    const passphrase = '11111-22222-33333-44444-55555-66666';
    expect(await previewOf(second, root, passphrase)).toEqual({
      outcome: 'problem',
      problem: 'not-readable',
    });
    // A FIFO and /dev/zero are POSIX things; on the Windows lane the rest of the test runs.
    if (process.platform !== 'win32') {
      const fifo = path.join(root, 'pipe.age');
      execFileSync('mkfifo', [fifo]);
      expect(await previewOf(second, fifo, passphrase)).toEqual({
        outcome: 'problem',
        problem: 'not-readable',
      });
      expect(await previewOf(second, '/dev/zero', passphrase)).toEqual({
        outcome: 'problem',
        problem: 'not-readable',
      });
    }
    const relative = await second.transfer.preview('some.age', passphrase);
    expect(relative.ok === false && relative.error.code).toBe('VALIDATION');

    unwrap(await first.drafts.create({ payload: { legalName: 'Work Factor' } }));
    const file = path.join(root, 'work-factor.age');
    const { started } = await exportAndWait(first, { filePath: file });
    if (started.outcome !== 'started') throw new Error(started.problem);
    // The same file claiming scrypt 2^19: deriving it would hold 512 MiB and block the process.
    const text = (await readFile(file)).toString('latin1');
    const raised = text.replace(/^(-> scrypt \S+) \d+$/m, '$1 19');
    expect(raised).not.toBe(text);
    await writeFile(file, Buffer.from(raised, 'latin1'));
    expect(await previewOf(second, file, started.generatedPassphrase!)).toEqual({
      outcome: 'problem',
      problem: 'not-an-export',
    });
  });

  it('reads a typed passphrase the same on both sides, and forgets it after a failure or 10 minutes', async () => {
    unwrap(await first.drafts.create({ payload: { legalName: 'Typed Co' } }));
    const file = path.join(root, 'typed.age');
    // Composed on one side, decomposed (e + combining acute) with spaces around on the other.
    const typed = 'caf\u00e9 ledger harbour 42 quartz';
    const { started } = await exportAndWait(first, { filePath: file, passphrase: `  ${typed} ` });
    if (started.outcome !== 'started') throw new Error(started.problem);
    const decomposed = ` ${typed.normalize('NFD')}  `;
    const preview = await previewOf(second, file, decomposed);
    if (preview.outcome !== 'preview') throw new Error(preview.problem);

    let now = Date.parse('2026-11-26T01:00:00.000Z');
    const third = await openLaptop(path.join(root, 'third'), () => new Date(now));
    try {
      const late = await previewOf(third, file, typed);
      if (late.outcome !== 'preview') throw new Error(late.problem);
      now += 10 * 60 * 1000;
      const expired = await third.transfer.importChecked(late.token);
      expect(expired.ok === false && expired.error.code).toBe('NOT_FOUND');

      const again = await previewOf(third, file, typed);
      if (again.outcome !== 'preview') throw new Error(again.problem);
      await writeFile(file, 'changed since it was checked');
      expect(unwrap(await third.transfer.importChecked(again.token))).toMatchObject({
        outcome: 'problem',
      });
      // The failed import dropped the checked file and its passphrase: a retry needs a new check.
      const retry = await third.transfer.importChecked(again.token);
      expect(retry.ok === false && retry.error.code).toBe('NOT_FOUND');
    } finally {
      await third.drafts.close();
    }
  });

  it('imports nothing from a damaged file, even when its first records are whole', async () => {
    for (let n = 0; n < 40; n += 1)
      unwrap(
        await first.drafts.create({
          payload: { legalName: `Bulk ${n}`, filler: 'y'.repeat(4000) },
        }),
      );
    const file = path.join(root, 'big.age');
    const { started } = await exportAndWait(first, { filePath: file });
    if (started.outcome !== 'started') throw new Error(started.problem);
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 1000));
    expect(await previewOf(second, file, started.generatedPassphrase!)).toEqual({
      outcome: 'problem',
      problem: 'damaged',
    });
    expect(unwrap(await second.drafts.list()).total).toBe(0);
  });
});
