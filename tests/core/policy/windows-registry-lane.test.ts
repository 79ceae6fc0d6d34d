// The registry reader against the system's own reg.exe (decisions 83), in the Windows lane
// (decisions 71): values written with `reg add` under a key of the test's own in HKCU (the policy
// key itself is left alone, and HKCU\SOFTWARE\Policies is not writable without elevation), read
// back through `reg export` as the app reads them. Skipped elsewhere: there is no reg.exe.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  registryPolicySource,
  systemRegExport,
} from '../../../electron/core/policy/windows-registry';

const run = promisify(execFile);
const isWindows = process.platform === 'win32';
const keyPath = `SOFTWARE\\BoardingDeskTest\\${randomUUID()}`;
const userKey = `HKCU\\${keyPath}`;

async function reg(...args: string[]): Promise<void> {
  await run('reg.exe', args, { windowsHide: true });
}

afterAll(async () => {
  if (isWindows) await reg('delete', userKey, '/f').catch(() => undefined);
});

describe.skipIf(!isWindows)('the policy keys through reg.exe', () => {
  it('reads REG_SZ, REG_DWORD and REG_MULTI_SZ values, accents included', async () => {
    const source = registryPolicySource({ runRegExport: systemRegExport(), keyPath });
    expect((await source.read()).status).toBe('absent');

    await reg('add', userKey, '/v', 'organisation', '/t', 'REG_SZ', '/d', 'Pagos Señor', '/f');
    await reg('add', userKey, '/v', 'practiceSandbox', '/t', 'REG_DWORD', '/d', '0', '/f');
    await reg('add', userKey, '/v', 'trashDays', '/t', 'REG_DWORD', '/d', '45', '/f');
    const catalogue = [
      '[{"label":"Cafés","code":"TZS4-BEH8-R7VS",',
      '"environmentId":"sandbox","summary":"Cafés 2.69% + 10c"}]',
    ];
    await reg(
      'add',
      userKey,
      '/v',
      'inviteCatalogue',
      '/t',
      'REG_MULTI_SZ',
      '/d',
      catalogue.join('\\0'),
      '/f',
    );
    const read = await source.read();
    expect(read.status, JSON.stringify(read)).toBe('policy');
    expect(read.source.location).toBe(userKey);
    expect(read.status === 'policy' && read.policy).toMatchObject({
      organisation: 'Pagos Señor',
      practiceSandbox: false,
      trashDays: 45,
      inviteCatalogue: [{ label: 'Cafés', summary: 'Cafés 2.69% + 10c' }],
    });
  });
});
