// The export file is a plain age file (decisions 40): the age library's own reader opens what the
// app writes, and the app's reader opens a file the library wrote by hand from the documented
// JSON Lines. Bad files of every kind come back as one typed problem.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Decrypter, Encrypter, generateIdentity, identityToRecipient } from 'age-encryption';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openExport } from '../../../electron/core/transfer/export-reader';
import { writeExport } from '../../../electron/core/transfer/export-writer';
import { problemOf } from '../../../electron/core/transfer/transfer-failure';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { makeTempDir } from '../drafts/support/temp-dir';
import { testScryptLogN } from './support/transfer-harness';

const passphrase = '40721-88310-05267-91833-62004-17759';

function sampleDraft(n: number): Draft {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    referenceId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    schemaVersion: 1,
    lifecycle: 'draft',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    payload: { legalName: `Format Probe ${n}`, taxId: '864209753' },
  };
}

async function* draftsOf(drafts: Draft[]): AsyncGenerator<Draft> {
  for (const draft of drafts) yield draft;
}

async function encryptText(text: string, file: string, phrase = passphrase): Promise<void> {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(phrase);
  encrypter.setScryptWorkFactor(testScryptLogN);
  await writeFile(file, await encrypter.encrypt(text));
}

async function problemOpening(file: string, phrase = passphrase) {
  try {
    const contents = await openExport(file, phrase);
    for await (const _record of contents.records);
    return 'opened';
  } catch (error) {
    const problem = problemOf(error);
    if (problem === undefined) throw error;
    return problem;
  }
}

const header = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'boarding-desk-export',
    version: 1,
    createdAt: '2026-11-26T01:00:00.000Z',
    app: { name: 'Boarding Desk', version: '0.1.0' },
    count: 1,
    ...extra,
  });

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('transfer-format-')));
afterEach(() => cleanup());

