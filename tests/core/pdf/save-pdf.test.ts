// Save PDF's file (decisions 50): 0600, never over an existing file, a full path only, a missing
// folder answered as a problem; and the signature it prints: current, void once the payload
// changed, none when the draft holds no evidence.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftSignature } from '../../../electron/core/pdf/draft-signature';
import { writePdfFile } from '../../../electron/core/pdf/save-application-pdf';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import { validFullPayload } from '../../fixtures/merchant';
import { makeTempDir } from '../drafts/support/temp-dir';
import { drawnEvidence } from './signature-fixture';
import { expectPrivateFile } from '../../support/file-modes';

let dir: string;
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('save-pdf-'));
  dataDir = path.join(dir, 'data');
  await mkdir(path.join(dataDir, 'drafts'), { recursive: true });
});
afterEach(() => cleanup());

describe('writePdfFile', () => {
  it('writes 0600, never over a file, and only to a full path', async () => {
    const target = path.join(dir, 'out.pdf');
    expect(await writePdfFile(target, Buffer.from('%PDF-1.7 one'), { dataDir })).toEqual({
      outcome: 'written',
      filePath: target,
    });
    await expectPrivateFile(target);
    expect(await writePdfFile(target, Buffer.from('%PDF-1.7 two'), { dataDir })).toEqual({
      outcome: 'problem',
      problem: 'file-exists',
    });
    expect((await readFile(target)).toString()).toBe('%PDF-1.7 one');
    expect(await writePdfFile('relative.pdf', Buffer.from('x'), { dataDir })).toEqual({
      outcome: 'problem',
      problem: 'not-absolute',
    });
    expect(
      await writePdfFile(path.join(dir, 'no', 'such', 'a.pdf'), Buffer.from('x'), { dataDir }),
    ).toEqual({
      outcome: 'problem',
      problem: 'not-writable',
    });
    await mkdir(path.join(dir, 'folder.pdf'));
    expect(await writePdfFile(path.join(dir, 'folder.pdf'), Buffer.from('x'), { dataDir })).toEqual(
      {
        outcome: 'problem',
        problem: 'file-exists',
      },
    );
  });
});

describe('writePdfFile with consent to replace (decisions 81)', () => {
  it('writes over the existing file, 0600, and leaves nothing beside it', async () => {
    const target = path.join(dir, 'out.pdf');
    await writePdfFile(target, Buffer.from('%PDF-1.7 one'), { dataDir });
    expect(
      await writePdfFile(target, Buffer.from('%PDF-1.7 two'), { dataDir, mayReplace: true }),
    ).toEqual({ outcome: 'written', filePath: target });
    expect((await readFile(target)).toString()).toBe('%PDF-1.7 two');
    await expectPrivateFile(target);
    expect((await readdir(dir)).sort()).toEqual(['data', 'out.pdf']);
  });

  it('still never writes inside the data folder', async () => {
    const inside = path.join(dataDir, 'drafts', 'out.pdf');
    expect(await writePdfFile(inside, Buffer.from('x'), { dataDir, mayReplace: true })).toEqual({
      outcome: 'problem',
      problem: 'inside-data-folder',
    });
    expect(await readdir(path.join(dataDir, 'drafts'))).toEqual([]);
  });
});

describe('writePdfFile and the data folder', () => {
  it('refuses a file inside the data folder and writes beside it', async () => {
    for (const inside of [
      path.join(dataDir, 'out.pdf'),
      path.join(dataDir, 'drafts', 'out.pdf'),
      path.join(dataDir, '..', 'data', 'out.pdf'),
    ])
      expect(await writePdfFile(inside, Buffer.from('x'), { dataDir })).toEqual({
        outcome: 'problem',
        problem: 'inside-data-folder',
      });
    expect((await readdir(path.join(dataDir, 'drafts'))).sort()).toEqual([]);
    expect((await readdir(dataDir)).sort()).toEqual(['drafts']);
    // A sibling whose name only starts like the data folder's is outside it.
    await mkdir(path.join(dir, 'data-copies'));
    const beside = path.join(dir, 'data-copies', 'out.pdf');
    expect(await writePdfFile(beside, Buffer.from('x'), { dataDir })).toEqual({
      outcome: 'written',
      filePath: beside,
    });
  });

  // Wine 8 makes no junctions (ENOTSUP); real Windows does, without administrator rights.
  it.skipIf(process.env.BOARDING_WINDOWS_LANE_WINE === '1')(
    'refuses a file inside the data folder reached through a link',
    async () => {
      // A junction on Windows (a symlink there needs administrator rights); POSIX ignores the type.
      await symlink(path.join(dataDir, 'drafts'), path.join(dir, 'shortcut'), 'junction');
      expect(
        await writePdfFile(path.join(dir, 'shortcut', 'out.pdf'), Buffer.from('x'), { dataDir }),
      ).toEqual({ outcome: 'problem', problem: 'inside-data-folder' });
      expect((await readdir(path.join(dataDir, 'drafts'))).sort()).toEqual([]);
    },
  );
});

describe('draftSignature', () => {
  const payload = validFullPayload() as Draft['payload'];
  const draft = {
    id: '3f1c2a9e-0000-4000-8000-000000000002',
    referenceId: '3f1c2a9e-0000-4000-8000-000000000003',
    payload,
  } as Draft;
  const salt = 'c3'.repeat(32);
  const hash = createHash('sha256')
    .update(Buffer.from(salt, 'hex'))
    .update(canonicalPayloadText(payload, draft.referenceId))
    .digest('hex');

  it('is none without evidence, signed when the hash matches, void after a change', () => {
    expect(draftSignature(draft).state).toBe('none');
    const signed = {
      ...draft,
      signature: drawnEvidence({ payloadSha256: hash, payloadSalt: salt }),
    } as Draft;
    expect(draftSignature(signed).state).toBe('signed');
    // Evidence without its salt cannot be checked, so it does not count.
    const unsalted = { ...draft, signature: drawnEvidence({ payloadSha256: hash }) } as Draft;
    expect(draftSignature(unsalted).state).toBe('void');
    const changed = {
      ...signed,
      payload: { ...payload, legalName: 'Changed LLC' },
    } as Draft;
    expect(draftSignature(changed).state).toBe('void');
  });
});
