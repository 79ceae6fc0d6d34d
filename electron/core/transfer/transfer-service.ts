// Export and import of applications between laptops (decisions 40-43): the one owner of running
// export jobs and of the file last checked for import. Export runs in the background with
// progress events and Cancel; import is two steps, a dry run that reads and verifies the whole
// file and writes nothing, then the import itself, which adds only what is not here yet.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import { isStrongPassphrase, normalisePassphrase } from '../../../shared/transfer/passphrase-rule';
import {
  previewItemLimit,
  type ExportAnswer,
  type ExportRequest,
  type ImportOutcome,
  type ImportPreview,
  type ImportPreviewItem,
  type ImportVerdict,
  type TransferProgress,
} from '../../../shared/transfer/transfer-schema';
import type { DraftStore } from '../drafts/draft-store-api';
import { listAllDrafts } from '../drafts/list-all-drafts';
import type { Logger } from '../ports';
import { checkEnvelope, openExport } from './export-reader';
import { writeExport } from './export-writer';
import { generatePassphrase } from './generate-passphrase';
import { arrivalOf } from './import-arrival';
import { draftOfRecord } from './import-records';
import type { DocumentService, DocumentWithBytes } from '../documents/document-service';
import {
  fileRecordOf,
  type FileMark,
  type FileRecord,
  type TransferStatus,
  withoutTracking,
} from '../status/handled-transfer';
import type { HandledMark } from '../status/mark-rules';
import type { ExportDocumentLine, ExportHandledLine } from './export-format';
import { problemOf, TransferFailure } from './transfer-failure';

export interface TransferServiceOptions {
  drafts: () => Promise<Result<DraftStore>>;
  app: { name: string; version: string };
  now: () => Date;
  logger: Logger;
  onProgress: (progress: TransferProgress) => void;
  /** Lower than age's default only in tests. */
  scryptLogN?: number;
  /** The applications' documents, exported with them and imported with the new ones (48). */
  documents?: () => Promise<Result<DocumentService>>;
  /**
   * The status tracker's side: the agent's handled marks, exported with their applications and
   * offered on import (64), and the merchants of the submitted applications an import adds.
   */
  status?: () => Promise<Result<TransferStatus>>;
}

export interface TransferService {
  /**
   * `mayReplace`: the agent consented to replace an existing file at the path in the system save
   * dialog (decisions 81); otherwise an existing file is `file-exists`.
   */
  startExport(
    request: ExportRequest,
    options?: { mayReplace?: boolean },
  ): Promise<Result<ExportAnswer>>;
  /** Settles when the export job ends (tests and the bench); unknown ids settle at once. */
  finished(jobId: string): Promise<TransferProgress | undefined>;
  cancel(jobId: string): boolean;
  preview(filePath: string, passphrase: string): Promise<Result<ImportPreview>>;
  importChecked(token: string): Promise<Result<ImportOutcome>>;
}

interface CheckedFile {
  token: string;
  filePath: string;
  passphrase: string;
  sha256: string;
  /** Epoch ms after which the import needs a new dry run (and the passphrase is dropped). */
  expiresAt: number;
}

/**
 * How long a checked file (with its passphrase, held in memory for the import) stays good: long
 * enough to read the dry run's list, short enough that an abandoned import does not keep the
 * passphrase for the rest of the session.
 */
export const checkedFileTtlMs = 10 * 60 * 1000;

const listPage = 10_000;
/** Drafts read or written at once: enough to overlap disk waits, few enough to bound memory. */
const readAhead = 16;
/**
 * Imported applications handed to the store at once (DraftStore.adoptBatch): each batch costs
 * one folder fsync, and its file writes and fsyncs run side by side so the file system commits
 * them together. Measured on the bench (10,000 drafts): see scripts/bench/transfer.bench.ts.
 */
const adoptBatchSize = 128;

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every application not in the trash, by id, a page at a time from the index. */
async function allLiveIds(drafts: DraftStore): Promise<Result<string[]>> {
  const all = await listAllDrafts(drafts, { sort: 'createdAt', direction: 'asc' }, listPage);
  return all.ok ? ok(all.value.map((item) => item.id)) : all;
}

async function verdictOf(drafts: DraftStore, incoming: Draft): Promise<ImportVerdict> {
  const local = await drafts.get(incoming.id);
  if (!local.ok) return local.error.code === 'NOT_FOUND' ? 'new' : 'conflicting';
  return local.value.updatedAt === incoming.updatedAt ? 'already-here' : 'conflicting';
}

