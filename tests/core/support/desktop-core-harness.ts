// The core as the desktop app builds it (buildServices in 'electron' mode, real key-file cipher and
// conf store in a temp dir, the built-in sandbox on 127.0.0.1), with the system save dialog as a
// port the test answers and a clock it may move; every call through the same dispatcher the hosts
// use. For the save-dialog tests (pdf:save, support:bundle, transfer:export over a chosen file).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startSandbox } from '../../../sandbox/index';
import { createConfStore, createKeyFileCipher } from '../../../electron/browser/browser-ports';
import { buildServices, type Services } from '../../../electron/core/app/build-services';
import { createDispatcher } from '../../../electron/core/ipc/dispatch';
import type { ChooseSavePathRequest } from '../../../shared/files/save-path-schema';
import { capturingLogger } from '../../ipc/recording-handlers';
import { makeTempDir } from '../drafts/support/temp-dir';

export interface DesktopCore {
  services: Services;
  /** An empty folder beside the data dir for the files the test saves. */
  out: string;
  /** The value of a call that must succeed (throws with the error's code otherwise). */
  call<T = Record<string, unknown>>(channel: string, request?: unknown): Promise<T>;
  dispose(): Promise<void>;
}

export async function startDesktopCore(options: {
  prefix: string;
  /** What the system dialog answers when asked: the file the agent picks, or null (cancelled). */
  dialogAnswer: (request: ChooseSavePathRequest) => string | null;
  now?: () => number;
}): Promise<DesktopCore> {
  const { dir: root, cleanup } = await makeTempDir(options.prefix);
  const dataDir = path.join(root, 'data');
  const out = path.join(root, 'out');
  await mkdir(dataDir);
  await mkdir(out);
  const { logger } = capturingLogger();
  const services = await buildServices({
    ports: {
      cipher: createKeyFileCipher(dataDir, logger).cipher,
      store: createConfStore(dataDir, logger),
      openExternal: async () => undefined,
      fetch: globalThis.fetch,
      clock: { now: options.now ?? (() => Date.now()) },
      logger,
      chooseSavePath: async (request) => options.dialogAnswer(request),
    },
    dataDir,
    mode: 'electron',
    app: { name: 'Boarding Desk', version: '0.0.0-test', platform: process.platform },
    startSandbox: (sandboxOptions) => startSandbox({ dataDir: sandboxOptions.dataDir }),
  });
  const dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger,
  });
  return {
    services,
    out,
    async call<T>(channel: string, request?: unknown): Promise<T> {
      const result = await dispatch(channel, request, 'trusted');
      if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
      return result.value as T;
    },
    async dispose() {
      await services.dispose();
      await cleanup();
    },
  };
}
