// The places each platform's IT writes to, in the order they are asked (decisions 83).
import { describe, expect, it } from 'vitest';
import {
  linuxPolicyFile,
  platformPolicySources,
  windowsPolicyFile,
} from '../../../electron/core/policy/platform-sources';

const never = () => Promise.resolve({ isAbsent: true as const });

describe('platformPolicySources', () => {
  it('Windows: the policy keys first, then the ProgramData file', () => {
    const sources = platformPolicySources({
      platform: 'win32',
      env: { ProgramData: 'D:\\Data' },
      runRegExport: never,
    });
    expect(sources.map((reader) => reader.source)).toEqual([
      { kind: 'windows-registry', location: 'HKLM\\SOFTWARE\\Policies\\BoardingDesk' },
      { kind: 'file', location: 'D:\\Data\\BoardingDesk\\policy.json' },
    ]);
    expect(windowsPolicyFile({})).toBe('C:\\ProgramData\\BoardingDesk\\policy.json');
  });

  it('macOS: the configuration profile of the app id, when main passes the user defaults', () => {
    expect(
      platformPolicySources({ platform: 'darwin', readUserDefault: () => '' }).map(
        (reader) => reader.source,
      ),
    ).toEqual([{ kind: 'macos-profile', location: 'com.boardingdesk.app' }]);
    expect(platformPolicySources({ platform: 'darwin' })).toEqual([]);
  });

  it('Linux: the file under /etc', () => {
    expect(platformPolicySources({ platform: 'linux' }).map((reader) => reader.source)).toEqual([
      { kind: 'file', location: linuxPolicyFile },
    ]);
    expect(linuxPolicyFile).toBe('/etc/boarding-desk/policy.json');
  });
});