export function createTransferService(options: TransferServiceOptions): TransferService {
  const jobs = new Map<string, { controller: AbortController; done: Promise<TransferProgress> }>();
  let checked: CheckedFile | undefined;

  /** The drafts in order, reading a few ahead so decryption overlaps the encryptor's work. */
  async function* draftsOf(
    drafts: DraftStore,
    ids: string[],
    onLeftOut: () => void,
  ): AsyncGenerator<Draft> {
    const ahead: Promise<Result<Draft>>[] = [];
    let next = 0;
    const fill = () => {
      while (ahead.length < readAhead && next < ids.length) ahead.push(drafts.get(ids[next++]!));
    };
    fill();
    while (ahead.length > 0) {
      const draft = await ahead.shift()!;
      fill();
      // One deleted or set aside since the list was taken is left out, not a failed export; it
      // is counted and the agent is told (decisions 40).
      if (draft.ok) yield withoutTracking(draft.value);
      else if (draft.error.code === 'NOT_FOUND' || draft.error.code === 'CORRUPT') onLeftOut();
      else throw new Error(`draft read failed: ${draft.error.code}`);
    }
  }

  /** An application's documents for the export; unreadable ones are left out and logged. */
  async function documentsOf(
    draftId: string,
    onLeftOut: (count: number) => void,
  ): Promise<readonly DocumentWithBytes[]> {
    const opened = await options.documents?.();
    if (opened === undefined || !opened.ok) return [];
    try {
      return await opened.value.readAll(draftId, onLeftOut);
    } catch (error) {
      onLeftOut(1);
      options.logger.warn('documents left out of the export', {
        code: (error as NodeJS.ErrnoException).code ?? (error as Error).name,
      });
      return [];
    }
  }

  /** The marks standing here when the export starts; none when the tracker cannot be read. */
  async function standingMarks(): Promise<Map<string, HandledMark>> {
    const opened = await options.status?.();
    if (opened === undefined) return new Map();
    if (!opened.ok) {
      options.logger.warn('handled marks left out of the export', { code: opened.error.code });
      return new Map();
    }
    return opened.value.standing();
  }

  /** Collects a file's marks, each with its application's record there (decisions 64). */
  function markCollector(): {
    marks: Map<string, FileMark>;
    onHandled: (line: ExportHandledLine, record: Record<string, unknown>) => void;
  } {
    const marks = new Map<string, FileMark>();
    const onHandled = (line: ExportHandledLine, record: Record<string, unknown>) => {
      // The reader has just yielded this record, which passed draftOfRecord then.
      const mark = { status: line.status, at: Date.parse(line.at) };
      marks.set(line.draftId, { mark, record: fileRecordOf(draftOfRecord(record)) });
    };
    return { marks, onHandled };
  }

  /** How many of a file's marks an import would take now; 0 when they cannot be judged. */
  async function countMarks(marks: Map<string, FileMark>): Promise<number> {
    if (marks.size === 0 || options.status === undefined) return 0;
    const opened = await options.status();
    const counted = opened.ok ? await opened.value.adopt(marks, { isDryRun: true }) : opened;
    if (counted.ok) return counted.value;
    options.logger.warn('handled marks not counted', { code: counted.error.code });
    return 0;
  }

  /**
   * Tracks the merchants of the submitted applications an import added, after the marks (a
   * marked one has started from its record already). An import never fails on it: the next
   * start's catch-up tracks them then.
   */
  async function trackArrived(records: FileRecord[]): Promise<void> {
    if (records.length === 0 || options.status === undefined) return;
    const opened = await options.status();
    const tracked = opened.ok
      ? await opened.value.trackArrived(records).then(
          (count) => ok(count),
          (error: unknown) => err('STORAGE', (error as Error).message),
        )
      : opened;
    if (!tracked.ok)
      options.logger.warn('imported merchants not tracked until the next start', {
        code: tracked.error.code,
      });
  }

  /** Offers the file's marks of applications now here; an import never fails on them. */
  async function offerMarks(
    marks: Map<string, FileMark>,
    present: Set<string>,
  ): Promise<{ taken: number } | { notKept: true } | undefined> {
    const offered = new Map([...marks].filter(([draftId]) => present.has(draftId)));
    if (offered.size === 0 || options.status === undefined) return undefined;
    const opened = await options.status();
    const adopted = opened.ok ? await opened.value.adopt(offered) : opened;
    if (adopted.ok) {
      options.logger.info('handled marks imported', { taken: adopted.value });
      return { taken: adopted.value };
    }
    // Importing the file again offers them again (decisions 64); the outcome says so.
    options.logger.warn('handled marks not imported', { code: adopted.error.code });
    return { notKept: true };
  }

  function runExport(
    drafts: DraftStore,
    request: ExportRequest,
    passphrase: string,
    ids: string[],
    marks: Map<string, HandledMark>,
    mayReplace: boolean,
  ): string {
    const jobId = randomUUID();
    const controller = new AbortController();
    const total = ids.length;
    const report = (progress: Omit<TransferProgress, 'jobId' | 'kind' | 'total'>) => {
      const full: TransferProgress = { jobId, kind: 'export', total, ...progress };
      options.onProgress(full);
      return full;
    };
    let lastReported = 0;
    let leftOut = 0;
    let documentsLeftOut = 0;
    const documentsLeft = () => (documentsLeftOut > 0 ? { documentsLeftOut } : {});
    const done = writeExport({
      filePath: request.filePath,
      passphrase,
      drafts: draftsOf(drafts, ids, () => (leftOut += 1)),
      count: total,
      app: options.app,
      now: options.now,
      signal: controller.signal,
      ...(options.scryptLogN === undefined ? {} : { scryptLogN: options.scryptLogN }),
      documentsOf: (draftId) => documentsOf(draftId, (count) => (documentsLeftOut += count)),
      handledOf: (draftId) => marks.get(draftId),
      mayReplace,
      onProgress: (count) => {
        // About a hundred events per export, whatever its size.
        if (count - lastReported >= Math.max(1, Math.floor(total / 100))) {
          lastReported = count;
          report({ state: 'running', done: count, leftOut });
        }
      },
    }).then(
      ({ count }) => {
        options.logger.info('export written', { count, leftOut, documentsLeftOut });
        return report({ state: 'done', done: count, leftOut, ...documentsLeft() });
      },
      (error: unknown) => {
        const problem = problemOf(error);
        if (problem === undefined)
          options.logger.error('export failed', { message: (error as Error).message });
        return report({ state: 'failed', done: lastReported, problem: problem ?? 'not-writable' });
      },
    );
    jobs.set(jobId, { controller, done });
    void done.finally(() => jobs.delete(jobId));
    return jobId;
  }

  return {
    async startExport(request, startOptions = {}) {
      const mayReplace = startOptions.mayReplace === true;
      if (!path.isAbsolute(request.filePath))
        return err('VALIDATION', 'Give the full path of the file.', {
          fieldErrors: [{ field: 'filePath', message: 'not an absolute path' }],
        });
      const typed =
        request.passphrase === undefined ? undefined : normalisePassphrase(request.passphrase);
      if (typed !== undefined && typed !== '' && !isStrongPassphrase(typed))
        return ok({ outcome: 'problem', problem: 'weak-passphrase' });
      const exists =
        !mayReplace &&
        (await access(request.filePath).then(
          () => true,
          () => false,
        ));
      if (exists) return ok({ outcome: 'problem', problem: 'file-exists' });
      const opened = await options.drafts();
      if (!opened.ok) return opened;
      let ids = request.draftIds;
      if (ids === undefined) {
        const live = await allLiveIds(opened.value);
        if (!live.ok) return live;
        ids = live.value;
      }
      const isGenerated = typed === undefined || typed === '';
      const passphrase = isGenerated ? generatePassphrase() : typed;
      const marks = await standingMarks();
      const jobId = runExport(opened.value, request, passphrase, ids, marks, mayReplace);
      return ok({
        outcome: 'started',
        jobId,
        total: ids.length,
        ...(isGenerated ? { generatedPassphrase: passphrase } : {}),
      });
    },
    async finished(jobId) {
      return jobs.get(jobId)?.done;
    },
    cancel(jobId) {
      const job = jobs.get(jobId);
      job?.controller.abort();
      return job !== undefined;
    },
    async preview(filePath, typedPassphrase) {
      checked = undefined;
      const passphrase = normalisePassphrase(typedPassphrase);
      if (!path.isAbsolute(filePath))
        return err('VALIDATION', 'Give the full path of the file.', {
          fieldErrors: [{ field: 'filePath', message: 'not an absolute path' }],
        });
      const opened = await options.drafts();
      if (!opened.ok) return opened;
      const drafts = opened.value;
      const counts = { new: 0, alreadyHere: 0, conflicting: 0 };
      const items: ImportPreviewItem[] = [];
      try {
        // A folder, a device, a pipe or another format is refused before the file is read whole.
        await checkEnvelope(filePath);
        const sha256 = await hashFile(filePath).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT')
            throw new TransferFailure('file-missing');
          throw error;
        });
        const collected = markCollector();
        const contents = await openExport(filePath, passphrase, {
          onHandled: collected.onHandled,
        });
        for await (const record of contents.records) {
          const draft = draftOfRecord(record);
          const verdict = await verdictOf(drafts, draft);
          if (verdict === 'new') counts.new += 1;
          else if (verdict === 'already-here') counts.alreadyHere += 1;
          else counts.conflicting += 1;
          if (items.length < previewItemLimit) {
            const legalName = draft.payload.legalName;
            items.push({
              id: draft.id,
              legalName: typeof legalName === 'string' ? legalName.slice(0, 500) : '',
              lifecycle: draft.lifecycle,
              verdict,
            });
          }
        }
        const token = randomUUID();
        checked = {
          token,
          filePath,
          passphrase,
          sha256,
          expiresAt: options.now().getTime() + checkedFileTtlMs,
        };
        // Dropped from memory when it expires even if nobody asks again.
        setTimeout(() => {
          if (checked?.token === token) checked = undefined;
        }, checkedFileTtlMs).unref();
        const handled = await countMarks(collected.marks);
        return ok({
          outcome: 'preview',
          token,
          counts: { ...counts, ...(handled > 0 && { handled }) },
          items,
        });
      } catch (error) {
        const problem = problemOf(error);
        if (problem === undefined) throw error;
        options.logger.info('import file refused', { problem });
        return ok({ outcome: 'problem', problem });
      }
    },
    async importChecked(token) {
      const file = checked;
      if (file !== undefined && file.expiresAt <= options.now().getTime()) checked = undefined;
      if (file?.token !== token || checked === undefined)
        return err('NOT_FOUND', 'Check the file again before importing.');
      const opened = await options.drafts();
      if (!opened.ok) return opened;
      const drafts = opened.value;
      let imported = 0;
      let skipped = 0;
      try {
        // The file checked by the dry run, byte for byte: otherwise a changed file could write
        // records before its damage shows.
        await checkEnvelope(file.filePath);
        const sha256 = await hashFile(file.filePath).catch(() => '');
        if (sha256 !== file.sha256) throw new TransferFailure('file-missing', 'changed');
        const openedDocuments = await options.documents?.();
        const documents = openedDocuments?.ok === true ? openedDocuments.value : undefined;
        // Documents follow their application's line: the batch holding it is written first. An
        // application on this laptop after its batch (added now, or by an import that stopped
        // part-way) takes each document it lacks: adopt skips ids it already lists, so importing
        // the same file again completes what an interrupted run left (decisions 48). A document
        // that cannot be stored is counted in the outcome, never dropped silently.
        const present = new Set<string>();
        /** The submitted applications added, as the file held them: their merchants are tracked. */
        const arrived: FileRecord[] = [];
        let documentsLeftOut = 0;
        const onDocument = async (line: ExportDocumentLine) => {
          if (batch.some((draft) => draft.id === line.draftId)) await flush();
          if (failure) return;
          const bytes = Buffer.from(line.data, 'base64');
          if (bytes.length !== line.document.size) throw new TransferFailure('damaged', 'size');
          if (documents === undefined || !present.has(line.draftId)) {
            documentsLeftOut += 1;
            return;
          }
          try {
            await documents.adopt(line.draftId, [{ summary: line.document, bytes }]);
          } catch (error) {
            documentsLeftOut += 1;
            options.logger.warn('document left out of the import', {
              code: (error as NodeJS.ErrnoException).code ?? (error as Error).name,
            });
          }
        };
        // Marks wait for the end: each is offered once its application is stored here.
        const { marks, onHandled } = markCollector();
        const contents = await openExport(file.filePath, file.passphrase, {
          onDocument,
          onHandled,
        });
        const at = options.now();
        // Records go to the store in batches: each application is still its own fsynced atomic
        // file, but the drafts folder is fsynced once per batch instead of once per file
        // (DraftStore.adoptBatch, decisions 42), and a batch's writes overlap on the disk.
        let failure: Result<never> | undefined;
        let batch: Draft[] = [];
        const flush = async () => {
          const sent = batch;
          const results = await drafts.adoptBatch(sent);
          batch = [];
          results.forEach((result, index) => {
            if (!result.ok) failure ??= result;
            else {
              const draft = sent[index]!;
              present.add(draft.id);
              if (!result.value.isAdded) skipped += 1;
              else {
                imported += 1;
                if (draft.lifecycle === 'submitted') arrived.push(fileRecordOf(draft));
              }
            }
          });
          options.onProgress({
            jobId: token,
            kind: 'import',
            state: 'running',
            done: imported + skipped,
            total: contents.header.count,
          });
        };
        for await (const record of contents.records) {
          batch.push(withoutTracking(arrivalOf(draftOfRecord(record), at)));
          if (batch.length >= adoptBatchSize) await flush();
          if (failure) break;
        }
        if (!failure && batch.length > 0) await flush();
        const marksOutcome = await offerMarks(marks, present);
        await trackArrived(arrived);
        checked = undefined;
        if (failure) return failure;
        options.logger.info('import done', { imported, skipped, documentsLeftOut });
        return ok({
          outcome: 'imported',
          imported,
          skipped,
          ...(documentsLeftOut > 0 ? { documentsLeftOut } : {}),
          ...(marksOutcome !== undefined ? { marks: marksOutcome } : {}),
        });
      } catch (error) {
        // A failed import needs a new dry run; the passphrase is not kept for it.
        checked = undefined;
        const problem = problemOf(error);
        if (problem === undefined) throw error;
        return ok({ outcome: 'problem', problem });
      }
    },
  };
}
