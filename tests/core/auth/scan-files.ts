// Reads every file under a directory as bytes and reports which of the given secrets appear in
// any of them, in plain UTF-8 or as base64 (a store could hold either).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function secretsFoundIn(dir: string, secrets: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const file of await filesUnder(dir)) {
    // A temp file of an atomic write may vanish between listing and reading: nothing to scan.
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return Buffer.alloc(0);
      throw error;
    });
    for (const secret of secrets) {
      if (
        bytes.includes(Buffer.from(secret)) ||
        bytes.includes(Buffer.from(Buffer.from(secret).toString('base64')))
      ) {
        found.add(secret);
      }
    }
  }
  return [...found];
}
