// The core as browser mode builds it, on a data folder the test chose (a small tmpfs, a read-only
// mount, damaged files): every call through the dispatcher both hosts use.
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import { createDispatcher, type IpcResult } from '../../../electron/core/ipc/dispatch';
import { capturingLogger } from '../../ipc/recording-handlers';

export interface DiskHost {
  call(channel: string, request?: unknown): Promise<IpcResult>;
  value<T = Record<string, unknown>>(channel: string, request?: unknown): Promise<T>;
  dispose(): Promise<void>;
  secretProblem: string | undefined;
  /** The first `event` pushed since the host was built (recorded from its start). */
  event(name: string): Promise<unknown>;
}

export async function startDiskHost(dataDir: string): Promise<DiskHost> {
  const { logger } = capturingLogger();
  const { services, secretProblem } = await buildBrowserServices({
    dataDir,
    logger,
    openExternal: async () => undefined,
    version: '0.0.0-test',
  });
  const dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger,
  });
  const call = (channel: string, request?: unknown) => dispatch(channel, request, 'trusted');
  const pushed: { name: string; payload: unknown }[] = [];
  const waiting = new Set<() => void>();
  services.eventHub.subscribe((name, payload) => {
    pushed.push({ name, payload });
    for (const wake of waiting) wake();
  });
  const event = (name: string) =>
    new Promise<unknown>((resolve) => {
      const check = () => {
        const found = pushed.find((entry) => entry.name === name);
        if (!found) return;
        waiting.delete(check);
        resolve(found.payload);
      };
      waiting.add(check);
      check();
    });
  return {
    call,
    async value<T>(channel: string, request?: unknown) {
      const result = await call(channel, request);
      if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
      return result.value as T;
    },
    dispose: () => services.dispose(),
    secretProblem,
    event,
  };
}
