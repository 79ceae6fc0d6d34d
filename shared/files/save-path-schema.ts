// Where to save a file the agent asked for (decisions 77): in Electron the system save dialog
// answers, so the file the agent picked is one the OS lets the app write (macOS grants it without
// a privacy prompt). Browser mode has no such dialog: its screens keep the typed full path.
import { z } from 'zod';

export const saveKinds = ['pdf', 'export', 'support'] as const;
export const SaveKindSchema = z.enum(saveKinds);
export type SaveKind = z.infer<typeof SaveKindSchema>;

export const ChooseSavePathRequestSchema = z.strictObject({
  kind: SaveKindSchema,
  /** The proposal the dialog opens on (the screens' usual default), a full path or a name. */
  defaultPath: z.string().max(4096),
});
export type ChooseSavePathRequest = z.infer<typeof ChooseSavePathRequestSchema>;

/** The chosen file, or null when the agent cancelled the dialog. */
export const ChooseSavePathAnswerSchema = z.strictObject({
  filePath: z.string().min(1).max(4096).nullable(),
});
