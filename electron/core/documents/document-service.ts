// Documents of one application (decisions 48, 49): attach in chunks (announce the size, send the
// bytes, finish), list, remove, and what purge, retention, export and the PDF need. A file is
// refused before a byte of it is held when its announced size is over the limit or zero, again if
// more bytes arrive than announced, and at the end unless its bytes are a whole JPEG, PNG or PDF;
// a refusal stores nothing and leaves the application's other documents as they were. Documents
// are added and removed until the application is submitted, never after, nor while it is in the
// trash. Writes to one application's documents go one at a time, so the list never loses one.
import { randomUUID } from 'node:crypto';
import {
  maxDocumentBytes,
  type DocumentKind,
  type DocumentList,
  type DocumentRefused,
  type DocumentSummary,
  type DocumentBeginAnswer,
  type DocumentFinishAnswer,
  type DocumentCancelAnswer,
} from '../../../shared/documents/document-schema';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { checkDocument } from './document-check';
import { DamagedDocumentFile, type DocumentFiles } from './document-files';

/**
 * An upload that receives no chunk for this long is dropped with its bytes, so one abandoned
 * without documents:cancel (a crashed window) frees its slot soon. Each chunk starts it again:
 * a large file on a slow disk is never cut off while its chunks keep coming.
 */
export const uploadIdleMs = 2 * 60 * 1000;
/** At most this many uploads held at once (40 MB of bytes in memory at worst). */
const maxOpenUploads = 4;

export interface DocumentWithBytes {
  summary: DocumentSummary;
  bytes: Buffer;
}

export interface DocumentService {
  list(draftId: string): Promise<Result<DocumentList>>;
  begin(request: {
    draftId: string;
    kind: DocumentKind;
    name: string;
    size: number;
    declaredType?: string | undefined;
  }): Promise<Result<DocumentBeginAnswer>>;
  chunk(request: {
    uploadId: string;
    offset: number;
    data: string;
  }): Result<{ outcome: 'received'; received: number } | DocumentRefused>;
  finish(uploadId: string): Promise<Result<DocumentFinishAnswer>>;
  /** Drops an upload given up part-way (documents:cancel); unknown ids are no error. */
  cancel(uploadId: string): Result<DocumentCancelAnswer>;
  /** One call with the whole file: what finish does once the chunks are in. */
  attach(
    draftId: string,
    file: { kind: DocumentKind; name: string; bytes: Buffer; declaredType?: string | undefined },
  ): Promise<Result<DocumentFinishAnswer>>;
  remove(draftId: string, documentId: string): Promise<Result<DocumentList>>;
  /**
   * Every readable document with its bytes (export); `onLeftOut` hears how many of the
   * application's documents are not among them (damaged and set aside, or missing).
   */
  readAll(draftId: string, onLeftOut?: (count: number) => void): Promise<DocumentWithBytes[]>;
  /** Documents that came with an imported application, stored as they were (transfer). */
  adopt(draftId: string, documents: readonly DocumentWithBytes[]): Promise<void>;
  /**
   * Copies every document of one application to another (Duplicate, decisions 48), one at a time
   * so only one is in memory; the list is written last. Answers false at the first document that
   * cannot be read (the caller then gives the copy up); a write that fails throws, as every other
   * write here.
   */
  copyAll(fromDraftId: string, toDraftId: string): Promise<boolean>;
  /** Removes every document of an application: purge, retention (decisions 48). */
  removeAll(draftId: string): Promise<void>;
}

interface Upload {
  draftId: string;
  kind: DocumentKind;
  name: string;
  size: number;
  declaredType?: string | undefined;
  parts: Buffer[];
  received: number;
  timer: NodeJS.Timeout;
}

export function refusedSize(size: number): DocumentRefused | null {
  if (size === 0) return { outcome: 'refused', problem: 'empty' };
  if (size > maxDocumentBytes)
    return { outcome: 'refused', problem: 'too-large', size, limit: maxDocumentBytes };
  return null;
}

