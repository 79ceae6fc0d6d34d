// Reads an export file back (decisions 40, 42), one record at a time: checks it is an age file
// with a passphrase (scrypt) recipient before trying the passphrase, decrypts it as a stream and
// hands out each draft record as its line arrives. Every way a file can be wrong ends in one
// TransferFailure: the wrong passphrase, another format, a newer version, or a file that fails
// authentication or ends early (damaged). The caller decides what to write; this writes nothing.
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Decrypter } from 'age-encryption';
import {
  ExportDocumentLineSchema,
  ExportDraftLineSchema,
  ExportEndLineSchema,
  ExportHandledLineSchema,
  ExportHeaderLineSchema,
  exportFormatName,
  exportFormatVersion,
  maxLineBytes,
  type ExportDocumentLine,
  type ExportHandledLine,
  type ExportHeaderLine,
} from './export-format';
import { TransferFailure } from './transfer-failure';

const ageVersionLine = 'age-encryption.org/v1\n';
const scryptStanzaStart = '-> scrypt ';

export interface ExportContents {
  header: ExportHeaderLine;
  /** Each draft record as stored on the other laptop (unchecked: the importer parses it). */
  records: AsyncGenerator<Record<string, unknown>>;
}

/**
 * The highest scrypt work factor accepted (log2 N). This app writes 2^16 (decisions 41) and age's
 * default is 2^18; typage would derive up to 2^20 (1 GiB, seconds of a blocked main process), so a
 * file asking for more is not one of ours.
 */
export const maxScryptLogN = 18;

/**
 * Reads the start of the file: a regular file, an age file whose only recipient is a passphrase
 * at a work factor this app would write. Checked before anything reads the whole file, so a
 * folder, a device or a pipe is refused at once instead of hanging or being read without end.
 */
export async function checkEnvelope(filePath: string): Promise<void> {
  let start: string;
  try {
    // stat(2) does not open the file, so a FIFO cannot block here; the open is non-blocking too
    // and the handle is checked again, in case the name changed in between.
    if (!(await stat(filePath)).isFile()) throw new TransferFailure('not-readable', 'not a file');
    const handle = await open(filePath, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      if (!(await handle.stat()).isFile()) throw new TransferFailure('not-readable', 'not a file');
      const buffer = Buffer.alloc(256);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      start = buffer.subarray(0, bytesRead).toString('latin1');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof TransferFailure) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new TransferFailure('file-missing', code);
    if (code === 'EISDIR' || code === 'EACCES' || code === 'EPERM')
      throw new TransferFailure('not-readable', code);
    throw error;
  }
  if (!start.startsWith(ageVersionLine)) throw new TransferFailure('not-an-export', 'not age');
  const stanza = start.slice(ageVersionLine.length);
  if (!stanza.startsWith(scryptStanzaStart))
    throw new TransferFailure('not-an-export', 'no passphrase recipient');
  // "-> scrypt <salt> <log2 N>" (age-encryption.org/v1, scrypt recipient stanza).
  const args = stanza.slice(0, stanza.indexOf('\n')).split(' ');
  const logN = Number(args[3]);
  if (!/^[1-9][0-9]?$/.test(args[3] ?? '') || logN > maxScryptLogN)
    throw new TransferFailure('not-an-export', 'scrypt work factor');
}

/** Splits decrypted text into lines, refusing one longer than any this app writes. */
async function* linesOf(text: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of text) {
    pending += chunk;
    let newline = pending.indexOf('\n');
    while (newline !== -1) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      newline = pending.indexOf('\n');
    }
    if (pending.length > maxLineBytes) throw new TransferFailure('damaged', 'line too long');
  }
  if (pending !== '') throw new TransferFailure('damaged', 'ends inside a line');
}

function parseJson(line: string, problem: 'not-an-export' | 'damaged'): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new TransferFailure(problem, 'a line is not JSON');
  }
}

