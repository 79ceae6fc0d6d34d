// The plaintext inside an export file (decisions 40): JSON Lines, one record per line, so a file
// of 10,000 applications is written and read one application at a time. The first line names the
// format and its version, then one line per application (the whole stored draft record: payload,
// lifecycle, submission and status history), then an end line with the count. The whole text is
// encrypted as one age file (age-encryption.org/v1, scrypt passphrase recipient), which
// authenticates every 64 KiB chunk and the end of the stream; the end line makes a file cut
// short on a line boundary fail in this layer too. Version 2 adds the application's documents:
// one line per document right after its application's line (decisions 48); version 1 files, which
// have none, are read as before. Version 3 adds the agent's handled mark (decisions 64): at most
// one line after its application's line; files of versions 1 and 2, which have none, are read as
// before.
import { z } from 'zod';
import { DocumentSummarySchema, maxDocumentBytes } from '../../../shared/documents/document-schema';
import { isStatusWord } from '../status/status-word';

export const exportFormatName = 'boarding-desk-export';
/**
 * Bumped when a reader of the previous version could not read the new one: a version 2 reader
 * takes any line it does not know for a damaged draft line, so a file with handled lines is
 * version 3, which that reader refuses as too new instead.
 */
export const exportFormatVersion = 3;

export const ExportHeaderLineSchema = z.strictObject({
  format: z.literal(exportFormatName),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  app: z.strictObject({ name: z.string().max(200), version: z.string().max(100) }),
  /** The applications asked for: a hint. One deleted or unreadable meanwhile is left out. */
  count: z.number().int().nonnegative(),
});
export type ExportHeaderLine = z.infer<typeof ExportHeaderLineSchema>;

/** The draft is checked by the draft schema on import, after its version is known. */
export const ExportDraftLineSchema = z.strictObject({
  kind: z.literal('draft'),
  draft: z.record(z.string(), z.unknown()),
});

/** A document of the application on the line before (version 2 on), its bytes in base64. */
export const ExportDocumentLineSchema = z.strictObject({
  kind: z.literal('document'),
  draftId: z.uuid(),
  document: DocumentSummarySchema,
  data: z.base64().max(Math.ceil(maxDocumentBytes / 3) * 4),
});
export type ExportDocumentLine = z.infer<typeof ExportDocumentLineSchema>;

/**
 * The agent's handled mark on the application of the line before (version 3 on, decisions 64): a
 * status word and the time it was made, nothing else.
 */
export const ExportHandledLineSchema = z.strictObject({
  kind: z.literal('handled'),
  draftId: z.uuid(),
  status: z.string().refine(isStatusWord),
  at: z.iso.datetime(),
});
export type ExportHandledLine = z.infer<typeof ExportHandledLineSchema>;

/** The applications written: the reader requires exactly this many draft lines. */
export const ExportEndLineSchema = z.strictObject({
  kind: z.literal('end'),
  count: z.number().int().nonnegative(),
});

/** A line longer than this is not one this app wrote (a draft is bounded far below it). */
export const maxLineBytes = 16 * 1024 * 1024;

export function encodeLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
