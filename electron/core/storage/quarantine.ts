// Unreadable files are moved aside, never deleted (issue 5): a truncated, tampered or
// undecryptable draft may still hold the agent's only copy of an application, and support may be
// able to recover it. Each moved file gets a small sidecar saying why and when, so the list
// survives restarts. Reasons are written by callers and never contain payload content.
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { QuarantinedFileSchema, type QuarantinedFile } from '../../../shared/drafts/draft-schema';
import { writeFileAtomic } from './atomic-write';

export const quarantineFolderName = 'quarantine';
const sidecarSuffix = '.reason.json';

export interface QuarantineRequest {
  id?: string;
  reason: string;
  at: Date;
}

/** Moves `file` into `<baseDir>/quarantine/` under a unique name and records why. */
export async function quarantineFile(
  baseDir: string,
  file: string,
  request: QuarantineRequest,
): Promise<QuarantinedFile> {
  const folder = path.join(baseDir, quarantineFolderName);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stamp = request.at.toISOString().replace(/[:.]/g, '-');
  const target = await freeName(folder, `${path.basename(file)}.${stamp}`);
  await rename(file, target);
  const record: QuarantinedFile = {
    ...(request.id === undefined ? {} : { id: request.id }),
    file: target,
    reason: request.reason,
    at: request.at.toISOString(),
  };
  await writeFileAtomic(`${target}${sidecarSuffix}`, JSON.stringify(record));
  return record;
}

/** Every quarantined file with its recorded reason, oldest first. */
export async function listQuarantine(baseDir: string): Promise<QuarantinedFile[]> {
  const folder = path.join(baseDir, quarantineFolderName);
  const names = await readdir(folder).catch(() => [] as string[]);
  const records: QuarantinedFile[] = [];
  for (const name of names) {
    if (!name.endsWith(sidecarSuffix)) continue;
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

async function freeName(folder: string, base: string): Promise<string> {
  const taken = new Set(await readdir(folder));
  let candidate = base;
  for (let n = 1; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return path.join(folder, candidate);
}
