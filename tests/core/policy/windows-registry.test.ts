// The Windows policy keys (decisions 83), from files `reg export` wrote (captured under Wine's
// reg.exe, UTF-16 as on Windows): REG_SZ, REG_DWORD and REG_MULTI_SZ values, the machine's key
// winning over the user's setting by setting, and a value in a subkey refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  machinePolicyKey,
  parseRegExport,
  policyFromRegistry,
  registryPolicySource,
  userPolicyKey,
  type RegExportOutcome,
} from '../../../electron/core/policy/windows-registry';

const fixtures = path.join(import.meta.dirname, 'fixtures');
/** A captured export file, decoded as the reader decodes it. */
function captured(name: string): string {
  const bytes = readFileSync(path.join(fixtures, name));
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
  return bytes.subarray(2).toString('utf16le');
}

const source = { kind: 'windows-registry' as const, location: machinePolicyKey };

function sourceOver(answers: Record<string, RegExportOutcome>) {
  return registryPolicySource({
    runRegExport: (key) => Promise.resolve(answers[key] ?? { isAbsent: true }),
  });
}

describe('parseRegExport', () => {
  it('reads REG_SZ (with escapes and accents), REG_DWORD and REG_MULTI_SZ values', () => {
    const values = parseRegExport(captured('reg-export-machine.reg'));
    const byName = new Map(values.map((value) => [value.name, value]));
    expect(byName.get('organisation')).toEqual({
      key: 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\BoardingDesk',
      name: 'organisation',
      type: 'REG_SZ',
      data: 'Acme Pagos — Señor IT',
    });
    expect(byName.get('practiceSandbox')).toMatchObject({ type: 'REG_DWORD', data: 0 });
    expect(byName.get('statusRefreshMinutes')).toMatchObject({ type: 'REG_DWORD', data: 15 });
    expect(byName.get('agreements')?.data).toBe(
      '[{"environmentId":"acme-prod","language":"es","version":"2026-1","text":"Acepto los términos \\"de Acme\\" y la tarifa."}]',
    );
    // Two strings (the admin's two lines), joined by a line break.
    const environments = byName.get('environments');
    expect(environments?.type).toBe('REG_MULTI_SZ');
    expect(String(environments?.data).split('\n')).toEqual([
      '[{"id":"acme-prod","name":"Acme Producción",',
      '"baseUrl":"https://api.acme.example","authorizeUrl":"https://login.acme.example/authorize","consumerKey":"acme-key"}]',
    ]);
  });

  it('keeps the key of every value, subkeys included', () => {
    const values = parseRegExport(captured('reg-export-user.reg'));
    expect(values.map((value) => [value.key.split('\\').pop(), value.name, value.data])).toEqual([
      ['BoardingDesk', 'Organisation', 'Someone else'],
      ['BoardingDesk', 'practiceSandbox', 1],
      ['BoardingDesk', 'retentionDays', 30],
      ['Extra', 'trashDays', 3],
    ]);
  });

  it('reads a QWORD, an expandable string and the default value', () => {
    const text = [
      'Windows Registry Editor Version 5.00',
      '',
      '[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\BoardingDesk]',
      '@="default"',
      '"trashDays"=hex(b):0e,00,00,00,00,00,00,00',
      '"organisation"=hex(2):41,00,63,00,6d,00,65,00,00,00',
      '',
    ].join('\r\n');
    expect(parseRegExport(text).map(({ name, type, data }) => [name, type, data])).toEqual([
      ['', 'REG_SZ', 'default'],
      ['trashDays', 'REG_QWORD', 14],
      ['organisation', 'REG_EXPAND_SZ', 'Acme'],
    ]);
  });
});

