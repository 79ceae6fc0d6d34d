// `npm run policy:templates`: makes the organisation's policy templates from the one schema
// (decisions 83), into build/policy/: BoardingDesk.admx and en-US/BoardingDesk.adml for Group
// Policy and Intune, boarding-desk.mobileconfig for a macOS MDM, and policy.example.json for the
// files (/etc, ProgramData, --policy). `-- --check` writes nothing and exits 1 when a committed
// file differs from what the schema makes now (tests/scripts/policy-templates.test.ts does the same).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PolicySchema, policySchemaVersion } from '../../shared/policy/policy-schema';
import { policySettings } from '../../electron/core/policy/policy-settings';
import { renderAdml, renderAdmx } from './admx';
import { renderMobileconfig } from './mobileconfig';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The example every template shows: one value for every setting, checked by the schema when the
 * templates are made, so an example that no longer passes cannot be generated.
 */
export const examplePolicy: Record<string, unknown> = {
  schemaVersion: policySchemaVersion,
  organisation: 'Example Payments IT',
  issuedOn: '2026-12-01',
  environments: [
    {
      id: 'example-prod',
      name: 'Example Production',
      baseUrl: 'https://api.example.com',
      authorizeUrl: 'https://login.example.com/boarding/v2/oauth/1a/authorize',
      consumerKey: 'example-consumer-key',
      isSignatureRequired: true,
    },
  ],
  allowAgentEnvironments: false,
  practiceSandbox: true,
  agreements: [
    {
      environmentId: 'example-prod',
      language: 'en',
      version: '2026-12',
      text: 'I have read and agree to the Example Payments merchant terms.',
    },
    {
      environmentId: 'example-prod',
      language: 'es',
      version: '2026-12',
      text: 'He leído y acepto los términos para comercios de Example Payments.',
    },
  ],
  statusRefreshMinutes: 15,
  retentionDays: 90,
  trashDays: 30,
  inviteCatalogue: [
    {
      label: 'Restaurants',
      code: 'TZS4-BEH8-R7VS',
      environmentId: 'example-prod',
      summary: 'Restaurants 2.69% + 10c, no annual fee',
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
    },
    {
      label: 'Retail',
      code: 'RT25-QK7M-2WXA',
      environmentId: 'example-prod',
      summary: 'Retail 2.49% + 15c, $49 annual fee',
    },
  ],
  allowAgentInviteCodes: true,
};

/** Every template, by its path in the repository. */
export function policyTemplates(): Record<string, string> {
  const parsed = PolicySchema.safeParse(examplePolicy);
  if (!parsed.success)
    throw new Error(`The example policy fails the schema: ${parsed.error.message}`);
  const settings = policySettings();
  const missing = settings.filter((setting) => !(setting.name in examplePolicy));
  if (missing.length > 0)
    throw new Error(`The example policy has no value for ${missing.map((s) => s.name).join(', ')}`);
  // The registry carries no version value: the template is made for this version (decisions 83).
  const registrySettings = settings.filter((setting) => setting.name !== 'schemaVersion');
  return {
    'build/policy/BoardingDesk.admx': renderAdmx(registrySettings),
    'build/policy/en-US/BoardingDesk.adml': renderAdml(registrySettings, examplePolicy),
    'build/policy/boarding-desk.mobileconfig': renderMobileconfig(examplePolicy),
    'build/policy/policy.example.json': `${JSON.stringify(examplePolicy, null, 2)}\n`,
  };
}

async function main(): Promise<void> {
  const isCheck = process.argv.includes('--check');
  const stale: string[] = [];
  for (const [file, content] of Object.entries(policyTemplates())) {
    const full = path.join(root, file);
    if (isCheck) {
      const committed = await readFile(full, 'utf8').catch(() => '');
      if (committed !== content) stale.push(file);
      continue;
    }
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
    console.log(`written ${file}`);
  }
  if (stale.length > 0) {
    console.error(`Out of date (run npm run policy:templates): ${stale.join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
