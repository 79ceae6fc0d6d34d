// Writes draft files the way an older app version (or an attacker) would, for migration and
// quarantine tests: straight through the codec, bypassing the store.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataKeyFileName } from '../../../../electron/core/drafts/data-key';
import { draftFileName, encodeDraftFile } from '../../../../electron/core/drafts/draft-files';
import type { Cipher } from '../../../../electron/core/ports';
import { createTestCipher } from './test-cipher';

export async function dataKeyOf(dir: string, cipher: Cipher = createTestCipher()): Promise<Buffer> {
  const file = JSON.parse(await readFile(path.join(dir, dataKeyFileName), 'utf8')) as {
    wrappedKey: string;
  };
  return cipher.decrypt(Buffer.from(file.wrappedKey, 'base64'));
}

export async function writeRawDraft(
  dir: string,
  key: Buffer,
  name: { id: string; revision: number },
  schemaVersion: number,
  body: unknown,
): Promise<string> {
  const file = path.join(dir, 'drafts', draftFileName(name.id, name.revision));
  await writeFile(
    file,
    encodeDraftFile(key, name, schemaVersion, Buffer.from(JSON.stringify(body))),
  );
  return file;
}
