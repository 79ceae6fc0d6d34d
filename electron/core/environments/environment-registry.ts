// The validated list of environments the app can sign in to: the built-in sandbox (the default,
// always listed, running or not) plus remote ones from the environment file. Resolving an
// environment yields everything the handshake needs; only the sandbox supplies its consumer secret
// itself (remote ones keep it in the token vault, entered once by the user).
import type {
  EnvironmentFileProblem,
  SandboxStartFailure,
} from '../../../shared/environments/environment-schema';
import {
  environmentSummary,
  type Environment,
  type EnvironmentSummary,
} from '../../../shared/environments/environment-schema';
import { err, ok, type Result } from '../../../shared/result';
import {
  sandboxEnvironment,
  sandboxEnvironmentId,
  sandboxSummary,
  type SandboxInfo,
} from './sandbox-environment';

export interface ResolvedEnvironment {
  environment: Environment;
  /** Present for the sandbox only. */
  consumerSecret?: string;
}

export interface EnvironmentRegistry {
  readonly defaultId: string;
  list(): EnvironmentSummary[];
  resolve(id: string): Result<ResolvedEnvironment>;
  /** Why the environments file was not used, in plain words; undefined when it was fine. */
  readonly fileProblem: EnvironmentFileProblem | undefined;
  /**
   * Whether Settings may rewrite the file: it was fine, or its bad entries were set aside and it
   * now holds exactly the loaded ones. Otherwise a save would drop what the agent wrote.
   */
  readonly isFileEditable: boolean;
  /** The remote environments as configured (the sandbox is not among them). */
  remote(): Environment[];
  /** Replaces the remote list once it is on disk (environment-editor.ts). */
  replaceRemote(environments: Environment[]): void;
}

export interface EnvironmentRegistryOptions {
  /** The running sandbox, if any (it may start after the registry is built). */
  sandbox: () => SandboxInfo | undefined;
  /** Why the sandbox is not running although wanted (it failed to start), as a code. */
  sandboxProblem?: () => SandboxStartFailure | undefined;
  remote: Environment[];
  fileProblem?: EnvironmentFileProblem;
  /** Default: true when there is no fileProblem. */
  isFileEditable?: boolean;
}

export function createEnvironmentRegistry(
  options: EnvironmentRegistryOptions,
): EnvironmentRegistry {
  let remote = [...options.remote];
  function resolveSandbox(): Result<ResolvedEnvironment> {
    const running = options.sandbox();
    if (running === undefined) {
      const failure = options.sandboxProblem?.();
      return err(
        'OFFLINE',
        failure === undefined
          ? 'The built-in sandbox is not running.'
          : `The built-in sandbox could not start (${failure}).`,
      );
    }
    return ok({
      environment: sandboxEnvironment(running),
      consumerSecret: running.consumer.secret,
    });
  }

  return {
    defaultId: sandboxEnvironmentId,
    fileProblem: options.fileProblem,
    isFileEditable: options.isFileEditable ?? options.fileProblem === undefined,
    list() {
      return [
        sandboxSummary(options.sandbox(), options.sandboxProblem?.()),
        ...remote.map(environmentSummary),
      ];
    },
    remote: () => [...remote],
    replaceRemote(environments) {
      remote = [...environments];
    },
    resolve(id) {
      if (id === sandboxEnvironmentId) return resolveSandbox();
      const environment = remote.find((candidate) => candidate.id === id);
      if (environment === undefined) return err('NOT_FOUND', `There is no environment "${id}".`);
      return ok({ environment });
    },
  };
}