describe('the policy the keys make', () => {
  it('maps each value to its setting, the lists from JSON', async () => {
    const read = await sourceOver({
      [machinePolicyKey]: { text: captured('reg-export-machine.reg') },
    }).read();
    expect(read.status, JSON.stringify(read)).toBe('policy');
    if (read.status !== 'policy') return;
    expect(read.source).toEqual(source);
    expect(read.policy).toMatchObject({
      schemaVersion: 1,
      organisation: 'Acme Pagos — Señor IT',
      practiceSandbox: false,
      statusRefreshMinutes: 15,
      environments: [{ id: 'acme-prod', name: 'Acme Producción', consumerKey: 'acme-key' }],
      agreements: [{ text: 'Acepto los términos "de Acme" y la tarifa.' }],
    });
  });

  it("lets the machine's value win, and the user's fill what the machine leaves out", () => {
    const machine = parseRegExport(captured('reg-export-machine.reg'));
    const user = parseRegExport(captured('reg-export-user.reg')).filter(
      (value) => !value.key.endsWith('Extra'),
    );
    const read = policyFromRegistry(machine, user, source);
    expect(read.status === 'policy' && read.policy).toMatchObject({
      organisation: 'Acme Pagos — Señor IT', // "Organisation" in HKCU: names ignore case
      practiceSandbox: false,
      retentionDays: 30,
    });
  });

  it('names both keys when both hold values', async () => {
    const read = await sourceOver({
      [machinePolicyKey]: { text: captured('reg-export-machine.reg') },
      [userPolicyKey]: {
        text: captured('reg-export-user.reg').replace(/\[[^\]]*Extra\][^[]*$/, ''),
      },
    }).read();
    expect(read.source.location).toBe(`${machinePolicyKey} + ${userPolicyKey}`);
  });

  it('refuses a value in a subkey, naming it', async () => {
    const read = await sourceOver({
      [userPolicyKey]: { text: captured('reg-export-user.reg') },
    }).read();
    expect(read.status === 'problem' && read.problem).toMatchObject({
      cause: 'schema',
      issues: [{ setting: 'Extra\\trashDays' }],
    });
  });

  const reg = (lines: string[]) =>
    [
      'Windows Registry Editor Version 5.00',
      '',
      `[HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\BoardingDesk]`,
      ...lines,
      '',
    ].join('\r\n');

  it('names a list value that is not JSON', async () => {
    const read = await sourceOver({
      [machinePolicyKey]: { text: reg(['"organisation"="Acme"', '"inviteCatalogue"="[{oops"']) },
    }).read();
    expect(read.status === 'problem' && read.problem.cause).toBe('not-json');
    expect(read.status === 'problem' && read.problem.issues[0]?.setting).toBe('inviteCatalogue');
  });

  it('names the setting inside a list, and refuses a consumer secret', async () => {
    const environments = JSON.stringify([
      {
        id: 'acme',
        name: 'Acme',
        baseUrl: 'http://api.acme.example',
        authorizeUrl: 'https://login.acme.example/a',
        consumerKey: 'k',
        consumerSecret: 'never',
      },
    ]).replaceAll('"', '\\"');
    const read = await sourceOver({
      [machinePolicyKey]: {
        text: reg(['"organisation"="Acme"', `"environments"="${environments}"`]),
      },
    }).read();
    expect(read.status === 'problem' && read.problem.issues).toEqual([
      { setting: 'environments[0].baseUrl', message: 'Use https (http only for 127.0.0.1)' },
      {
        setting: 'environments[0].consumerSecret',
        message: expect.stringMatching(/consumer secret never goes in the policy/) as string,
      },
    ]);
  });

  it('takes a DWORD for on/off and refuses one that is neither 0 nor 1', async () => {
    const read = await sourceOver({
      [machinePolicyKey]: {
        text: reg(['"organisation"="Acme"', '"practiceSandbox"=dword:00000002']),
      },
    }).read();
    expect(read.status === 'problem' && read.problem.issues[0]?.setting).toBe('practiceSandbox');
  });

  it('refuses a schemaVersion the app does not know', async () => {
    const read = await sourceOver({
      [machinePolicyKey]: {
        text: reg(['"organisation"="Acme"', '"schemaVersion"=dword:00000002']),
      },
    }).read();
    expect(read.status === 'problem' && read.problem.cause).toBe('unknown-version');
  });

  it('is no policy when neither key exists, and a problem when a key cannot be read', async () => {
    expect((await sourceOver({}).read()).status).toBe('absent');
    const read = await sourceOver({ [userPolicyKey]: { code: 'EXIT_5' } }).read();
    expect(read.status === 'problem' && read.problem).toMatchObject({
      cause: 'unreadable',
      osCode: 'EXIT_5',
      source: { location: userPolicyKey },
    });
  });
});
