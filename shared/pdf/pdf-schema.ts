// Save PDF (decisions 50): the application's PDF written to a file the agent names by its full
// path (as exports are, decisions 43). Problems writing it are a value with a closed code.
import { z } from 'zod';

export const PdfFilePathSchema = z.string().trim().min(1).max(4096);

export const PdfDefaultsRequestSchema = z.strictObject({ draftId: z.uuid() });
export const PdfDefaultsSchema = z.strictObject({ filePath: z.string() });

export const PdfSaveRequestSchema = z.strictObject({
  draftId: z.uuid(),
  filePath: PdfFilePathSchema,
});

export const pdfProblems = [
  'file-exists', // never written over an existing file
  'not-writable', // the folder is missing or cannot be written
  'disk-full', // the disk (often a USB stick) has no room for it; nothing was left there
  'not-absolute', // not a full path
  'inside-data-folder', // the folder is the app's data folder or inside it (by real path)
] as const;
export const PdfProblemSchema = z.enum(pdfProblems);
export type PdfProblem = z.infer<typeof PdfProblemSchema>;

export const PdfSaveAnswerSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('written'), filePath: z.string() }),
  z.strictObject({ outcome: z.literal('problem'), problem: PdfProblemSchema }),
]);
export type PdfSaveAnswer = z.infer<typeof PdfSaveAnswerSchema>;
