// The macOS configuration profile (decisions 83), through the user-defaults port main builds from
// systemPreferences.getUserDefault. The fake answers as that call does: a type's empty value for a
// key that is not set, and a number or boolean as its digits when asked for a string.
import { describe, expect, it } from 'vitest';
import {
  profilePolicySource,
  type UserDefaultType,
} from '../../../electron/core/policy/macos-profile';
import { validPolicyInput } from '../../fixtures/policy';

function userDefaults(values: Record<string, unknown>) {
  const asked: [string, UserDefaultType][] = [];
  const read = (key: string, type: UserDefaultType): unknown => {
    asked.push([key, type]);
    const value = values[key];
    switch (type) {
      case 'string':
        if (typeof value === 'string') return value;
        if (typeof value === 'number') return String(value);
        if (typeof value === 'boolean') return value ? '1' : '0';
        return '';
      case 'boolean':
        return value === true;
      case 'integer':
        return typeof value === 'number' ? value : 0;
      case 'array':
        return Array.isArray(value) ? value : [];
      default:
        return {};
    }
  };
  return { read, asked };
}

describe('the configuration profile', () => {
  it('reads each setting with its type, the lists as plist arrays', async () => {
    const { schemaVersion: _version, ...values } = validPolicyInput({ practiceSandbox: false });
    const read = await profilePolicySource({ readUserDefault: userDefaults(values).read }).read();
    expect(read.status, JSON.stringify(read)).toBe('policy');
    expect(read.source).toEqual({ kind: 'macos-profile', location: 'com.boardingdesk.app' });
    expect(read.status === 'policy' && read.policy).toMatchObject({
      schemaVersion: 1,
      organisation: 'Acme Payments IT',
      practiceSandbox: false,
      statusRefreshMinutes: 15,
      environments: [{ id: 'acme-prod' }],
    });
  });

  it('takes a list written as one JSON string too', async () => {
    const input = validPolicyInput();
    const read = await profilePolicySource({
      readUserDefault: userDefaults({
        ...input,
        inviteCatalogue: JSON.stringify(input.inviteCatalogue),
      }).read,
    }).read();
    expect(read.status === 'policy' && read.policy.inviteCatalogue?.[0]?.code).toBe(
      'TZS4-BEH8-R7VS',
    );
  });

  it('is no policy when the domain sets nothing', async () => {
    expect(
      (await profilePolicySource({ readUserDefault: userDefaults({}).read }).read()).status,
    ).toBe('absent');
  });

  it('names the settings to fix', async () => {
    const read = await profilePolicySource({
      readUserDefault: userDefaults({ organisation: 'Acme', retentionDays: 2, agreements: '[' })
        .read,
    }).read();
    expect(read.status === 'problem' && read.problem).toMatchObject({
      cause: 'not-json',
      issues: [{ setting: 'agreements' }],
    });
    const schema = await profilePolicySource({
      readUserDefault: userDefaults({ organisation: 'Acme', retentionDays: 2 }).read,
    }).read();
    expect(schema.status === 'problem' && schema.problem.issues[0]?.setting).toBe('retentionDays');
  });

  it('survives a port that throws (a key of another type)', async () => {
    const read = await profilePolicySource({
      readUserDefault: () => {
        throw new TypeError('Invalid type');
      },
    }).read();
    expect(read.status).toBe('absent');
  });
});
