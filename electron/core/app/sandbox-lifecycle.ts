// The built-in sandbox runs in-process on 127.0.0.1 while it is the selected environment, and
// only then: selecting a remote environment stops it, selecting it again restarts it on a
// new ephemeral port with the same data dir (merchants, tokens and demo consumer persist). A failed
// start is kept as a code for environments:list (the renderer words it), not only logged.
import type { SandboxStartFailure } from '../../../shared/environments/environment-schema';
import type { SandboxInfo } from '../environments/sandbox-environment';
import type { Logger } from '../ports';

export interface RunningSandboxLike extends SandboxInfo {
  stop(): Promise<void>;
}

export type StartSandbox = (options: { dataDir: string }) => Promise<RunningSandboxLike>;

export interface SandboxLifecycle {
  current(): SandboxInfo | undefined;
  /** Why the last wanted start failed; cleared by a successful start or a stop. */
  problem(): SandboxStartFailure | undefined;
  /** Resolves once every start or stop asked for so far is done. */
  settled(): Promise<void>;
  /** Starts or stops to match `isWanted`; resolves when done. Calls are serialised. */
  ensure(isWanted: boolean): Promise<void>;
  stop(): Promise<void>;
}

export function createSandboxLifecycle(
  start: StartSandbox,
  dataDir: string,
  logger: Logger,
): SandboxLifecycle {
  let running: RunningSandboxLike | undefined;
  let problem: SandboxStartFailure | undefined;
  let chain: Promise<void> = Promise.resolve();

  async function apply(isWanted: boolean): Promise<void> {
    if (!isWanted) problem = undefined; // not wanted: not running is no longer a problem
    if (isWanted && running === undefined) {
      try {
        running = await start({ dataDir });
        problem = undefined;
        logger.info('built-in sandbox started', { url: running.url });
      } catch (error) {
        problem = startProblem(error);
        logger.error('built-in sandbox failed to start', { error });
      }
    } else if (!isWanted && running !== undefined) {
      const stopping = running;
      running = undefined;
      await stopping
        .stop()
        .catch((error: unknown) => logger.warn('sandbox stop failed', { error }));
      logger.info('built-in sandbox stopped');
    }
  }

  return {
    current: () => running,
    problem: () => problem,
    settled: () => chain,
    ensure(isWanted) {
      chain = chain.then(() => apply(isWanted));
      return chain;
    },
    stop() {
      chain = chain.then(() => apply(false));
      return chain;
    },
  };
}

const startFailures: Readonly<Record<string, SandboxStartFailure>> = {
  EACCES: 'folder-unwritable',
  EPERM: 'folder-unwritable',
  EROFS: 'folder-unwritable',
  EEXIST: 'folder-not-created',
  ENOTDIR: 'folder-not-created',
  ENOSPC: 'disk-full',
  EADDRINUSE: 'no-port',
  EADDRNOTAVAIL: 'no-port',
};

/** A code for the picker's words (decisions 36); the error itself (paths, stack) stays in the log. */
function startProblem(error: unknown): SandboxStartFailure {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    (code !== undefined && Object.hasOwn(startFailures, code) ? startFailures[code] : undefined) ??
    'unexpected'
  );
}
