// Moving applications between laptops (decisions 40-43): the IPC shapes of export, import and
// their progress. Problems reading a file are an expected outcome with a closed code of their own
// (`TransferProblem`), answered as a value: the renderer chooses the words for each.
import { z } from 'zod';
import { LifecycleSchema } from '../drafts/lifecycle-schema';

/** Absolute path of the export file, typed or chosen by a dialog (decisions 43). */
export const TransferFilePathSchema = z.string().trim().min(1).max(4096);

/** Where the form proposes to write an export; the agent may type any other path. */
export const TransferDefaultsSchema = z.strictObject({ exportPath: z.string() });

export const PassphraseInputSchema = z.string().max(1000);

export const ExportRequestSchema = z.strictObject({
  filePath: TransferFilePathSchema,
  /** The applications to export; absent: every application not in the trash. */
  draftIds: z.array(z.uuid()).min(1).max(50_000).optional(),
  /** The agent's own passphrase (checked by the strength rule); absent: the app generates one. */
  passphrase: PassphraseInputSchema.optional(),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

export const TransferJobIdSchema = z.uuid();

export const ExportStartedSchema = z.strictObject({
  outcome: z.literal('started'),
  jobId: TransferJobIdSchema,
  /** The generated passphrase, answered this once and kept nowhere (decisions 41). */
  generatedPassphrase: z.string().optional(),
  total: z.number().int().nonnegative(),
});
export type ExportStarted = z.infer<typeof ExportStartedSchema>;

export const transferProblems = [
  'wrong-passphrase', // the passphrase does not open the file
  'damaged', // truncated, bit-flipped or otherwise failing authentication
  'not-an-export', // another format, or an age file not made by this app's export
  'too-new', // written by a newer version of the app
  'file-exists', // export: the file is already there (never overwritten)
  'file-missing', // import: no such file, or changed since it was checked
  'not-readable', // import: a folder, a device or pipe, or a file this user may not read
  'not-writable', // export: the folder cannot be written
  'disk-full', // export: the disk has no room for it; nothing was left there
  'weak-passphrase', // the typed passphrase fails the strength rule
  'cancelled', // the agent pressed Cancel
] as const;
export const TransferProblemSchema = z.enum(transferProblems);
export type TransferProblem = z.infer<typeof TransferProblemSchema>;

export const ExportAnswerSchema = z.discriminatedUnion('outcome', [
  ExportStartedSchema,
  z.strictObject({ outcome: z.literal('problem'), problem: TransferProblemSchema }),
]);
export type ExportAnswer = z.infer<typeof ExportAnswerSchema>;

export const TransferProgressSchema = z.strictObject({
  jobId: TransferJobIdSchema,
  kind: z.enum(['export', 'import']),
  state: z.enum(['running', 'done', 'failed']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Export: applications asked for but deleted or unreadable meanwhile, so not in the file. */
  leftOut: z.number().int().nonnegative().optional(),
  /** Export: documents left out because they could not be read (damaged, set aside). */
  documentsLeftOut: z.number().int().nonnegative().optional(),
  problem: TransferProblemSchema.optional(),
});
export type TransferProgress = z.infer<typeof TransferProgressSchema>;

export const TransferJobRefSchema = z.strictObject({ jobId: TransferJobIdSchema });

export const ImportPreviewRequestSchema = z.strictObject({
  filePath: TransferFilePathSchema,
  passphrase: PassphraseInputSchema.min(1),
});

export const importVerdicts = ['new', 'already-here', 'conflicting'] as const;
export const ImportVerdictSchema = z.enum(importVerdicts);
export type ImportVerdict = z.infer<typeof ImportVerdictSchema>;

export const ImportPreviewItemSchema = z.strictObject({
  id: z.uuid(),
  legalName: z.string().max(500),
  /** As it was on the other laptop; queued or sending arrive Ready (decisions 42). */
  lifecycle: LifecycleSchema,
  verdict: ImportVerdictSchema,
});
export type ImportPreviewItem = z.infer<typeof ImportPreviewItemSchema>;

/** At most this many rows cross to the renderer; the counts cover every application. */
export const previewItemLimit = 1000;

export const ImportPreviewSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('problem'), problem: TransferProblemSchema }),
  z.strictObject({
    outcome: z.literal('preview'),
    /** Names this checked file for transfer:import; good until the next preview. */
    token: z.uuid(),
    counts: z.strictObject({
      new: z.number().int().nonnegative(),
      alreadyHere: z.number().int().nonnegative(),
      conflicting: z.number().int().nonnegative(),
      /** Handled marks the import would take (decisions 64); absent when none. */
      handled: z.number().int().nonnegative().optional(),
    }),
    items: z.array(ImportPreviewItemSchema).max(previewItemLimit),
  }),
]);
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportRequestSchema = z.strictObject({ token: z.uuid() });

export const ImportOutcomeSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('problem'), problem: TransferProblemSchema }),
  z.strictObject({
    outcome: z.literal('imported'),
    imported: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    /** Documents in the file not stored here (the documents could not be opened or written). */
    documentsLeftOut: z.number().int().nonnegative().optional(),
    /**
     * The file's handled marks (decisions 64): how many moved a merchant out of Needs action
     * here, or that they could not be kept (the status history could not be written; importing
     * the file again offers them again). Absent when the file offered none.
     */
    marks: z
      .union([
        z.strictObject({ taken: z.number().int().nonnegative() }),
        z.strictObject({ notKept: z.literal(true) }),
      ])
      .optional(),
  }),
]);
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;
