// The example configuration profile (decisions 83): a .mobileconfig an MDM (Jamf, Intune, Kandji)
// installs, whose one payload is of type com.boardingdesk.app (the app's id), so macOS serves its
// keys as the app's managed user defaults. Each setting is a key of its own: booleans and numbers
// as themselves, the lists as arrays of dictionaries (the app also takes one JSON string).
import { createHash } from 'node:crypto';
import { appId, productName } from '../../shared/app-identity';
import { xml } from './admx';

/** A UUID made from a name, so the file the generator makes is the same every time. */
export function nameUuid(name: string): string {
  const hex = createHash('sha1').update(`${appId}/${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(18, 20)}`,
    hex.slice(20, 32),
  ]
    .join('-')
    .toUpperCase();
}

function plistValue(value: unknown, indent: string): string {
  if (typeof value === 'boolean') return `${indent}<${String(value)}/>\n`;
  if (typeof value === 'number') return `${indent}<integer>${value}</integer>\n`;
  if (typeof value === 'string') return `${indent}<string>${xml(value)}</string>\n`;
  if (Array.isArray(value))
    return `${indent}<array>\n${value.map((item) => plistValue(item, `${indent}  `)).join('')}${indent}</array>\n`;
  return `${indent}<dict>\n${plistEntries(value as Record<string, unknown>, `${indent}  `)}${indent}</dict>\n`;
}

function plistEntries(entries: Record<string, unknown>, indent: string): string {
  return Object.entries(entries)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${indent}<key>${xml(key)}</key>\n${plistValue(value, indent)}`)
    .join('');
}

export function renderMobileconfig(example: Record<string, unknown>): string {
  const organisation = String(example.organisation);
  const payload = {
    PayloadDisplayName: `${productName} policy`,
    PayloadIdentifier: `${appId}.policy`,
    PayloadType: appId,
    PayloadUUID: nameUuid('payload'),
    PayloadVersion: 1,
    ...example,
  };
  const profile = {
    PayloadContent: [payload],
    PayloadDescription: `The settings ${organisation} manages in ${productName}. An example made from the policy schema: replace the values before deploying it.`,
    PayloadDisplayName: productName,
    PayloadIdentifier: `${appId}.profile`,
    PayloadOrganization: organisation,
    PayloadScope: 'System',
    PayloadType: 'Configuration',
    PayloadUUID: nameUuid('profile'),
    PayloadVersion: 1,
  };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
    '<!-- Made by scripts/policy/generate-templates.ts from the policy schema; do not edit. -->\n' +
    '<plist version="1.0">\n' +
    plistValue(profile, '') +
    '</plist>\n'
  );
}
