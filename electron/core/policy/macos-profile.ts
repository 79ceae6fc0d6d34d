// A macOS configuration profile for the domain com.boardingdesk.app (decisions 83), which an MDM
// (Jamf, Intune, Kandji) installs and macOS serves through the app's user defaults. Electron reads
// them with systemPreferences.getUserDefault; electron/main passes that in as `readUserDefault`,
// so this file stays plain Node. Each key is a setting: booleans and numbers as themselves, text
// as a string, the lists as plist arrays of dictionaries or as one string of JSON.
import { appId } from '../../../shared/app-identity';
import { policySchemaVersion, type PolicySource } from '../../../shared/policy/policy-schema';
import { checkPolicy, policyProblem } from './policy-check';
import { policySettings } from './policy-settings';
import type { PolicySourceReader } from './policy-source';

/** The types Electron's getUserDefault reads (a subset is used). */
export type UserDefaultType = 'string' | 'boolean' | 'integer' | 'array' | 'dictionary';

/**
 * getUserDefault answers a type's empty value ('', false, 0, []) for a key that is not set, so
 * presence is asked as a string first: macOS answers a number or a boolean as its digits then.
 */
export type ReadUserDefault = (key: string, type: UserDefaultType) => unknown;

export interface ProfilePolicyOptions {
  readUserDefault: ReadUserDefault;
  /** How often the defaults are read again (profiles change rarely; no notification is used). */
  pollMs?: number;
}

export function profilePolicySource(options: ProfilePolicyOptions): PolicySourceReader {
  const source: PolicySource = { kind: 'macos-profile', location: appId };
  const read = (key: string, type: UserDefaultType): unknown => {
    try {
      return options.readUserDefault(key, type);
    } catch {
      return undefined;
    }
  };
  return {
    source,
    read() {
      const raw: Record<string, unknown> = {};
      const jsonIssues: { setting: string; message: string }[] = [];
      for (const setting of policySettings()) {
        const asText = read(setting.name, 'string');
        const text = typeof asText === 'string' ? asText : '';
        if (setting.kind === 'json') {
          const list = read(setting.name, 'array');
          if (Array.isArray(list) && list.length > 0) raw[setting.name] = list;
          else if (text.trim() !== '') {
            try {
              raw[setting.name] = JSON.parse(text) as unknown;
            } catch (error) {
              jsonIssues.push({
                setting: setting.name,
                message: `Not valid JSON: ${(error as Error).message}`,
              });
            }
          }
          continue;
        }
        if (text === '') continue;
        if (setting.kind === 'string') raw[setting.name] = text;
        else if (setting.kind === 'boolean') raw[setting.name] = read(setting.name, 'boolean');
        else raw[setting.name] = read(setting.name, 'integer');
      }
      if (jsonIssues.length > 0)
        return Promise.resolve(policyProblem('not-json', source, jsonIssues));
      if (Object.keys(raw).length === 0) return Promise.resolve({ status: 'absent', source });
      if (!('schemaVersion' in raw)) raw.schemaVersion = policySchemaVersion;
      return Promise.resolve(checkPolicy(raw, source));
    },
    watch(onChange) {
      const timer = setInterval(onChange, options.pollMs ?? 60_000);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
