// The core as browser mode builds it (buildBrowserServices) with a real sandbox on 127.0.0.1 in a real temp dir,
// every call through the same dispatcher the hosts use: the contract as the renderer sees it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { RunningSandbox } from '../../../sandbox';
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import type { Services } from '../../../electron/core/app/build-services';
import type { PolicyService } from '../../../electron/core/policy/policy-service-api';
import { createDispatcher, type IpcResult } from '../../../electron/core/ipc/dispatch';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { capturingLogger } from '../../ipc/recording-handlers';

export interface Harness {
  dataDir: string;
  services: Services;
  /** The built-in sandbox as last started by the services. */
  sandbox(): RunningSandbox | undefined;
  call(channel: string, request?: unknown): Promise<IpcResult>;
  value(channel: string, request?: unknown): Promise<Record<string, unknown>>;
}

const opened: Harness[] = [];

afterEach(async () => {
  for (const harness of opened.splice(0)) {
    await harness.services.dispose();
    await rm(harness.dataDir, { recursive: true, force: true });
  }
});

/** `prepare` runs in the fresh data dir before the services are built. */
export async function harness(
  prepare?: (dataDir: string) => Promise<void>,
  policy?: PolicyService,
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-environment-flow-'));
  await prepare?.(dataDir);
  let running: RunningSandbox | undefined;
  const { logger } = capturingLogger();
  const { services } = await buildBrowserServices({
    dataDir,
    logger,
    // The agent's browser on the sandbox's Authorize page.
    openExternal: sandboxBrowser('authorize'),
    version: '0.0.0-test',
    ...(policy !== undefined && { policy }),
    onSandbox: (sandbox) => {
      running = sandbox;
    },
  });
  const dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger,
  });
  const call = (channel: string, request?: unknown) => dispatch(channel, request, 'trusted');
  const value = async (channel: string, request?: unknown) => {
    const result = await call(channel, request);
    if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
    return result.value as Record<string, unknown>;
  };
  const built = { dataDir, services, sandbox: () => running, call, value };
  opened.push(built);
  return built;
}