export function createDocumentService(options: {
  files: DocumentFiles;
  getDraft: (id: string) => Promise<Result<Draft>>;
  now: () => Date;
  logger: Logger;
  /** The data folder is read-only (decisions 27): the list says nothing can be added. */
  isReadOnly?: boolean;
}): DocumentService {
  const { files, logger } = options;
  const uploads = new Map<string, Upload>();
  const queues = new Map<string, Promise<unknown>>();

  /** A document's bytes, or null when its file is damaged (set aside by now) or missing. */
  async function wholeBytes(draftId: string, documentId: string): Promise<Buffer | null> {
    try {
      return await files.readBytes(draftId, documentId);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (error instanceof DamagedDocumentFile || code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Runs writes to one application's documents one after another. */
  function serial<T>(draftId: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(draftId) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    queues.set(draftId, settled);
    void settled.then(() => queues.get(draftId) === settled && queues.delete(draftId));
    return next;
  }

  async function editable(draftId: string): Promise<Result<Draft>> {
    const draft = await options.getDraft(draftId);
    if (!draft.ok) return draft;
    if (draft.value.lifecycle === 'submitted')
      return err('READ_ONLY', 'A submitted application keeps its documents as they are.');
    if (draft.value.trashedAt !== undefined)
      return err('INVALID_STATE', 'The application is in the trash.', {
        details: { reason: 'in-trash' },
      });
    return draft;
  }

  /**
   * The check again once the write is done. The first check runs outside the draft store's own
   * per-draft queue, so the outbox may have moved the application to submitted meanwhile: if so
   * the write is undone, and a submitted application's documents stay as they were when it was
   * sent. A check that passes after the write means the write came first.
   */
  function stillEditable(draftId: string): Promise<Result<Draft>> {
    return editable(draftId);
  }

  function drop(uploadId: string): void {
    const upload = uploads.get(uploadId);
    if (upload === undefined) return;
    clearTimeout(upload.timer);
    uploads.delete(uploadId);
  }

  function idleTimer(uploadId: string): NodeJS.Timeout {
    const timer = setTimeout(() => drop(uploadId), uploadIdleMs);
    timer.unref();
    return timer;
  }

  async function attach(
    draftId: string,
    file: { kind: DocumentKind; name: string; bytes: Buffer; declaredType?: string | undefined },
  ): Promise<Result<DocumentFinishAnswer>> {
    const sized = refusedSize(file.bytes.length);
    if (sized !== null) return ok(sized);
    const checked = await checkDocument(file.bytes, file);
    if (!checked.ok) return ok({ outcome: 'refused', problem: checked.problem });
    return serial(draftId, async (): Promise<Result<DocumentFinishAnswer>> => {
      const allowed = await editable(draftId);
      if (!allowed.ok) return allowed;
      const document: DocumentSummary = {
        id: randomUUID(),
        kind: file.kind,
        name: file.name.trim(),
        mediaType: checked.mediaType,
        size: file.bytes.length,
        addedAt: options.now().toISOString(),
      };
      const existing = await files.readManifest(draftId);
      // The bytes first, then the list: a crash in between leaves an unlisted file, never a
      // listed document without its bytes.
      await files.writeBytes(draftId, document.id, file.bytes);
      await files.writeManifest(draftId, [...existing, document]);
      const still = await stillEditable(draftId);
      if (!still.ok) {
        await files.writeManifest(draftId, existing);
        await files.removeBytes(draftId, document.id);
        return still;
      }
      logger.info('document attached', { kind: document.kind, mediaType: document.mediaType });
      return ok({ outcome: 'attached', document });
    });
  }

  return {
    async list(draftId) {
      const draft = await options.getDraft(draftId);
      if (!draft.ok) return draft;
      const isEditable =
        options.isReadOnly !== true &&
        draft.value.lifecycle !== 'submitted' &&
        draft.value.trashedAt === undefined;
      const documents = await files.readManifest(draftId);
      const setAside = await files.setAsideCount(draftId);
      return ok({ documents, isEditable, ...(setAside > 0 ? { setAside } : {}) });
    },
    async begin(request) {
      const sized = refusedSize(request.size);
      if (sized !== null) return ok(sized);
      const allowed = await editable(request.draftId);
      if (!allowed.ok) return allowed;
      if (uploads.size >= maxOpenUploads)
        return err('INVALID_STATE', 'Too many files are being attached at once.');
      const uploadId = randomUUID();
      uploads.set(uploadId, { ...request, parts: [], received: 0, timer: idleTimer(uploadId) });
      return ok({ outcome: 'ready', uploadId });
    },
    chunk({ uploadId, offset, data }) {
      const upload = uploads.get(uploadId);
      if (upload === undefined) return err('NOT_FOUND', 'No such upload.');
      if (offset !== upload.received) {
        drop(uploadId);
        return err('BAD_REQUEST', 'Chunks must arrive in order.');
      }
      const bytes = Buffer.from(data, 'base64');
      // More than announced: refused at once, the bytes so far dropped.
      if (upload.received + bytes.length > upload.size) {
        drop(uploadId);
        return ok({
          outcome: 'refused',
          problem: 'too-large',
          size: upload.received + bytes.length,
          limit: Math.min(upload.size, maxDocumentBytes),
        });
      }
      upload.parts.push(bytes);
      upload.received += bytes.length;
      clearTimeout(upload.timer);
      upload.timer = idleTimer(uploadId);
      return ok({ outcome: 'received', received: upload.received });
    },
    async finish(uploadId) {
      const upload = uploads.get(uploadId);
      if (upload === undefined) return err('NOT_FOUND', 'No such upload.');
      drop(uploadId);
      if (upload.received !== upload.size)
        return err('BAD_REQUEST', 'The upload ended before all its bytes arrived.');
      return attach(upload.draftId, {
        kind: upload.kind,
        name: upload.name,
        bytes: Buffer.concat(upload.parts),
        declaredType: upload.declaredType,
      });
    },
    cancel(uploadId) {
      const cancelled = uploads.has(uploadId);
      drop(uploadId);
      return ok({ cancelled });
    },
    attach,
    remove(draftId, documentId) {
      return serial(draftId, async (): Promise<Result<DocumentList>> => {
        const allowed = await editable(draftId);
        if (!allowed.ok) return allowed;
        const existing = await files.readManifest(draftId);
        if (!existing.some((document) => document.id === documentId))
          return err('NOT_FOUND', 'No such document.');
        const rest = existing.filter((document) => document.id !== documentId);
        // The id is remembered first, so an older export imported again does not bring it back
        // (a crash before the list is written leaves it listed and remembered: still there).
        // Then the list, then the bytes: a crash in between leaves an unlisted file only.
        const removed = await files.readRemoved(draftId);
        await files.writeRemoved(draftId, [...removed, documentId]);
        await files.writeManifest(draftId, rest);
        const still = await stillEditable(draftId);
        if (!still.ok) {
          await files.writeManifest(draftId, existing);
          await files.writeRemoved(draftId, removed);
          return still;
        }
        await files.removeBytes(draftId, documentId);
        logger.info('document removed');
        return ok({ documents: rest, isEditable: true });
      });
    },
    async readAll(draftId, onLeftOut) {
      const documents = await files.readManifest(draftId);
      const all: DocumentWithBytes[] = [];
      for (const summary of documents) {
        // A damaged or missing one is left out; the rest go on.
        const bytes = await wholeBytes(draftId, summary.id);
        if (bytes !== null) all.push({ summary, bytes });
      }
      const setAside = await files.setAsideCount(draftId);
      const leftOut = Math.max(setAside, documents.length - all.length);
      if (leftOut > 0) onLeftOut?.(leftOut);
      return all;
    },
    adopt(draftId, documents) {
      return serial(draftId, async () => {
        if (documents.length === 0) return;
        const existing = await files.readManifest(draftId);
        // Ids already here, and ids the agent removed here: neither comes back.
        const known = new Set([
          ...existing.map((document) => document.id),
          ...(await files.readRemoved(draftId)),
        ]);
        const added = documents.filter((document) => !known.has(document.summary.id));
        if (added.length === 0) return;
        for (const document of added)
          await files.writeBytes(draftId, document.summary.id, document.bytes);
        await files.writeManifest(draftId, [...existing, ...added.map((d) => d.summary)]);
      });
    },
    copyAll(fromDraftId, toDraftId) {
      return serial(toDraftId, async () => {
        const documents = await files.readManifest(fromDraftId);
        for (const summary of documents) {
          const bytes = await wholeBytes(fromDraftId, summary.id);
          // Damaged or missing: the copy would not be the whole application.
          if (bytes === null) return false;
          await files.writeBytes(toDraftId, summary.id, bytes);
        }
        if (documents.length > 0) await files.writeManifest(toDraftId, documents);
        return true;
      });
    },
    removeAll(draftId) {
      return serial(draftId, () => files.removeAll(draftId));
    },
  };
}
