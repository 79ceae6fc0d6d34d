// Every small state file that can be damaged is set aside with its reason and the host starts
// with what it can read, saying so in app:info (decisions 25) as codes and details: the reason core
// wrote stays in the quarantine folder's record, never on the screen (decisions 36). Real temp
// folders, real files.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../shared/ipc/app-info-schema';
import { listQuarantine } from '../../../electron/core/storage/quarantine';
import { startDiskHost, type DiskHost } from './disk-host';

let dataDir: string;
let host: DiskHost | undefined;
afterEach(async () => {
  await host?.dispose();
  host = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

async function startWith(file: string, text: string): Promise<DiskHost> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-damaged-'));
  await mkdir(path.dirname(path.join(dataDir, file)), { recursive: true });
  await writeFile(path.join(dataDir, file), text);
  host = await startDiskHost(dataDir);
  return host;
}

describe('damaged small state files', () => {
  it.each([
    ['an empty settings.json', '', /settings\.json could not be used: it was empty/],
    ['a garbage settings.json', '\u0000\u0017garbage{', /not valid JSON/],
    ['a settings.json holding a list', '[1,2]', /did not hold a JSON object/],
  ])('starts on default settings with %s, and says so', async (_, text, reason) => {
    const started = await startWith('settings.json', text);
    expect(await started.value('settings:get')).toMatchObject({ statusPollMinutes: 10 });
    const info = await started.value<AppInfo>('app:info');
    // Exactly a kind and a time: no sentence of core's crosses to the screen.
    expect(info.storage.setAside).toEqual([{ what: 'settings', at: expect.any(String) }]);
    // Kept for support, not deleted, with core's reason beside it; a new settings file works.
    const kept = await readdir(path.join(dataDir, 'quarantine'));
    expect(kept.some((name) => name.startsWith('settings.json.'))).toBe(true);
    const [record] = await listQuarantine(dataDir);
    expect(record?.reason).toMatch(reason);
    expect((await started.call('settings:set', { statusPollMinutes: 20 })).ok).toBe(true);
  });

  it.each([
    ['outbox', 'outbox/outbox.json'],
    ['status', 'status/status-history.json'],
    ['draft-index', 'drafts/index.json'],
    ['environments', 'environments.json'],
  ])('sets aside a damaged %s file and opens the rest', async (what, file) => {
    const started = await startWith(file, '{"torn": ');
    // drafts:list waits for the workspace (drafts, outbox, status) to open.
    expect(await started.value('drafts:list', {})).toMatchObject({ total: 0 });
    const info = await started.value<AppInfo>('app:info');
    expect(info.storage.setAside).toEqual([expect.objectContaining({ what })]);
    expect(info.storage.readOnly).toBeNull();
  });

  it('sets aside an audit log with unreadable lines, keeping its readable ones', async () => {
    const good = JSON.stringify({
      at: '2026-01-02T03:04:05.000Z',
      environmentId: 'sandbox',
      draftId: '00000000-0000-4000-8000-000000000001',
      referenceId: '00000000-0000-4000-8000-000000000002',
      action: 'submit',
      attempt: 1,
      outcome: 'ok',
      httpStatus: 201,
      merchantId: '42',
    });
    const started = await startWith('audit/audit.jsonl', `\u0000garbage\n${good}\n{"torn`);
    expect(await started.value('drafts:list', {})).toMatchObject({ total: 0 });
    const info = await started.value<AppInfo>('app:info');
    expect(info.storage.setAside).toEqual([{ what: 'audit', count: 1, at: expect.any(String) }]);
    expect(await readFile(path.join(dataDir, 'audit', 'audit.jsonl'), 'utf8')).toBe(`${good}\n`);
  });

  it('lists nothing when every file was readable', async () => {
    const started = await startWith('settings.json', '{"settings":{"statusPollMinutes":5}}');
    expect(await started.value('settings:get')).toMatchObject({ statusPollMinutes: 5 });
    expect((await started.value<AppInfo>('app:info')).storage.setAside).toEqual([]);
  });
});

describe('damaged draft files at start', () => {
  it('are set aside by the check after open, without anyone opening them, and the renderer is told', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-damaged-drafts-'));
    const first = await startDiskHost(dataDir);
    const ids: string[] = [];
    for (const legalName of ['Alpha Bakery', 'Bravo Bikes', 'Charlie Cafe']) {
      const draft = await first.value<{ id: string }>('drafts:create', { payload: { legalName } });
      ids.push(draft.id);
    }
    await first.dispose();
    // Same size, one flipped byte: only decrypting the file can tell.
    const folder = path.join(dataDir, 'drafts', 'drafts');
    const name = (await readdir(folder)).find((file) => file.startsWith(ids[1]!))!;
    const bytes = await readFile(path.join(folder, name));
    bytes[bytes.length - 20]! ^= 0x01;
    await writeFile(path.join(folder, name), bytes);

    host = await startDiskHost(dataDir);
    expect(await host.event('drafts:setAside')).toEqual({ id: ids[1] });
    const listed = await host.value<{ items: { id: string }[] }>('drafts:list', {});
    expect(listed.items.map((item) => item.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect(await host.value('drafts:counts')).toMatchObject({ setAside: 1 });
  });
});
