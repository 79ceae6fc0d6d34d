// Reading and writing the sandbox's small JSON files. Writes go through node/atomic-write.ts
// (temp file created 0600, fsync, rename, directory fsync) so a crash mid-write leaves the old file
// or the new one, never half of each. It replaced write-file-atomic here: that package, inlined
// into the ESM main bundle (the sandbox runs in-process in the app), reads the CommonJS-only
// `__filename` and threw on the first write, so the built-in sandbox could not start in Electron
// (found by tests/main/boot.test.ts). Reads are zod-checked (conventions 8); a file that fails the
// check is reported, never silently replaced, so nothing is lost.
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { writeFileAtomic } from '../../node/atomic-write';

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

/** Every sandbox file is the user's alone (0600): key material, tokens and merchants alike. */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  await writeFileAtomic(file, JSON.stringify(value, null, 2) + '\n', { mode: 0o600 });
}
