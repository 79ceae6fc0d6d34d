// The drafts folder: one encrypted file per draft revision, read back through decryption,
// migration and zod (conventions 8), written through the atomic writer. Anything unreadable is
// quarantined by the caller, never deleted. A file written by a newer app version is reported as
// 'too-new' instead: it is intact, so it stays where it is for when that version runs again.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  currentDraftSchemaVersion,
  DraftSchema,
  type Draft,
  type QuarantinedFile,
} from '../../../shared/drafts/draft-schema';
import { isEditable } from '../../../shared/drafts/lifecycle';
import { isTempFileName, writeFileAtomic } from '../../../node/atomic-write';
import { ensurePrivateDir } from '../../../node/private-dir';
import { quarantineFile } from '../storage/quarantine';
import {
  decodeDraftFile,
  draftFileName,
  encodeDraftFile,
  parseDraftFileName,
} from './draft-file-codec';
import { editedLifecycle, evaluatePayload } from './draft-evaluation';
import { migrateDraftBody } from './migrations';

export const draftsFolderName = 'drafts';

export type DraftReadOutcome =
  | { kind: 'ok'; draft: Draft; isMigrated: boolean }
  | { kind: 'missing' }
  | { kind: 'too-new'; schemaVersion: number }
  | { kind: 'corrupt'; reason: string };

export interface DraftFolderScan {
  /** The newest revision on disk per draft id. */
  newest: Map<string, number>;
  /** Older revisions, newest first, for the few drafts a crash left more than one file of. */
  older: Map<string, number[]>;
  /** Leftovers of writes interrupted by a crash: never acknowledged, safe to remove. */
  tempFiles: string[];
}

export interface DraftFiles {
  readonly folder: string;
  read(id: string, revision: number): Promise<DraftReadOutcome>;
  write(draft: Draft, revision: number): Promise<void>;
  remove(id: string, revision: number): Promise<void>;
  quarantine(id: string, revision: number, reason: string, at: Date): Promise<QuarantinedFile>;
  scan(): Promise<DraftFolderScan>;
}

export async function createDraftFiles(
  baseDir: string,
  key: Buffer,
  options: { isReadOnly?: boolean } = {},
): Promise<DraftFiles> {
  const folder = path.join(baseDir, draftsFolderName);
  await ensurePrivateDir(folder);
  const fileOf = (id: string, revision: number) => path.join(folder, draftFileName(id, revision));

  async function read(id: string, revision: number): Promise<DraftReadOutcome> {
    let bytes: Buffer;
    try {
      bytes = await readFile(fileOf(id, revision));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
      throw error;
    }
    const decoded = decodeDraftFile(key, { id, revision }, bytes);
    if (!decoded.ok) return { kind: 'corrupt', reason: decoded.reason };
    // Checked after authentication: the header's schemaVersion is covered by the GCM tag.
    if (decoded.schemaVersion > currentDraftSchemaVersion)
      return { kind: 'too-new', schemaVersion: decoded.schemaVersion };
    let body: unknown;
    try {
      body = JSON.parse(decoded.plaintext.toString('utf8'));
    } catch {
      return { kind: 'corrupt', reason: 'decrypted body is not JSON' };
    }
    try {
      return parseDraftBody(id, body, decoded.schemaVersion);
    } catch (error) {
      // Whatever a body does to the parsers (a stack overflow, a migration bug), it is this one
      // file's damage: quarantined like any other, never a throw that fails the whole store.
      // The error's name only: a message might quote the body.
      return { kind: 'corrupt', reason: `draft could not be parsed (${(error as Error).name})` };
    }
  }

  function parseDraftBody(id: string, body: unknown, schemaVersion: number): DraftReadOutcome {
    const migrated = migrateDraftBody(body, schemaVersion, { newId: randomUUID });
    if (!migrated.ok) return { kind: 'corrupt', reason: migrated.error.message };
    const parsed = DraftSchema.safeParse(migrated.value);
    if (!parsed.success) {
      // Paths and codes only: zod messages may quote values, and values are PII.
      const where = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}:${issue.code}`)
        .join(', ');
      return {
        kind: 'corrupt',
        reason: `draft does not match schemaVersion ${currentDraftSchemaVersion} (${where})`,
      };
    }
    if (parsed.data.id !== id)
      return { kind: 'corrupt', reason: 'draft id does not match its file name' };
    const isMigrated = schemaVersion !== currentDraftSchemaVersion;
    const draft = parsed.data;
    // A migrated draft's ready/draft state is re-derived from today's shared schema.
    if (isMigrated && isEditable(draft.lifecycle) && draft.lifecycle !== 'rejected') {
      draft.lifecycle = editedLifecycle(evaluatePayload(draft.payload));
    }
    return { kind: 'ok', draft, isMigrated };
  }

  async function write(draft: Draft, revision: number): Promise<void> {
    const plaintext = Buffer.from(JSON.stringify(draft), 'utf8');
    const bytes = encodeDraftFile(
      key,
      { id: draft.id, revision },
      currentDraftSchemaVersion,
      plaintext,
    );
    await writeFileAtomic(fileOf(draft.id, revision), bytes);
  }

  async function remove(id: string, revision: number): Promise<void> {
    await unlink(fileOf(id, revision)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async function scan(): Promise<DraftFolderScan> {
    const newest = new Map<string, number>();
    const older = new Map<string, number[]>();
    const tempFiles: string[] = [];
    for (const name of await readdir(folder)) {
      if (isTempFileName(name)) {
        tempFiles.push(path.join(folder, name));
        continue;
      }
      const parsed = parseDraftFileName(name);
      if (!parsed) continue; // not ours: left alone
      // One map lookup and no allocation per file in the common case (one revision): a clean
      // open lists 50,000 names here.
      const { id, revision } = parsed;
      const seen = newest.get(id);
      if (seen === undefined) {
        newest.set(id, revision);
        continue;
      }
      newest.set(id, Math.max(seen, revision));
      const list = older.get(id) ?? [];
      list.push(Math.min(seen, revision));
      older.set(id, list);
    }
    for (const list of older.values()) list.sort((a, b) => b - a);
    return { newest, older, tempFiles };
  }

  return {
    folder,
    read,
    write,
    remove,
    // On a read-only folder nothing can be moved: the damage is reported where the file lies.
    quarantine: (id, revision, reason, at) =>
      options.isReadOnly === true
        ? Promise.resolve({ id, file: fileOf(id, revision), reason, at: at.toISOString() })
        : quarantineFile(baseDir, fileOf(id, revision), { id, reason, at }),
    scan,
  };
}
