// Reading and writing the sandbox's small JSON files. Writes go through write-file-atomic (temp
// file, fsync, rename) so a crash mid-write leaves the old file or the new one, never half of
// each. Reads are zod-checked (STYLE.md 7); a file that fails the check is reported, never
// silently replaced, so nothing is lost.
import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import type { z } from 'zod';

export type ReadJsonResult<T> =
  { kind: 'ok'; value: T } | { kind: 'missing' } | { kind: 'invalid'; message: string };

export async function readJsonFile<T>(
  file: string,
  schema: z.ZodType<T>,
): Promise<ReadJsonResult<T>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'invalid', message: `${file} is not valid JSON` };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    return {
      kind: 'invalid',
      message: `${file} does not match its schema: ${parsed.error.issues[0]?.message ?? ''}`,
    };
  }
  return { kind: 'ok', value: parsed.data };
}

/**
 * Files holding key material are written 0600: readable by the user who runs the sandbox only.
 * Other files keep the default mode (no extra chmod per merchant write).
 */
export async function writeJsonFile(
  file: string,
  value: unknown,
  options: { isPrivate?: boolean } = {},
): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(value, null, 2) + '\n', {
    encoding: 'utf8',
    ...(options.isPrivate ? { mode: 0o600 } : {}),
  });
}
