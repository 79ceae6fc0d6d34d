// The drafts folder: one encrypted file per draft revision, read back through decryption,
// migration and zod (what is read from disk is checked like any input), written through the
// atomic writer. Anything unreadable is quarantined by the caller, never deleted. A file written
// by a newer app version is reported as 'too-new' instead: it is intact, so it stays where it is
// for when that version runs again.
//
// The bytes of one draft file, and its name. The whole draft body (SSN, tax id, account numbers,
// everything) is AES-256-GCM ciphertext; only a 7-byte header is in the clear.
//
//   name:  <draft id>.<revision>.draft          revision: 1, 2, 3... one per acknowledged write
//   bytes: "BDDR" | format u8 (1) | schemaVersion u16be | iv (12) | tag (16) | ciphertext
//
// The header, the draft id and the revision are the GCM additional authenticated data, so a file
// renamed to another draft's id, rolled back to an older revision's name, or given a different
// schemaVersion fails authentication and is quarantined instead of loading someone else's data.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  currentDraftSchemaVersion,
  DraftSchema,
  type Draft,
  type QuarantinedFile,
} from '../../../shared/drafts/draft-schema';
import { isEditable } from '../../../shared/drafts/lifecycle';
import { fsyncDirectory, isTempFileName, writeFileAtomic } from '../../../node/atomic-write';
import { unlinkRetrying } from '../../../node/file-retry';
import { ensurePrivateDir } from '../../../node/private-dir';
import { quarantineFile } from '../storage/quarantine';
import { editedLifecycle, evaluatePayload } from './draft-transitions';
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
  /**
   * `syncDirectory: false` leaves the folder's fsync to the caller, who must call syncFolder()
   * before acknowledging the write (a batch of new drafts pays it once, decisions 42).
   */
  write(draft: Draft, revision: number, options?: { syncDirectory?: boolean }): Promise<void>;
  /** Makes the renames into the drafts folder durable (its directory fsync). */
  syncFolder(): Promise<void>;
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

  async function write(
    draft: Draft,
    revision: number,
    options: { syncDirectory?: boolean } = {},
  ): Promise<void> {
    const plaintext = Buffer.from(JSON.stringify(draft), 'utf8');
    const bytes = encodeDraftFile(
      key,
      { id: draft.id, revision },
      currentDraftSchemaVersion,
      plaintext,
    );
    await writeFileAtomic(fileOf(draft.id, revision), bytes, {
      syncDirectory: options.syncDirectory !== false,
    });
  }

  async function remove(id: string, revision: number): Promise<void> {
    await unlinkRetrying(fileOf(id, revision)).catch((error: NodeJS.ErrnoException) => {
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
    syncFolder: () => fsyncDirectory(folder),
    remove,
    // On a read-only folder nothing can be moved: the damage is reported where the file lies.
    quarantine: (id, revision, reason, at) =>
      options.isReadOnly === true
        ? Promise.resolve({ id, file: fileOf(id, revision), reason, at: at.toISOString() })
        : quarantineFile(baseDir, fileOf(id, revision), { id, reason, at }),
    scan,
  };
}

// The bytes of one file, and its name.
const magic = Buffer.from('BDDR', 'ascii');
const formatVersion = 1;
const headerLength = 7;
const ivLength = 12; // NIST SP 800-38D: 96-bit random IVs; one data key sees far fewer than 2^32 writes
const tagLength = 16;
const namePattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,14})\.draft$/;

export interface DraftFileName {
  id: string;
  revision: number;
}

export function draftFileName(id: string, revision: number): string {
  return `${id}.${revision}.draft`;
}

/** Parses `<id>.<revision>.draft`; anything else in the drafts folder is not a draft file. */
export function parseDraftFileName(name: string): DraftFileName | null {
  const match = namePattern.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], revision: Number(match[2]) };
}

export function encodeDraftFile(
  key: Buffer,
  name: DraftFileName,
  schemaVersion: number,
  plaintext: Buffer,
): Buffer {
  const header = Buffer.alloc(headerLength);
  magic.copy(header, 0);
  header.writeUInt8(formatVersion, 4);
  header.writeUInt16BE(schemaVersion, 5);
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  cipher.setAAD(additionalData(header, name));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}

export type DecodedDraftFile =
  { ok: true; schemaVersion: number; plaintext: Buffer } | { ok: false; reason: string };

/** Reasons name the failure only: they end up in quarantine records and logs. */
export function decodeDraftFile(key: Buffer, name: DraftFileName, bytes: Buffer): DecodedDraftFile {
  if (bytes.length < headerLength + ivLength + tagLength)
    return { ok: false, reason: 'truncated file' };
  if (!bytes.subarray(0, 4).equals(magic))
    return { ok: false, reason: 'not a draft file (bad magic)' };
  if (bytes.readUInt8(4) !== formatVersion)
    return { ok: false, reason: `unknown file format ${bytes.readUInt8(4)}` };
  const header = bytes.subarray(0, headerLength);
  const iv = bytes.subarray(headerLength, headerLength + ivLength);
  const tag = bytes.subarray(headerLength + ivLength, headerLength + ivLength + tagLength);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
    decipher.setAAD(additionalData(header, name));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([
      decipher.update(bytes.subarray(headerLength + ivLength + tagLength)),
      decipher.final(),
    ]);
    return { ok: true, schemaVersion: header.readUInt16BE(5), plaintext };
  } catch {
    return {
      ok: false,
      reason: 'authentication failed (damaged, tampered, renamed or encrypted with another key)',
    };
  }
}

function additionalData(header: Buffer, name: DraftFileName): Buffer {
  return Buffer.concat([header, Buffer.from(`\0${name.id}\0${name.revision}`, 'utf8')]);
}
