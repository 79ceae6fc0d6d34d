// The built-in sandbox is the default environment. Its address and consumer credentials exist only
// once it runs (ephemeral port, generated consumer), so it is modelled as a fixed id resolved at
// runtime from the running sandbox.
import type { SandboxStartFailure } from '../../../shared/environments/environment-schema';
import {
  defaultServicePaths,
  EnvironmentSchema,
  type Environment,
  type SandboxEnvironmentSummary,
} from '../../../shared/environments/environment-schema';

export const sandboxEnvironmentId = 'sandbox';

/** What a running sandbox tells us about itself (sandbox/index.ts startSandbox). */
export interface SandboxInfo {
  url: string;
  consumer: { key: string; secret: string };
  /** The authorization page path; defaults to the sandbox's (decisions 5). */
  authorizePath?: string;
}

const sandboxName = 'Built-in sandbox';

export function sandboxEnvironment(sandbox: SandboxInfo): Environment {
  const baseUrl = sandbox.url.replace(/\/+$/, '');
  return EnvironmentSchema.parse({
    id: sandboxEnvironmentId,
    name: sandboxName,
    kind: 'sandbox',
    baseUrl,
    authorizeUrl: `${baseUrl}${sandbox.authorizePath ?? defaultServicePaths.authorizePath}`,
    consumerKey: sandbox.consumer.key,
  });
}

/** The sandbox as listed: always present, with its address only while it runs. */
export function sandboxSummary(
  running: SandboxInfo | undefined,
  problem: SandboxStartFailure | undefined,
): SandboxEnvironmentSummary {
  const base = { id: sandboxEnvironmentId, name: sandboxName, kind: 'sandbox' } as const;
  if (running !== undefined) {
    return {
      ...base,
      baseUrl: sandboxEnvironment(running).baseUrl,
      isRunning: true,
      problem: null,
    };
  }
  return { ...base, baseUrl: null, isRunning: false, problem: problem ?? null };
}
