// Documents on disk (decisions 48): beside the drafts, one folder per application, every file
// AES-256-GCM ciphertext under a key derived from the draft store's data key, written 0600 through
// the atomic writer. Nothing of a document (bytes, name, kind) is ever in the clear on disk.
//
//   <drafts dir>/documents/<draft id>/<document id>.document   the bytes
//   <drafts dir>/documents/<draft id>/manifest.document        the list: id, kind, name, type, size
//   <drafts dir>/documents/<draft id>/removed.document         ids the agent removed (apart from the
//                                                               list, so the list keeps its shape)
//   bytes of each: "BDDC" | format u8 (1) | iv (12) | tag (16) | ciphertext
//
// The header, the draft id and the file's own name are the GCM additional data, so a file moved to
// another application's folder or renamed fails authentication instead of showing someone else's.
// A file that fails authentication (or a manifest that does not parse) is set aside, like a damaged
// draft, into <draft id>/quarantine/ with its reason, never deleted: the rest of the application's
// documents keep working, the list says how many were set aside, and a purge removes them too.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  DocumentSummarySchema,
  type DocumentSummary,
} from '../../../shared/documents/document-schema';
import { writeFileAtomic } from '../../../node/atomic-write';
import { unlinkRetrying } from '../../../node/file-retry';
import { ensurePrivateDir } from '../../../node/private-dir';
import { listQuarantine, quarantineFile } from '../storage/quarantine';

export const documentsFolderName = 'documents';
const magic = Buffer.from('BDDC', 'ascii');
const formatVersion = 1;
const ivLength = 12;
const tagLength = 16;
const headerLength = magic.length + 1;
const manifestName = 'manifest';
// Any case, as z.uuid() in the schemas accepts: an imported upper-case id is still a folder name.
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A document file that failed authentication or did not parse; it has been set aside. */
export class DamagedDocumentFile extends Error {
  readonly code = 'CORRUPT';
  constructor() {
    super('document file damaged; set aside');
  }
}

const ManifestSchema = z.strictObject({ documents: z.array(DocumentSummarySchema) });
const RemovedSchema = z.strictObject({ removed: z.array(z.string()) });
const removedName = 'removed';

/** Removed ids kept per application, newest last: far more than anyone removes. */
const maxRemembered = 1000;

/** A key of its own for documents, so no (key, IV) pair is ever shared with the draft files. */
export function documentKeyOf(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'boarding-desk documents', 32));
}

/** The folder of every application's documents, beside the drafts. */
export function documentsRootOf(draftsDir: string): string {
  return path.join(draftsDir, documentsFolderName);
}

