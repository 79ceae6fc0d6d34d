// A file the agent confirmed "Replace" for in the system save dialog is written over, once
// (decisions 81): the core as the desktop app builds it, with the dialog as a port and a clock
// the test moves, every call through the same dispatcher the hosts use. A path the dialog did not
// answer (typed, or saved to a second time) is never written over, and consent expires.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceConsentTtlMs } from '../../../electron/core/app/replace-consent';
import type { ChooseSavePathRequest } from '../../../shared/files/save-path-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { startDesktopCore, type DesktopCore } from '../support/desktop-core-harness';
import { waitFor } from '../support/wait-for';

let core: DesktopCore;
let out: string;
let now = Date.now();
/** What the system dialog answers next: the file the agent picks and confirms. */
let dialogAnswer: string | null = null;
const events: { name: string; payload: unknown }[] = [];

beforeAll(async () => {
  core = await startDesktopCore({
    prefix: 'replace-consent-',
    dialogAnswer: () => dialogAnswer,
    now: () => now,
  });
  out = core.out;
  core.services.eventHub.subscribe((name, payload) => events.push({ name, payload }));
});

afterAll(async () => {
  await core.dispose();
});

function call(channel: string, request?: unknown): Promise<Record<string, unknown>> {
  return core.call(channel, request);
}

/** The agent picks `filePath` in the system dialog (and confirms "Replace" when it exists). */
async function choose(kind: ChooseSavePathRequest['kind'], filePath: string): Promise<void> {
  dialogAnswer = filePath;
  expect(await call('files:chooseSavePath', { kind, defaultPath: '' })).toEqual({ filePath });
}

async function bundle(filePath: string) {
  return call('support:bundle', { filePath });
}

describe('support:bundle over a file chosen in the system dialog', () => {
  it('writes over it once; a second save, a typed path and another kind do not', async () => {
    const chosen = path.join(out, 'support.json');
    const typed = path.join(out, 'typed.json');
    await writeFile(chosen, 'old bundle');
    await writeFile(typed, 'kept');

    await choose('support', chosen);
    expect(await bundle(chosen)).toEqual({ outcome: 'written', filePath: chosen });
    const written = await readFile(chosen, 'utf8');
    expect(JSON.parse(written)).toMatchObject({ kind: 'boarding-desk-support-bundle' });

    // The same path again without a new choice: the dialog's answer was spent.
    expect(await bundle(chosen)).toEqual({ outcome: 'problem', problem: 'file-exists' });
    expect(await readFile(chosen, 'utf8')).toBe(written);

    // A typed path the dialog never answered keeps never-overwrite, and that save spends the
    // dialog's answer: one dialog, one save.
    await choose('support', chosen);
    expect(await bundle(typed)).toEqual({ outcome: 'problem', problem: 'file-exists' });
    expect(await readFile(typed, 'utf8')).toBe('kept');
    expect(await bundle(chosen)).toEqual({ outcome: 'problem', problem: 'file-exists' });
    expect(await readFile(chosen, 'utf8')).toBe(written);

    // A choice made for a PDF is no consent for a support bundle.
    await writeFile(chosen, 'old bundle');
    await choose('pdf', chosen);
    expect(await bundle(chosen)).toEqual({ outcome: 'problem', problem: 'file-exists' });
    expect(await readFile(chosen, 'utf8')).toBe('old bundle');
  });

  it('compares resolved paths, and consent expires', async () => {
    const chosen = path.join(out, 'later.json');
    await writeFile(chosen, 'old bundle');
    await choose('support', path.join(out, 'sub', '..', 'later.json'));
    expect(await bundle(chosen)).toEqual({ outcome: 'written', filePath: chosen });

    await writeFile(chosen, 'old again');
    await choose('support', chosen);
    now += replaceConsentTtlMs + 1;
    expect(await bundle(chosen)).toEqual({ outcome: 'problem', problem: 'file-exists' });
    expect(await readFile(chosen, 'utf8')).toBe('old again');
  });

  it('a cancelled dialog grants nothing', async () => {
    const chosen = path.join(out, 'cancelled.json');
    await writeFile(chosen, 'old bundle');
    dialogAnswer = null;
    expect(await call('files:chooseSavePath', { kind: 'support', defaultPath: chosen })).toEqual({
      filePath: null,
    });
    expect(await bundle(chosen)).toEqual({ outcome: 'problem', problem: 'file-exists' });
  });
});

describe('pdf:save and transfer:export over a file chosen in the system dialog', () => {
  let draftId: string;
  beforeAll(async () => {
    draftId = (await call('drafts:create', {})).id as string;
    const { referenceId: _fixtureReference, ...payload } = validFullPayload();
    await call('drafts:save', { id: draftId, payload });
  });

  it('pdf:save writes over the chosen file once, then answers file-exists', async () => {
    const chosen = path.join(out, 'application.pdf');
    await writeFile(chosen, 'old pdf');
    await choose('pdf', chosen);
    expect(await call('pdf:save', { draftId, filePath: chosen })).toEqual({
      outcome: 'written',
      filePath: chosen,
    });
    const written = await readFile(chosen);
    expect(written.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await call('pdf:save', { draftId, filePath: chosen })).toEqual({
      outcome: 'problem',
      problem: 'file-exists',
    });
    expect((await readFile(chosen)).equals(written)).toBe(true);
  });

  it('transfer:export writes over the chosen file once, then answers file-exists', async () => {
    const chosen = path.join(out, 'export.age');
    await writeFile(chosen, 'old export');
    await choose('export', chosen);
    const started = await call('transfer:export', { filePath: chosen, draftIds: [draftId] });
    expect(started.outcome).toBe('started');
    await waitFor(
      () =>
        events.some((event) => {
          const progress = event.payload as { jobId?: string; state?: string };
          return progress.jobId === started.jobId && progress.state !== 'running';
        }),
      'the export to end',
      30_000,
    );
    const ended = events.findLast(
      (event) => (event.payload as { jobId?: string }).jobId === started.jobId,
    );
    expect(ended?.payload).toMatchObject({ state: 'done', done: 1 });
    expect((await readFile(chosen, 'utf8')).startsWith('age-encryption.org/v1')).toBe(true);
    expect(await call('transfer:export', { filePath: chosen, draftIds: [draftId] })).toEqual({
      outcome: 'problem',
      problem: 'file-exists',
    });
    expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
