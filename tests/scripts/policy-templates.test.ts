// The policy templates in build/policy/ are what scripts/policy/generate-templates.ts makes from
// the schema now (decisions 83): a schema change without `npm run policy:templates` fails here.
// And what they describe is what the readers read: the example passes the schema as a file, and
// the values the ADMX would write (each setting as its element stores it) make the same policy.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPolicyFile } from '../../electron/core/policy/policy-file';
import { policySettings } from '../../electron/core/policy/policy-settings';
import {
  machinePolicyKey,
  policyFromRegistry,
  type RegistryValue,
} from '../../electron/core/policy/windows-registry';
import { examplePolicy, policyTemplates } from '../../scripts/policy/generate-templates';
import { appId } from '../../shared/app-identity';
import { PolicySchema } from '../../shared/policy/policy-schema';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('build/policy', () => {
  it.each(Object.entries(policyTemplates()))('%s is up to date', async (file, content) => {
    expect(await readFile(path.join(root, file), 'utf8')).toBe(content);
  });

  it('policy.example.json is a policy the app applies', async () => {
    const read = await readPolicyFile({
      file: path.join(root, 'build', 'policy', 'policy.example.json'),
      isRequired: true,
    });
    expect(read.status, JSON.stringify(read)).toBe('policy');
  });

  it('the ADMX offers every setting but the version, under the key the app reads', () => {
    const admx = policyTemplates()['build/policy/BoardingDesk.admx']!;
    const names = [...admx.matchAll(/<policy name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(
      policySettings()
        .map((setting) => setting.name)
        .filter((name) => name !== 'schemaVersion'),
    );
    expect(admx).toContain('key="SOFTWARE\\Policies\\BoardingDesk"');
    expect(admx).toContain('<multiText id="inviteCatalogue" valueName="inviteCatalogue"');
  });

  it('the values the ADMX writes read back as the example policy', () => {
    const key = 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\BoardingDesk';
    const values: RegistryValue[] = policySettings()
      .filter((setting) => setting.name !== 'schemaVersion')
      .map((setting) => {
        const value = examplePolicy[setting.name];
        const name = setting.name;
        switch (setting.kind) {
          case 'boolean':
            return { key, name, type: 'REG_DWORD', data: value === true ? 1 : 0 };
          case 'integer':
            return { key, name, type: 'REG_DWORD', data: value as number };
          case 'string':
            return { key, name, type: 'REG_SZ', data: value as string };
          case 'json':
            // multiText: the lines the administrator typed, one string each.
            return { key, name, type: 'REG_MULTI_SZ', data: JSON.stringify(value, null, 2) };
        }
      });
    const read = policyFromRegistry(values, [], {
      kind: 'windows-registry',
      location: machinePolicyKey,
    });
    expect(read.status === 'policy' && read.policy).toEqual(PolicySchema.parse(examplePolicy));
  });

  it('the profile is for the app id and carries every setting', () => {
    const profile = policyTemplates()['build/policy/boarding-desk.mobileconfig']!;
    expect(profile).toContain(`<key>PayloadType</key>\n      <string>${appId}</string>`);
    for (const setting of policySettings())
      expect(profile, setting.name).toContain(`<key>${setting.name}</key>`);
  });
});
