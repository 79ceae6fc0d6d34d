// The core as browser mode builds it: the key-file cipher and conf store in the data folder, the
// real fetch and clock, and the built-in sandbox started in-process. One function, so the
// browser-mode entry, the contract-level tests and the workspace bench run the very same wiring.
import { startSandbox, type RunningSandbox } from '../../sandbox/index';
import {
  buildServices,
  type BuildServicesOptions,
  type Services,
} from '../core/app/build-services';
import { systemClock, type Logger, type OpenExternal } from '../core/ports';
import { createConfStore, createKeyFileCipher, settingsFileOf } from './browser-ports';
import { setAsideDamagedSettings } from '../core/storage/settings-set-aside';
import { readOnlyReasonOf } from '../core/storage/writable-probe';

export interface BrowserServicesOptions {
  dataDir: string;
  logger: Logger;
  /** How the authorization page is opened (printed by the entry; a scripted browser in tests). */
  openExternal: OpenExternal;
  version: string;
  /** Told about each start of the built-in sandbox (tests reach its admin API through it). */
  onSandbox?: (sandbox: RunningSandbox) => void;
  /** The organisation's applied policy (decisions 83), passed to the core as it is. */
  policy?: BuildServicesOptions['policy'];
}

export interface BrowserServices {
  services: Services;
  /** Why secrets cannot be stored (no key file could be made), or undefined. */
  secretProblem: string | undefined;
}

export async function buildBrowserServices(
  options: BrowserServicesOptions,
): Promise<BrowserServices> {
  const { dataDir, logger } = options;
  const startedAt = Date.now();
  const readOnly = await readOnlyReasonOf(dataDir);
  const readOnlyReason = readOnly?.reason;
  if (readOnlyReason !== undefined) logger.warn('data folder is read-only', { readOnlyReason });
  else await setAsideDamagedSettings({ file: settingsFileOf(dataDir), dataDir, logger });
  const { cipher, problem } = createKeyFileCipher(dataDir, logger);
  const services = await buildServices({
    ports: {
      cipher,
      store: createConfStore(dataDir, logger),
      openExternal: options.openExternal,
      fetch: globalThis.fetch,
      clock: systemClock,
      logger,
    },
    dataDir,
    startedAt,
    ...(readOnly !== undefined && {
      readOnlyReason: readOnly.reason,
      readOnlyDetails: readOnly.details,
    }),
    mode: 'browser',
    ...(options.policy !== undefined && { policy: options.policy }),
    app: { name: 'Boarding Desk', version: options.version, platform: process.platform },
    startSandbox: async (sandboxOptions) => {
      const sandbox = await startSandbox({ dataDir: sandboxOptions.dataDir });
      options.onSandbox?.(sandbox);
      return sandbox;
    },
  });
  return { services, secretProblem: problem };
}