/** Applications that have a documents folder; needs no key (purge, sweep). */
export async function documentFolderIds(draftsDir: string): Promise<string[]> {
  try {
    return (await readdir(documentsRootOf(draftsDir))).filter((name) => idPattern.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes an application's whole documents folder; needs no key, so purge never waits on one. */
export function removeDocumentFolder(draftsDir: string, draftId: string): Promise<void> {
  if (!idPattern.test(draftId)) return Promise.reject(new Error('not a draft id'));
  // Node's own retries for a file held on Windows (EBUSY, EPERM), as file-retry.ts does (decisions 71).
  return rm(path.join(documentsRootOf(draftsDir), draftId), {
    recursive: true,
    force: true,
    maxRetries: 10,
    retryDelay: 100,
  });
}

export interface DocumentFiles {
  readonly folder: string;
  readManifest(draftId: string): Promise<DocumentSummary[]>;
  writeManifest(draftId: string, documents: readonly DocumentSummary[]): Promise<void>;
  /**
   * Ids of documents the agent removed: an import of an export made before the removal must not
   * bring one back (adopt skips them, decisions 48). Kept apart from the list, so the list keeps
   * the shape every version reads.
   */
  readRemoved(draftId: string): Promise<string[]>;
  writeRemoved(draftId: string, ids: readonly string[]): Promise<void>;
  readBytes(draftId: string, documentId: string): Promise<Buffer>;
  writeBytes(draftId: string, documentId: string, bytes: Buffer): Promise<void>;
  removeBytes(draftId: string, documentId: string): Promise<void>;
  /** Removes an application's whole folder (purge, retention). */
  removeAll(draftId: string): Promise<void>;
  /** Applications that have a documents folder. */
  draftIds(): Promise<string[]>;
  /** How many of an application's document files were set aside as damaged. */
  setAsideCount(draftId: string): Promise<number>;
}

export function createDocumentFiles(draftsDir: string, key: Buffer): DocumentFiles {
  const folder = documentsRootOf(draftsDir);
  const folderOf = (draftId: string) => {
    if (!idPattern.test(draftId)) throw new Error('not a draft id');
    return path.join(folder, draftId);
  };
  const fileOf = (draftId: string, name: string) =>
    path.join(folderOf(draftId), `${name}.document`);

  async function write(draftId: string, name: string, plaintext: Buffer): Promise<void> {
    await ensurePrivateDir(folder);
    await ensurePrivateDir(folderOf(draftId));
    await writeFileAtomic(fileOf(draftId, name), encrypt(key, draftId, name, plaintext));
  }

  async function setAside(draftId: string, name: string, reason: string): Promise<never> {
    await quarantineFile(folderOf(draftId), fileOf(draftId, name), { reason, at: new Date() });
    throw new DamagedDocumentFile();
  }

  async function read(draftId: string, name: string): Promise<Buffer | null> {
    let bytes: Buffer;
    try {
      bytes = await readFile(fileOf(draftId, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return decrypt(key, draftId, name, bytes);
    } catch {
      return setAside(draftId, name, 'failed authentication');
    }
  }

  /** A small JSON file of the folder; absent, damaged (set aside) or not its shape: null. */
  async function readJson<T>(
    draftId: string,
    name: string,
    schema: z.ZodType<T>,
    reason: string,
  ): Promise<T | null> {
    let plaintext: Buffer | null;
    try {
      plaintext = await read(draftId, name);
    } catch (error) {
      if (error instanceof DamagedDocumentFile) return null;
      throw error;
    }
    if (plaintext === null) return null;
    const parsed = schema.safeParse(parseJson(plaintext.toString('utf8')));
    if (parsed.success) return parsed.data;
    await setAside(draftId, name, reason).catch(() => undefined);
    return null;
  }

  return {
    folder,
    async readManifest(draftId) {
      return (
        (await readJson(draftId, manifestName, ManifestSchema, 'not a document list'))?.documents ??
        []
      );
    },
    writeManifest: (draftId, documents) =>
      write(draftId, manifestName, Buffer.from(JSON.stringify({ documents }), 'utf8')),
    async readRemoved(draftId) {
      return (
        (await readJson(draftId, removedName, RemovedSchema, 'not a list of ids'))?.removed ?? []
      );
    },
    writeRemoved: (draftId, ids) =>
      write(
        draftId,
        removedName,
        Buffer.from(JSON.stringify({ removed: ids.slice(-maxRemembered) }), 'utf8'),
      ),
    async readBytes(draftId, documentId) {
      if (!idPattern.test(documentId)) throw new Error('not a document id');
      const bytes = await read(draftId, documentId);
      if (bytes === null) throw Object.assign(new Error('document missing'), { code: 'ENOENT' });
      return bytes;
    },
    writeBytes(draftId, documentId, bytes) {
      if (!idPattern.test(documentId)) throw new Error('not a document id');
      return write(draftId, documentId, bytes);
    },
    async removeBytes(draftId, documentId) {
      if (!idPattern.test(documentId)) throw new Error('not a document id');
      await unlinkRetrying(fileOf(draftId, documentId)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    removeAll: (draftId) => removeDocumentFolder(draftsDir, draftId),
    draftIds: () => documentFolderIds(draftsDir),
    setAsideCount: async (draftId) => (await listQuarantine(folderOf(draftId))).length,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function additionalData(draftId: string, name: string): Buffer {
  return Buffer.concat([
    magic,
    Buffer.from([formatVersion]),
    Buffer.from(`${draftId}/${name}`, 'utf8'),
  ]);
}

function encrypt(key: Buffer, draftId: string, name: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(draftId, name));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([magic, Buffer.from([formatVersion]), iv, cipher.getAuthTag(), ciphertext]);
}

function decrypt(key: Buffer, draftId: string, name: string, bytes: Buffer): Buffer {
  if (
    bytes.length < headerLength + ivLength + tagLength ||
    !bytes.subarray(0, magic.length).equals(magic) ||
    bytes[magic.length] !== formatVersion
  )
    throw new Error('not a document file');
  const iv = bytes.subarray(headerLength, headerLength + ivLength);
  const tag = bytes.subarray(headerLength + ivLength, headerLength + ivLength + tagLength);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(additionalData(draftId, name));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(bytes.subarray(headerLength + ivLength + tagLength)),
    decipher.final(),
  ]);
}