describe('export file format', () => {
  it('is an age file the library itself decrypts into the documented JSON Lines', async () => {
    const file = path.join(dir, 'two.age');
    const drafts = [sampleDraft(1), sampleDraft(2)];
    const written = await writeExport({
      filePath: file,
      passphrase,
      drafts: draftsOf(drafts),
      count: 2,
      app: { name: 'Boarding Desk', version: '0.1.0' },
      now: () => new Date('2026-11-26T01:00:00.000Z'),
      scryptLogN: testScryptLogN,
    });
    expect(written.count).toBe(2);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    expect(bytes.includes(Buffer.from('864209753'))).toBe(false);
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    const lines = (await decrypter.decrypt(bytes, 'text')).split('\n');
    expect(lines.pop()).toBe('');
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'boarding-desk-export', version: 3 });
    expect(lines.slice(1, 3).map((line) => JSON.parse(line))).toEqual(
      drafts.map((draft) => ({ kind: 'draft', draft })),
    );
    expect(JSON.parse(lines[3]!)).toEqual({ kind: 'end', count: 2 });
  });

  it('reads a file the library wrote from the documented lines', async () => {
    const file = path.join(dir, 'by-hand.age');
    const draft = sampleDraft(7);
    await encryptText(
      `${header()}\n${JSON.stringify({ kind: 'draft', draft })}\n{"kind":"end","count":1}\n`,
      file,
    );
    const contents = await openExport(file, passphrase);
    const records = [];
    for await (const record of contents.records) records.push(record);
    expect(records).toEqual([draft]);
  });

  it('names each bad file: wrong passphrase, truncated, bit-flipped, another format, newer', async () => {
    const good = path.join(dir, 'good.age');
    const body = `${header()}\n${JSON.stringify({ kind: 'draft', draft: sampleDraft(1) })}\n{"kind":"end","count":1}\n`;
    await encryptText(body, good);
    const bytes = await readFile(good);
    expect(await problemOpening(good)).toBe('opened');
    expect(await problemOpening(good, 'not the passphrase at all')).toBe('wrong-passphrase');

    const truncated = path.join(dir, 'truncated.age');
    await writeFile(truncated, bytes.subarray(0, bytes.length - 20));
    expect(await problemOpening(truncated)).toBe('damaged');

    const flipped = path.join(dir, 'flipped.age');
    const flippedBytes = Buffer.from(bytes);
    flippedBytes[flippedBytes.length - 30]! ^= 0x01;
    await writeFile(flipped, flippedBytes);
    expect(await problemOpening(flipped)).toBe('damaged');

    const zip = path.join(dir, 'other.zip');
    await writeFile(zip, Buffer.from('PK\u0003\u0004 not an export'));
    expect(await problemOpening(zip)).toBe('not-an-export');

    const toKey = path.join(dir, 'to-key.age');
    const encrypter = new Encrypter();
    encrypter.addRecipient(await identityToRecipient(await generateIdentity()));
    await writeFile(toKey, await encrypter.encrypt(body));
    expect(await problemOpening(toKey)).toBe('not-an-export');

    const otherPlaintext = path.join(dir, 'other-plaintext.age');
    await encryptText('{"hello":"world"}\n', otherPlaintext);
    expect(await problemOpening(otherPlaintext)).toBe('not-an-export');

    const newer = path.join(dir, 'newer.age');
    await encryptText(`${header({ version: 4, somethingNew: true })}\n`, newer);
    expect(await problemOpening(newer)).toBe('too-new');

    const noEnd = path.join(dir, 'no-end.age');
    await encryptText(
      `${header()}\n${JSON.stringify({ kind: 'draft', draft: sampleDraft(1) })}\n`,
      noEnd,
    );
    expect(await problemOpening(noEnd)).toBe('damaged');

    expect(await problemOpening(path.join(dir, 'absent.age'))).toBe('file-missing');
  });

  it('writes a handled mark as a status and a time on the line after its application', async () => {
    const file = path.join(dir, 'marked.age');
    const drafts = [sampleDraft(1), sampleDraft(2)];
    await writeExport({
      filePath: file,
      passphrase,
      drafts: draftsOf(drafts),
      count: 2,
      app: { name: 'Boarding Desk', version: '0.1.0' },
      now: () => new Date('2026-11-26T01:00:00.000Z'),
      scryptLogN: testScryptLogN,
      handledOf: (draftId) =>
        draftId === drafts[1]!.id ? { status: 'Declined', at: Date.UTC(2026, 10, 25) } : undefined,
    });
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    const lines = (await decrypter.decrypt(await readFile(file), 'text')).split('\n');
    expect(lines.slice(1, 5).map((line) => JSON.parse(line))).toEqual([
      { kind: 'draft', draft: drafts[0] },
      { kind: 'draft', draft: drafts[1] },
      {
        kind: 'handled',
        draftId: drafts[1]!.id,
        status: 'Declined',
        at: '2026-11-25T00:00:00.000Z',
      },
      { kind: 'end', count: 2 },
    ]);
    const marks: unknown[] = [];
    const contents = await openExport(file, passphrase, { onHandled: (line) => marks.push(line) });
    for await (const _record of contents.records);
    expect(marks).toEqual([JSON.parse(lines[3]!)]);
  });

  it('takes a handled line only from version 3 on, once, on its own application', async () => {
    const draft = sampleDraft(1);
    const mark = {
      kind: 'handled',
      draftId: draft.id,
      status: 'Declined',
      at: '2026-11-25T00:00:00.000Z',
    };
    const fileOf = async (name: string, version: number, middle: unknown[]) => {
      const file = path.join(dir, name);
      const lines = [{ kind: 'draft', draft }, ...middle, { kind: 'end', count: 1 }];
      await encryptText(
        [header({ version }), ...lines.map((line) => JSON.stringify(line))].join('\n') + '\n',
        file,
      );
      return file;
    };
    expect(await problemOpening(await fileOf('v3.age', 3, [mark]))).toBe('opened');
    expect(await problemOpening(await fileOf('v2.age', 2, [mark]))).toBe('damaged');
    expect(await problemOpening(await fileOf('twice.age', 3, [mark, mark]))).toBe('damaged');
    const other = { ...mark, draftId: sampleDraft(2).id };
    expect(await problemOpening(await fileOf('other.age', 3, [other]))).toBe('damaged');
    // A status the status file would not write (a run of digits, free text) is not ours.
    const digits = { ...mark, status: 'Call 5551234' };
    expect(await problemOpening(await fileOf('digits.age', 3, [digits]))).toBe('damaged');
    const named = { ...mark, legalName: 'Jane Doe LLC' };
    expect(await problemOpening(await fileOf('named.age', 3, [named]))).toBe('damaged');
  });

  it('refuses a second mark for one application even after its draft line repeats', async () => {
    const draft = sampleDraft(1);
    const mark = {
      kind: 'handled',
      draftId: draft.id,
      status: 'Declined',
      at: '2026-11-25T00:00:00.000Z',
    };
    const again = { ...mark, at: '2026-11-26T00:00:00.000Z' };
    const lines = [
      { kind: 'draft', draft },
      mark,
      { kind: 'draft', draft },
      again,
      { kind: 'end', count: 2 },
    ];
    const file = path.join(dir, 'repeated.age');
    await encryptText(
      [header({ version: 3, count: 2 }), ...lines.map((line) => JSON.stringify(line))].join('\n') +
        '\n',
      file,
    );
    expect(await problemOpening(file)).toBe('damaged');
  });
});
