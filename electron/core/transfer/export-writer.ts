// Writes an export file (decisions 40): the JSON Lines of export-format.ts, produced one draft at
// a time as the encryptor asks for more (a pull stream, so 10,000 drafts are never in memory at
// once), encrypted by age-encryption (typage, the age author's TypeScript implementation) with a
// passphrase, into a private temporary file beside the target. Only a complete, fsynced file is
// linked to the chosen name, and never over an existing file: Cancel or a crash leaves nothing
// under that name. A file the agent consented to replace in the system save dialog is replaced by
// a rename of the complete file (decisions 81): Cancel or a crash leaves the old file whole.
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Encrypter } from 'age-encryption';
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { DocumentWithBytes } from '../documents/document-service';
import type { HandledMark } from '../status/mark-rules';
import { newFileProblemOf, writeNewFile } from '../../../node/publish-file';
import { encodeLine, exportFormatName, exportFormatVersion } from './export-format';
import { TransferFailure } from './transfer-failure';

/**
 * scrypt work factor 2^16 (decisions 41): scrypt needs 128 * r * N bytes, so age's default of
 * 2^18 holds 256 MiB during every open of the file; 2^16 holds 64 MiB. A generated passphrase
 * carries 99.7 bits, far beyond what the 2 bits given up could matter for; tests lower it further.
 */
export const defaultScryptLogN = 16;

export interface ExportWriteOptions {
  filePath: string;
  passphrase: string;
  /** Yields each draft to export, read from the store only when the encryptor wants more. */
  drafts: AsyncIterable<Draft>;
  count: number;
  app: { name: string; version: string };
  now: () => Date;
  signal?: AbortSignal;
  onProgress?: (done: number) => void;
  scryptLogN?: number;
  /** Each application's documents, written on the lines after it (decisions 48). */
  documentsOf?: (draftId: string) => Promise<readonly DocumentWithBytes[]>;
  /** Each application's standing handled mark, written on the line after it (decisions 64). */
  handledOf?: (draftId: string) => HandledMark | undefined;
  /** The agent consented to replace an existing file (decisions 81); otherwise never over one. */
  mayReplace?: boolean;
}

export async function writeExport(options: ExportWriteOptions): Promise<{ count: number }> {
  const target = path.resolve(options.filePath);
  let written = 0;
  const iterator = options.drafts[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let stage: 'header' | 'drafts' | 'done' = 'header';
  const plaintext = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (options.signal?.aborted) return controller.error(new TransferFailure('cancelled'));
        if (stage === 'header') {
          stage = 'drafts';
          const header = {
            format: exportFormatName,
            version: exportFormatVersion,
            createdAt: options.now().toISOString(),
            app: options.app,
            count: options.count,
          };
          return controller.enqueue(encoder.encode(encodeLine(header)));
        }
        if (stage === 'done') return;
        const next = await iterator.next();
        if (next.done) {
          stage = 'done';
          controller.enqueue(encoder.encode(encodeLine({ kind: 'end', count: written })));
          return controller.close();
        }
        written += 1;
        controller.enqueue(encoder.encode(encodeLine({ kind: 'draft', draft: next.value })));
        const mark = options.handledOf?.(next.value.id);
        if (mark !== undefined) {
          const line = {
            kind: 'handled',
            draftId: next.value.id,
            status: mark.status,
            at: new Date(mark.at).toISOString(),
          };
          controller.enqueue(encoder.encode(encodeLine(line)));
        }
        for (const document of (await options.documentsOf?.(next.value.id)) ?? []) {
          const line = {
            kind: 'document',
            draftId: next.value.id,
            document: document.summary,
            data: document.bytes.toString('base64'),
          };
          controller.enqueue(encoder.encode(encodeLine(line)));
        }
        options.onProgress?.(written);
      },
    },
    { highWaterMark: 1 },
  );

  const encrypter = new Encrypter();
  encrypter.setPassphrase(options.passphrase);
  encrypter.setScryptWorkFactor(options.scryptLogN ?? defaultScryptLogN);
  try {
    const ciphertext = await encrypter.encrypt(plaintext);
    // Written through the temp file's own handle, fsynced through it, then given its name by
    // link(2) or an exclusive create (a USB stick): never over an existing file (decisions 40, 71),
    // except by a rename over the one the agent consented to replace (decisions 81). pipeline,
    // not a bare write of the stream: it ends the encryption stream whatever stops the write
    // (Cancel included), so an error it raises later has a listener.
    await writeNewFile(
      target,
      (handle) =>
        pipeline(
          Readable.fromWeb(ciphertext as NodeReadableStream<Uint8Array>),
          async (chunks: AsyncIterable<Uint8Array>) => {
            for await (const chunk of chunks) await handle.writeFile(chunk);
          },
          options.signal === undefined ? {} : { signal: options.signal },
        ),
      { mayReplace: options.mayReplace === true },
    );
    return { count: written };
  } catch (error) {
    if (options.signal?.aborted) throw new TransferFailure('cancelled');
    const problem = newFileProblemOf(error);
    if (problem !== undefined)
      throw new TransferFailure(problem, (error as NodeJS.ErrnoException).code);
    throw error;
  } finally {
    await iterator.return?.();
  }
}