function readHeader(line: string | undefined): ExportHeaderLine {
  if (line === undefined) throw new TransferFailure('damaged', 'empty');
  const value = parseJson(line, 'not-an-export') as { format?: unknown; version?: unknown };
  if (value?.format !== exportFormatName) throw new TransferFailure('not-an-export', 'format');
  if (typeof value.version === 'number' && value.version > exportFormatVersion)
    throw new TransferFailure('too-new', `version ${value.version}`);
  const header = ExportHeaderLineSchema.safeParse(value);
  if (!header.success) throw new TransferFailure('not-an-export', 'header');
  return header.data;
}

/**
 * Opens the file with the passphrase. Resolves once the header is read and authenticated; the
 * records then stream, and iterating them throws TransferFailure('damaged') for a file that
 * fails authentication anywhere or ends before its end line.
 */
export async function openExport(
  filePath: string,
  passphrase: string,
  options: {
    /**
     * Called with each document line (version 2 on), in file order, before the next record is
     * read; a reader that wants no documents leaves it out and they are only checked.
     */
    onDocument?: (line: ExportDocumentLine) => Promise<void>;
    /**
     * Called with each handled mark (version 3 on), in file order, before the next record is
     * read; a reader that wants no marks leaves it out and they are only checked.
     */
    onHandled?: (line: ExportHandledLine, record: Record<string, unknown>) => void;
  } = {},
): Promise<ExportContents> {
  await checkEnvelope(filePath);
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  const source = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  let plaintext: ReadableStream<Uint8Array>;
  try {
    plaintext = await decrypter.decrypt(source);
  } catch (error) {
    const message = (error as Error).message;
    // typage's words when no passphrase opens the scrypt stanza (the stanza is authenticated by
    // the header MAC only after a key is found, so a damaged stanza reads the same).
    if (/no identity matched/i.test(message)) throw new TransferFailure('wrong-passphrase');
    throw new TransferFailure('damaged', message);
  }
  const text = (async function* () {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    try {
      for await (const chunk of plaintext as unknown as AsyncIterable<Uint8Array>)
        yield decoder.decode(chunk, { stream: true });
      yield decoder.decode();
    } catch (error) {
      if (error instanceof TransferFailure) throw error;
      throw new TransferFailure('damaged', (error as Error).message);
    }
  })();
  const lines = linesOf(text);
  const first = await lines.next();
  const header = readHeader(first.done === true ? undefined : first.value);

  async function* records(): AsyncGenerator<Record<string, unknown>> {
    let count = 0;
    /** The application on the last draft line, and the ids whose mark was read. */
    let last: Record<string, unknown> | undefined;
    const marked = new Set<unknown>();
    for await (const line of lines) {
      const value = parseJson(line, 'damaged') as { kind?: unknown };
      if (value?.kind === 'end') {
        const end = ExportEndLineSchema.safeParse(value);
        // The end line counts what was written; the header's count is what was asked for, a
        // hint only: an application deleted or unreadable during the export is left out, and
        // the file stays whole (decisions 40).
        if (!end.success || end.data.count !== count) throw new TransferFailure('damaged', 'count');
        const after = await lines.next();
        if (after.done !== true) throw new TransferFailure('damaged', 'data after the end');
        return;
      }
      if (value?.kind === 'document') {
        const document = ExportDocumentLineSchema.safeParse(value);
        if (header.version < 2 || !document.success || count === 0)
          throw new TransferFailure('damaged', 'document');
        await options.onDocument?.(document.data);
        continue;
      }
      if (value?.kind === 'handled') {
        const mark = ExportHandledLineSchema.safeParse(value);
        // One mark per application in the whole file, on its own application's line (decisions
        // 64): a second one, even after a repeated draft line, is not a file we wrote.
        const id = mark.success ? mark.data.draftId : undefined;
        if (header.version < 3 || !mark.success || last?.id !== id || marked.has(id))
          throw new TransferFailure('damaged', 'handled');
        marked.add(id);
        options.onHandled?.(mark.data, last!);
        continue;
      }
      const record = ExportDraftLineSchema.safeParse(value);
      if (!record.success) throw new TransferFailure('damaged', 'record');
      count += 1;
      last = record.data.draft;
      yield record.data.draft;
    }
    throw new TransferFailure('damaged', 'no end line');
  }
  return { header, records: records() };
}
