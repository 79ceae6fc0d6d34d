// Unreadable files are moved aside, never deleted: a truncated, tampered or
// undecryptable draft may still hold the agent's only copy of an application, and support may be
// able to recover it. Each moved file gets a small sidecar saying why and when, so the list
// survives restarts. Reasons are written by callers and never contain payload content.
// Crash safety: the sidecar is written BEFORE the file is moved, so a moved file always has its
// reason. A crash in between leaves a sidecar whose file is still in its old place (and will be
// quarantined again on the next read); such a sidecar is not listed. A file that has no sidecar
// (moved by an older version that crashed before writing it) is still listed, reason unknown.
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { QuarantinedFileSchema, type QuarantinedFile } from '../../../shared/drafts/draft-schema';
import { tempFileMarker, writeFileAtomic } from '../../../node/atomic-write';
import { renameRetrying } from '../../../node/file-retry';
import { ensurePrivateDir } from '../../../node/private-dir';

export const quarantineFolderName = 'quarantine';
const sidecarSuffix = '.reason.json';

export interface QuarantineRequest {
  id?: string;
  reason: string;
  /** Only part of a file was set aside: how many entries or lines (for the agent's words). */
  count?: number;
  at: Date;
}

/** Moves `file` into `<baseDir>/quarantine/` under a unique name and records why. */
export async function quarantineFile(
  baseDir: string,
  file: string,
  request: QuarantineRequest,
): Promise<QuarantinedFile> {
  const record = await placeFor(baseDir, path.basename(file), request, request.id);
  const sidecar = `${record.file}${sidecarSuffix}`;
  await writeFileAtomic(sidecar, JSON.stringify(record));
  try {
    await renameRetrying(file, record.file);
  } catch (error) {
    await unlink(sidecar).catch(() => undefined); // nothing was moved: no record of it either
    throw error;
  }
  return record;
}

/**
 * Keeps `content` in `<baseDir>/quarantine/` under `name` and a unique stamp, with its reason: for
 * the damaged part of a file that stays in use (the bad entries of environments.json). Sidecar
 * first, like quarantineFile, so a kept file always has its reason.
 */
export async function quarantineContent(
  baseDir: string,
  name: string,
  content: string,
  request: QuarantineRequest,
): Promise<QuarantinedFile> {
  const record = await placeFor(baseDir, name, request);
  await writeFileAtomic(`${record.file}${sidecarSuffix}`, JSON.stringify(record));
  await writeFileAtomic(record.file, content);
  return record;
}

/**
 * A free name for `name` in `<baseDir>/quarantine/`, stamped with the request's time, and the
 * record its sidecar keeps (with `id` when the file was one draft).
 */
async function placeFor(
  baseDir: string,
  name: string,
  request: QuarantineRequest,
  id?: string,
): Promise<QuarantinedFile> {
  const folder = path.join(baseDir, quarantineFolderName);
  await ensurePrivateDir(folder);
  const stamp = request.at.toISOString().replace(/[:.]/g, '-');
  return {
    ...(id === undefined ? {} : { id }),
    file: await freeName(folder, `${name}.${stamp}`),
    reason: request.reason,
    ...(request.count === undefined ? {} : { count: request.count }),
    at: request.at.toISOString(),
  };
}

/** Every quarantined file with its recorded reason, oldest first. */
export async function listQuarantine(baseDir: string): Promise<QuarantinedFile[]> {
  const folder = path.join(baseDir, quarantineFolderName);
  const names = await readdir(folder).catch(() => [] as string[]);
  const present = new Set(names);
  const records: QuarantinedFile[] = [];
  for (const name of names) {
    if (name.includes(tempFileMarker)) continue; // a sidecar write cut short by a crash
    if (!name.endsWith(sidecarSuffix)) {
      if (!present.has(`${name}${sidecarSuffix}`)) records.push(await withoutReason(folder, name));
      continue;
    }
    // The file was never moved here (crash between sidecar and move): nothing to list.
    if (!present.has(name.slice(0, -sidecarSuffix.length))) continue;
    const parsed = QuarantinedFileSchema.safeParse(
      await readFile(path.join(folder, name), 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null),
    );
    // A damaged sidecar still reports its file, with an honest reason.
    records.push(
      parsed.success
        ? parsed.data
        : {
            file: path.join(folder, name.slice(0, -sidecarSuffix.length)),
            reason: 'reason record unreadable',
            at: new Date(0).toISOString(),
          },
    );
  }
  return records.sort((a, b) => a.at.localeCompare(b.at));
}

/** A quarantined file without its sidecar; `at` is its modification time, the best clue left. */
async function withoutReason(folder: string, name: string): Promise<QuarantinedFile> {
  const file = path.join(folder, name);
  const modified = await stat(file).then(
    (stats) => stats.mtime,
    () => new Date(0),
  );
  return { file, reason: 'unknown (no reason was recorded)', at: modified.toISOString() };
}

async function freeName(folder: string, base: string): Promise<string> {
  const taken = new Set(await readdir(folder));
  let candidate = base;
  for (let n = 1; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return path.join(folder, candidate);
}
