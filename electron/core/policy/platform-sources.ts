// Where each platform's IT writes the policy, in the order they are asked (decisions 83). The
// first place that holds a policy is the one used, as a whole; places further down are not read
// into it. A broken policy in the first place does not fall through to the next: the screen says
// what to fix instead of quietly using another, older policy.
import path from 'node:path';
import { filePolicySource } from './policy-file';
import { profilePolicySource, type ReadUserDefault } from './macos-profile';
import type { PolicySourceReader } from './policy-source';
import { registryPolicySource, systemRegExport, type RunRegExport } from './windows-registry';

export const linuxPolicyFile = '/etc/boarding-desk/policy.json';

/** %ProgramData%\BoardingDesk\policy.json, which the installer makes writable by administrators only. */
export function windowsPolicyFile(env: NodeJS.ProcessEnv): string {
  return path.win32.join(env.ProgramData ?? 'C:\\ProgramData', 'BoardingDesk', 'policy.json');
}

export interface PlatformSourceOptions {
  platform: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  /** macOS: systemPreferences.getUserDefault (electron/main). Without it, no profile is read. */
  readUserDefault?: ReadUserDefault;
  /** Windows: how reg.exe is run; default the system's. */
  runRegExport?: RunRegExport;
}

export function platformPolicySources(options: PlatformSourceOptions): PolicySourceReader[] {
  const env = options.env ?? process.env;
  switch (options.platform) {
    case 'win32':
      // Group Policy first: it is what a domain or Intune enforces; the file serves offices
      // without either.
      return [
        registryPolicySource({ runRegExport: options.runRegExport ?? systemRegExport(env) }),
        filePolicySource({ file: windowsPolicyFile(env) }),
      ];
    case 'darwin':
      return options.readUserDefault === undefined
        ? []
        : [profilePolicySource({ readUserDefault: options.readUserDefault })];
    default:
      return [filePolicySource({ file: linuxPolicyFile })];
  }
}
