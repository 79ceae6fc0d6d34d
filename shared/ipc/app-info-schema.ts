// What the renderer may know about the running app. Deliberately coarse: the kind of secret
// protection is shown to the agent (browser mode says plainly that the OS keychain is not used),
// never a key or secret (conventions 5). The data folder's path is the agent's own folder, shown in
// Settings so they (or support) can find it.
import { z } from 'zod';

export const AppModeSchema = z.enum(['electron', 'browser']);
export type AppMode = z.infer<typeof AppModeSchema>;

export const SecretStorageSchema = z.strictObject({
  /** e.g. 'safeStorage', 'safeStorage:basic_text', 'aes-gcm-keyfile'. */
  kind: z.string().max(100),
  isOsKeychain: z.boolean(),
  isAvailable: z.boolean(),
  /** Linux `basic_text`: the vault asks before storing secrets. */
  isWeak: z.boolean(),
});

/**
 * A packaged build's auto-update (electron/main/auto-update.ts): 'downloaded' means it is installed
 * when the app quits, so the UI can say so without ever restarting under the agent.
 */
export const AppUpdateSchema = z.strictObject({
  state: z.enum(['downloaded']),
  version: z.string().max(64),
});
export type AppUpdate = z.infer<typeof AppUpdateSchema>;

/** The small state files that can be set aside when damaged (decisions 25). */
export const setAsideKinds = [
  'settings',
  'environments',
  'outbox',
  'status',
  'audit',
  'draft-index',
  'other',
] as const;

/**
 * A file found damaged at this start and moved to a quarantine folder (never deleted). Codes and
 * details, not core's sentence (decisions 36): the renderer words `what` and `count`; the reason
 * core wrote stays in the quarantine folder's record, for support.
 */
export const SetAsideFileSchema = z.strictObject({
  what: z.enum(setAsideKinds),
  /** Only part of the file was set aside: this many entries or lines (absent: the whole file). */
  count: z.number().int().nonnegative().optional(),
  at: z.string().max(64),
});
export type SetAsideFile = z.infer<typeof SetAsideFileSchema>;

/** Why the data folder cannot be written: the folder and the system's code (EROFS, EACCES...). */
export const ReadOnlyFolderSchema = z.strictObject({
  path: z.string().max(4096),
  osCode: z.string().max(32).optional(),
});
export type ReadOnlyFolder = z.infer<typeof ReadOnlyFolderSchema>;

/** How the data folder could be used at this start. */
export const StorageStateSchema = z.strictObject({
  /** Why nothing can be saved (the data folder is read-only), or null when it can be. */
  readOnly: ReadOnlyFolderSchema.nullable(),
  setAside: z.array(SetAsideFileSchema).max(50),
});
export type StorageState = z.infer<typeof StorageStateSchema>;

export const AppInfoSchema = z.strictObject({
  name: z.string().max(200),
  version: z.string().max(100),
  mode: AppModeSchema,
  platform: z.string().max(50),
  /** Where drafts, the outbox and settings are kept on this computer. */
  dataDir: z.string().max(4096),
  secretStorage: SecretStorageSchema,
  /**
   * The last `app:update` event, or null: the push alone is lost if it fires before the renderer
   * subscribes or across a reload, so the state is also answered here.
   */
  update: AppUpdateSchema.nullable(),
  storage: StorageStateSchema,
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
