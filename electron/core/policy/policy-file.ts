// A policy kept as a JSON file (decisions 83): /etc/boarding-desk/policy.json on Linux,
// %ProgramData%\BoardingDesk\policy.json on Windows, and the file named by `--policy` in browser
// mode. The size is asked of the open file before anything is read, and the read itself stops one
// byte past the limit, so a huge (or growing) file is refused without being held in memory.
import { watch as watchFolder, type FSWatcher } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { maxPolicyBytes, type PolicySource } from '../../../shared/policy/policy-schema';
import { checkPolicy, policyProblem, sizeText } from './policy-check';
import type { PolicyRead, PolicySourceReader } from './policy-source';

export interface FilePolicyOptions {
  file: string;
  /**
   * A missing file is a problem to show, not "no policy": true for `--policy FILE`, which names a
   * file the person starting the app expects to be read; false for the fixed places, where no
   * file means the organisation sets nothing there.
   */
  isRequired?: boolean;
  /** Bytes above which the file is refused unread; default maxPolicyBytes. */
  maxBytes?: number;
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'EIO';
}

/** The file's bytes, or why not; reads at most maxBytes + 1. */
async function readCapped(
  file: string,
  maxBytes: number,
): Promise<{ text: string } | { tooLarge: true } | { code: string }> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    return { code: codeOf(error) };
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { code: 'EISDIR' };
    if (stats.size > maxBytes) return { tooLarge: true };
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) return { tooLarge: true };
    return { text: buffer.subarray(0, length).toString('utf8') };
  } catch (error) {
    return { code: codeOf(error) };
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** Parses the text of a policy file (a UTF-8 byte-order mark, as Notepad writes, is allowed). */
export function policyFromText(text: string, source: PolicySource): PolicyRead {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return policyProblem('not-json', source, [
      { setting: '', message: `Not valid JSON: ${(error as Error).message}` },
    ]);
  }
  return checkPolicy(raw, source);
}

export async function readPolicyFile(options: FilePolicyOptions): Promise<PolicyRead> {
  const source: PolicySource = { kind: 'file', location: options.file };
  const maxBytes = options.maxBytes ?? maxPolicyBytes;
  const read = await readCapped(options.file, maxBytes);
  if ('tooLarge' in read)
    return policyProblem('too-large', source, [
      {
        setting: '',
        message: `The file is larger than ${sizeText(maxBytes)} and was not read: shorten the agreement texts or the catalogue`,
      },
    ]);
  if ('code' in read) {
    if (read.code === 'ENOENT' && options.isRequired !== true) return { status: 'absent', source };
    return policyProblem(
      'unreadable',
      source,
      [{ setting: '', message: `The file could not be read (${read.code})` }],
      read.code,
    );
  }
  return policyFromText(read.text, source);
}

/**
 * The folder is watched, not the file: editors and deployment tools replace a file by renaming
 * another over it, which ends a watch on the file itself. A folder that does not exist (yet)
 * is looked for again at `retryMs`, so a policy deployed after the app started is found.
 */
function watchFileFolder(file: string, onChange: () => void, retryMs: number): () => void {
  const folder = path.dirname(file);
  const name = path.basename(file);
  let watcher: FSWatcher | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isClosed = false;
  const start = () => {
    if (isClosed) return;
    try {
      watcher = watchFolder(folder, { persistent: false }, (_event, changed) => {
        // Some platforms do not say which file changed; then any change counts.
        if (changed === null || changed === name || String(changed) === name) onChange();
      });
      watcher.on('error', () => {
        // The folder went away: look for it again, and read now (the file is gone with it).
        watcher?.close();
        watcher = undefined;
        onChange();
        schedule();
      });
      if (retry !== undefined) onChange();
      retry = undefined;
    } catch {
      schedule();
    }
  };
  const schedule = () => {
    if (isClosed) return;
    retry = setTimeout(start, retryMs);
    retry.unref();
  };
  start();
  return () => {
    isClosed = true;
    if (retry !== undefined) clearTimeout(retry);
    watcher?.close();
  };
}

export function filePolicySource(
  options: FilePolicyOptions & { folderRetryMs?: number },
): PolicySourceReader {
  return {
    source: { kind: 'file', location: options.file },
    read: () => readPolicyFile(options),
    watch: (onChange) => watchFileFolder(options.file, onChange, options.folderRetryMs ?? 60_000),
  };
}
