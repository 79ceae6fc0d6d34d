// The built-in sandbox runs in-process on 127.0.0.1 while it is the selected environment (issue
// 6), and only then: selecting a remote environment stops it, selecting it again restarts it on a
// new ephemeral port with the same data dir (merchants, tokens and demo consumer persist).
import type { SandboxInfo } from '../environments/sandbox-environment';
import type { Logger } from '../ports';

export interface RunningSandboxLike extends SandboxInfo {
  stop(): Promise<void>;
}

export type StartSandbox = (options: { dataDir: string }) => Promise<RunningSandboxLike>;

export interface SandboxLifecycle {
  current(): SandboxInfo | undefined;
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
  let chain: Promise<void> = Promise.resolve();

  async function apply(isWanted: boolean): Promise<void> {
    if (isWanted && running === undefined) {
      try {
        running = await start({ dataDir });
        logger.info('built-in sandbox started', { url: running.url });
      } catch (error) {
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
