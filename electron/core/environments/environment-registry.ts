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
  /** The agent's own remote environments as configured (the sandbox is not among them). */
  remote(): Environment[];
  /** Whether the environment is listed now: selectable, signed in to, sent to. */
  isOffered(id: string): boolean;
  /** Whether the organisation's settings set this environment (decisions 84). */
  isManaged(id: string): boolean;
  /** Whether the agent may add environments of their own now (decisions 84). */
  canAgentAdd(): boolean;
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
  /** What the organisation's settings set now (decisions 84); absent: nothing is managed. */
  managed?: () => ManagedEnvironments;
}

/**
 * The organisation's environments, applied over the agent's (decisions 84): listed first after
 * the sandbox, read-only, and winning over an agent's environment of the same id. The agent's own
 * stay in their file while hidden, and come back when the organisation allows them again.
 */
export interface ManagedEnvironments {
  environments: Environment[];
  isSandboxOffered: boolean;
  areAgentEnvironmentsAllowed: boolean;
}

const nothingManaged: ManagedEnvironments = {
  environments: [],
  isSandboxOffered: true,
  areAgentEnvironmentsAllowed: true,
};

export function createEnvironmentRegistry(
  options: EnvironmentRegistryOptions,
): EnvironmentRegistry {
  let remote = [...options.remote];
  const managed = (): ManagedEnvironments => options.managed?.() ?? nothingManaged;
  /** The remote environments offered now: the organisation's, then the agent's allowed ones. */
  function offeredRemote(): Environment[] {
    const now = managed();
    const managedIds = new Set(now.environments.map((environment) => environment.id));
    const own = now.areAgentEnvironmentsAllowed
      ? remote.filter((environment) => !managedIds.has(environment.id))
      : [];
    return [...now.environments, ...own];
  }
  function resolveSandbox(): Result<ResolvedEnvironment> {
    if (!managed().isSandboxOffered)
      return err('NOT_FOUND', "The organisation's settings turn the practice sandbox off.", {
        details: { reason: 'set-by-organisation' },
      });
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
      const now = managed();
      const managedIds = new Set(now.environments.map((environment) => environment.id));
      return [
        ...(now.isSandboxOffered
          ? [sandboxSummary(options.sandbox(), options.sandboxProblem?.())]
          : []),
        ...offeredRemote().map((environment): EnvironmentSummary =>
          managedIds.has(environment.id)
            ? {
                id: environment.id,
                name: environment.name,
                kind: 'remote',
                baseUrl: environment.baseUrl,
                isManaged: true,
              }
            : environmentSummary(environment),
        ),
      ];
    },
    remote: () => [...remote],
    isOffered: (id) =>
      id === sandboxEnvironmentId
        ? managed().isSandboxOffered
        : offeredRemote().some((environment) => environment.id === id),
    isManaged: (id) => managed().environments.some((environment) => environment.id === id),
    canAgentAdd: () => managed().areAgentEnvironmentsAllowed,
    replaceRemote(environments) {
      remote = [...environments];
    },
    resolve(id) {
      if (id === sandboxEnvironmentId) return resolveSandbox();
      const environment = offeredRemote().find((candidate) => candidate.id === id);
      if (environment === undefined) return err('NOT_FOUND', `There is no environment "${id}".`);
      return ok({ environment });
    },
  };
}
