// Documents underwriting asks for (decisions 48, 49): the checklist's kinds, what a stored
// document looks like across IPC (never its bytes, except in upload chunks), and the closed set of
// reasons a file is refused, each with its own words in the renderer.
import { z } from 'zod';

/** The checklist, in the order it is shown. */
export const documentKinds = [
  'bank-proof', // a voided cheque or a letter from the bank
  'owner-id',
  'business-licence',
  'storefront-photo',
] as const;
export const DocumentKindSchema = z.enum(documentKinds);
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

export const documentMediaTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DocumentMediaTypeSchema = z.enum(documentMediaTypes);
export type DocumentMediaType = z.infer<typeof DocumentMediaTypeSchema>;

/** 10 MB per document, checked in the renderer, at the IPC boundary and on the bytes. */
export const maxDocumentBytes = 10 * 1024 * 1024;
/**
 * Bytes per upload chunk: base64 of this is about 700 KB, under the browser-mode host's 1 MiB
 * request limit, so a 10 MB document crosses in 20 calls and no single body is large.
 */
export const documentChunkBytes = 512 * 1024;

export const DocumentNameSchema = z.string().trim().min(1).max(200);

export const DocumentSummarySchema = z.strictObject({
  id: z.uuid(),
  kind: DocumentKindSchema,
  /** The file's name as the agent chose it (".jpg" when the picture was made smaller). */
  name: DocumentNameSchema,
  mediaType: DocumentMediaTypeSchema,
  size: z.number().int().positive().max(maxDocumentBytes),
  addedAt: z.iso.datetime({ offset: true }),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

export const DocumentListSchema = z.strictObject({
  documents: z.array(DocumentSummarySchema),
  /** False once the application is submitted (or in the trash): nothing added or removed. */
  isEditable: z.boolean(),
  /** Document files found damaged and set aside (kept, not shown); absent when none. */
  setAside: z.number().int().positive().optional(),
});
export type DocumentList = z.infer<typeof DocumentListSchema>;

export const documentProblems = [
  'too-large', // over maxDocumentBytes (`size` and `limit` say by how much)
  'not-supported', // not a JPEG, PNG or PDF
  'empty', // zero bytes
  'damaged', // says it is a picture or a PDF, but its bytes do not decode as one
] as const;
export const DocumentProblemSchema = z.enum(documentProblems);
export type DocumentProblem = z.infer<typeof DocumentProblemSchema>;

export const DocumentRefusedSchema = z.strictObject({
  outcome: z.literal('refused'),
  problem: DocumentProblemSchema,
  /** The size offered, in bytes (too-large). */
  size: z.number().int().nonnegative().optional(),
  limit: z.number().int().positive().optional(),
});
export type DocumentRefused = z.infer<typeof DocumentRefusedSchema>;

export const DocumentListRequestSchema = z.strictObject({ draftId: z.uuid() });

/** Announces a file before any of its bytes cross: its size is checked first. */
export const DocumentBeginRequestSchema = z.strictObject({
  draftId: z.uuid(),
  kind: DocumentKindSchema,
  name: DocumentNameSchema,
  /** Any size may be announced, so a 200 MB file is refused by name rather than as malformed. */
  size: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  /** What the file says it is (from its name or the picker); the bytes decide. */
  declaredType: z.string().max(200).optional(),
});

export const DocumentBeginAnswerSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('ready'), uploadId: z.uuid() }),
  DocumentRefusedSchema,
]);
export type DocumentBeginAnswer = z.infer<typeof DocumentBeginAnswerSchema>;

export const DocumentChunkRequestSchema = z.strictObject({
  uploadId: z.uuid(),
  offset: z.number().int().nonnegative().max(maxDocumentBytes),
  /** base64 of at most documentChunkBytes bytes. */
  data: z.base64().max(Math.ceil(documentChunkBytes / 3) * 4),
});

export const DocumentChunkAnswerSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('received'), received: z.number().int().nonnegative() }),
  DocumentRefusedSchema,
]);

export const DocumentUploadRefSchema = z.strictObject({ uploadId: z.uuid() });

export const DocumentFinishAnswerSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('attached'), document: DocumentSummarySchema }),
  DocumentRefusedSchema,
]);
export type DocumentFinishAnswer = z.infer<typeof DocumentFinishAnswerSchema>;

export const DocumentRemoveRequestSchema = z.strictObject({
  draftId: z.uuid(),
  documentId: z.uuid(),
});

/** documents:cancel: whether an upload was still open (and is now dropped). */
export const DocumentCancelAnswerSchema = z.strictObject({ cancelled: z.boolean() });
export type DocumentCancelAnswer = z.infer<typeof DocumentCancelAnswerSchema>;
