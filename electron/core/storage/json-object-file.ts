// Files a library reads on its own terms (conf throws on a settings.json that is not JSON, and
// would stop the host at start): checked first, and set aside into quarantine/ with the reason
// when they are empty, not JSON, or not a JSON object, so the app starts on its defaults and says
// so (decisions 25). The file itself is kept for support, never deleted.
import { readFile } from 'node:fs/promises';
import type { QuarantinedFile } from '../../../shared/drafts/draft-schema';
import { quarantineFile } from './quarantine';

export interface CheckedFile {
  file: string;
  /** Folder whose quarantine/ receives the damaged file. */
  quarantineDir: string;
  /** Said in the reason, e.g. "settings.json". */
  label: string;
  now: () => number;
}

/** Why `text` is not a usable JSON object, or undefined when it is one. */
export function jsonObjectProblem(text: string): string | undefined {
  if (text.trim() === '') return 'it was empty';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it was not valid JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'it did not hold a JSON object';
  return undefined;
}

/**
 * Moves `file` aside when it exists but is not a JSON object. Answers the quarantine record, or
 * undefined when the file is fine or missing. Throws when it cannot be read or moved (a read-only
 * disk): the caller decides how to go on without it.
 */
export async function setAsideUnlessJsonObject(
  checked: CheckedFile,
): Promise<QuarantinedFile | undefined> {
  let text: string;
  try {
    text = await readFile(checked.file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const problem = jsonObjectProblem(text);
  if (problem === undefined) return undefined;
  return quarantineFile(checked.quarantineDir, checked.file, {
    reason: `${checked.label} could not be used: ${problem}`,
    at: new Date(checked.now()),
  });
}
