// The Group Policy templates (decisions 83): BoardingDesk.admx (the policies, their registry
// values) and en-US/BoardingDesk.adml (their words), made from the schema's settings. The shape
// follows what Windows' own and VS Code's templates do: an on/off setting is a policy with
// enabled/disabled DWORD values, a number a decimal element, text a text element, and a list a
// multiText element (REG_MULTI_SZ) holding JSON. Every policy is class "Both": the app reads the
// machine's key first and the user's for what the machine leaves out.
import { policySchemaVersion } from '../../shared/policy/policy-schema';
import { productName } from '../../shared/app-identity';
import type { PolicySetting } from '../../electron/core/policy/policy-settings';
import { policyKeyPath } from '../../electron/core/policy/windows-registry';
import { settingTexts } from './policy-texts';

const namespace = 'BoardingDesk.Policies';
const category = 'BoardingDesk';
const supported = `SUPPORTED_SCHEMA_${policySchemaVersion}`;
/** Long enough for a catalogue of JSON (Group Policy's own default is 1023 characters). */
const maxJsonLength = 1_000_000;

export function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function textsOf(setting: PolicySetting) {
  return settingTexts[setting.name as keyof typeof settingTexts];
}

function elementOf(setting: PolicySetting): string {
  const id = xml(setting.name);
  switch (setting.kind) {
    case 'boolean':
      return '';
    case 'integer':
      return `        <decimal id="${id}" valueName="${id}" minValue="${setting.minimum ?? 0}" maxValue="${setting.maximum ?? 4294967295}" />\n`;
    case 'string':
      return `        <text id="${id}" valueName="${id}" maxLength="${setting.maxLength ?? 1023}" required="true" />\n`;
    case 'json':
      return `        <multiText id="${id}" valueName="${id}" maxLength="${maxJsonLength}" required="true" />\n`;
  }
}

function policyOf(setting: PolicySetting): string {
  const name = xml(setting.name);
  const head = `    <policy name="${name}" class="Both" displayName="$(string.${name})" explainText="$(string.${name}_Explain)" key="${policyKeyPath}"`;
  const placed = `      <parentCategory ref="${category}" />\n      <supportedOn ref="${supported}" />\n`;
  if (setting.kind === 'boolean')
    return (
      `${head} valueName="${name}">\n${placed}` +
      '      <enabledValue>\n        <decimal value="1" />\n      </enabledValue>\n' +
      '      <disabledValue>\n        <decimal value="0" />\n      </disabledValue>\n' +
      '    </policy>\n'
    );
  return (
    `${head} presentation="$(presentation.${name})">\n${placed}` +
    `      <elements>\n${elementOf(setting)}      </elements>\n    </policy>\n`
  );
}

export function renderAdmx(settings: readonly PolicySetting[]): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<!-- Made by scripts/policy/generate-templates.ts from the policy schema (version ${policySchemaVersion}); do not edit. -->\n` +
    '<policyDefinitions xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" revision="1.0" schemaVersion="1.0" xmlns="http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions">\n' +
    '  <policyNamespaces>\n' +
    `    <target prefix="BoardingDesk" namespace="${namespace}" />\n` +
    '  </policyNamespaces>\n' +
    '  <resources minRequiredRevision="1.0" />\n' +
    '  <supportedOn>\n    <definitions>\n' +
    `      <definition name="${supported}" displayName="$(string.${supported})" />\n` +
    '    </definitions>\n  </supportedOn>\n' +
    '  <categories>\n' +
    `    <category name="${category}" displayName="$(string.Category_${category})" />\n` +
    '  </categories>\n' +
    '  <policies>\n' +
    settings.map(policyOf).join('') +
    '  </policies>\n' +
    '</policyDefinitions>\n'
  );
}

function presentationOf(setting: PolicySetting): string {
  const name = xml(setting.name);
  const label = xml(textsOf(setting).title);
  switch (setting.kind) {
    case 'boolean':
      return '';
    case 'integer':
      return `      <presentation id="${name}">\n        <decimalTextBox refId="${name}">${label}</decimalTextBox>\n      </presentation>\n`;
    case 'string':
      return `      <presentation id="${name}">\n        <textBox refId="${name}">\n          <label>${label}</label>\n        </textBox>\n      </presentation>\n`;
    case 'json':
      return `      <presentation id="${name}">\n        <multiTextBox refId="${name}">${label} (JSON)</multiTextBox>\n      </presentation>\n`;
  }
}

/** `example` is each list setting's example value, shown under its help. */
export function renderAdml(
  settings: readonly PolicySetting[],
  example: Record<string, unknown>,
): string {
  const strings = settings.flatMap((setting) => {
    const text = textsOf(setting);
    const sample =
      setting.kind === 'json' && example[setting.name] !== undefined
        ? `\n\nExample:\n${JSON.stringify(example[setting.name], null, 2)}`
        : '';
    return [
      `      <string id="${xml(setting.name)}">${xml(text.title)}</string>\n`,
      `      <string id="${xml(setting.name)}_Explain">${xml(text.explain + sample)}</string>\n`,
    ];
  });
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<!-- Made by scripts/policy/generate-templates.ts from the policy schema (version ${policySchemaVersion}); do not edit. -->\n` +
    '<policyDefinitionResources xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" revision="1.0" schemaVersion="1.0" xmlns="http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions">\n' +
    `  <displayName>${xml(productName)}</displayName>\n` +
    `  <description>${xml(`${productName}: the settings an organisation manages for its agents`)}</description>\n` +
    '  <resources>\n' +
    '    <stringTable>\n' +
    `      <string id="Category_${category}">${xml(productName)}</string>\n` +
    `      <string id="${supported}">${xml(`${productName} reading policy version ${policySchemaVersion}`)}</string>\n` +
    strings.join('') +
    '    </stringTable>\n' +
    '    <presentationTable>\n' +
    settings.map(presentationOf).join('') +
    '    </presentationTable>\n' +
    '  </resources>\n' +
    '</policyDefinitionResources>\n'
  );
}
