// Audit log of every submission attempt, for support, as JSON lines in
// {dir}/audit.jsonl. Each entry is rebuilt field by field from AuditEntrySchema, so a caller
// cannot smuggle a payload, a token or PII into the file.
//
// Durability policy: each line is appended with one write(2) on an O_APPEND descriptor, which on a
// local file system lands whole or not at all relative to other appends; lines are NOT fsync'd one
// by one. The outbox queue file and the draft store are the durable record of what was submitted;
// the audit log is for support, and a power cut may lose its last few lines but never garbles
// earlier ones. A torn last line is skipped on read. Appends are serialised so lines keep their
// order. Past `maxBytes` the file is rotated once to audit.1.jsonl (the previous one is replaced).
import { appendFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AuditEntrySchema, type AuditEntry } from '../../../shared/outbox/audit-entry-schema';
import { silentLogger, systemClock, type Clock, type Logger } from '../ports';
import { ensurePrivateDir, privateFileMode } from '../../../node/private-dir';
import { writeFileAtomic } from '../../../node/atomic-write';
import { renameRetrying } from '../../../node/file-retry';
import { quarantineFile } from '../storage/quarantine';

export type AuditRecord = Omit<AuditEntry, 'at'>;

export interface AuditLog {
  /** Appends one entry stamped with the current time. Never rejects: failures are logged. */
  record(entry: AuditRecord): Promise<void>;
  /** The newest `limit` entries (default 200), oldest first. */
  read(options?: { limit?: number }): Promise<AuditEntry[]>;
  /**
   * At open: a log with unreadable lines (other than a torn last one) is set aside into
   * quarantine/ with its reason and replaced by its readable lines, so the damage is kept for
   * support and said once (decisions 25) instead of silently skipped on every read.
   */
  setAsideIfDamaged(): Promise<void>;
  readonly file: string;
}

export interface AuditLogOptions {
  dir: string;
  clock?: Clock;
  logger?: Logger;
  maxBytes?: number;
}

function pick(entry: AuditEntry): AuditEntry {
  const line: AuditEntry = {
    at: entry.at,
    environmentId: entry.environmentId,
    draftId: entry.draftId,
    referenceId: entry.referenceId,
    action: entry.action,
    attempt: entry.attempt,
    outcome: entry.outcome,
  };
  if (entry.httpStatus !== undefined) line.httpStatus = entry.httpStatus;
  if (entry.merchantId !== undefined) line.merchantId = entry.merchantId;
  if (entry.evidenceSha256 !== undefined) line.evidenceSha256 = entry.evidenceSha256;
  return line;
}

async function readLines(file: string): Promise<string[]> {
  try {
    return (await readFile(file, 'utf8')).split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return null;
  }
}

export function createAuditLog(options: AuditLogOptions): AuditLog {
  const file = path.join(options.dir, 'audit.jsonl');
  const rotated = path.join(options.dir, 'audit.1.jsonl');
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  let chain: Promise<void> = Promise.resolve();

  /**
   * Moves a full log aside. A rotation that fails (on Windows, a scanner or indexer holding either
   * file past the retries) is no reason to lose the entry: the log grows past its size this once
   * and the next append tries again (decisions 71).
   */
  async function rotateIfLarge(): Promise<void> {
    try {
      if ((await stat(file)).size >= maxBytes) await renameRetrying(file, rotated);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') logger.warn('audit log not rotated; appending anyway', { code });
    }
  }

  function record(entry: AuditRecord): Promise<void> {
    const parsed = AuditEntrySchema.safeParse({
      ...entry,
      at: new Date(clock.now()).toISOString(),
    });
    if (!parsed.success) {
      logger.error('audit entry rejected', {
        issues: parsed.error.issues.map((issue) => issue.path.join('.')),
      });
      return Promise.resolve();
    }
    const line = `${JSON.stringify(pick(parsed.data))}\n`;
    chain = chain
      .then(async () => {
        await ensurePrivateDir(options.dir);
        await rotateIfLarge();
        await appendFile(file, line, { encoding: 'utf8', flag: 'a', mode: privateFileMode });
      })
      .catch((error: unknown) => {
        logger.error('audit append failed', { error: (error as Error).message });
      });
    return chain;
  }

  async function read(readOptions: { limit?: number } = {}): Promise<AuditEntry[]> {
    const limit = readOptions.limit ?? 200;
    await chain;
    const lines = [...(await readLines(rotated)), ...(await readLines(file))];
    const entries: AuditEntry[] = [];
    for (const line of lines) {
      if (line.trim() === '') continue;
      try {
        const parsed = AuditEntrySchema.safeParse(JSON.parse(line));
        if (parsed.success) entries.push(parsed.data);
      } catch {
        // A torn last line after a crash: skipped (see the durability policy above).
      }
    }
    return limit <= 0 ? [] : entries.slice(-limit);
  }

  async function setAsideIfDamaged(): Promise<void> {
    await chain;
    try {
      const lines = (await readLines(file)).filter((line) => line.trim() !== '');
      const isReadable = (line: string) => AuditEntrySchema.safeParse(parseLine(line)).success;
      // The last line may be torn by a crash: that is the durability policy, not damage.
      const bad = lines.slice(0, -1).filter((line) => !isReadable(line)).length;
      if (bad === 0) return;
      const kept = lines.filter(isReadable);
      await quarantineFile(options.dir, file, {
        reason: `audit.jsonl had ${bad} unreadable line(s); its ${kept.length} readable ones were kept`,
        count: bad,
        at: new Date(clock.now()),
      });
      await writeFileAtomic(file, kept.map((line) => `${line}\n`).join(''));
      logger.warn('audit log set aside', { unreadable: bad });
    } catch (error) {
      logger.error('audit log could not be checked', {
        code: (error as NodeJS.ErrnoException).code,
      });
    }
  }

  return { record, read, setAsideIfDamaged, file };
}
