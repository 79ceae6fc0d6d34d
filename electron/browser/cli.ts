// Browser mode entry: `npm run start:browser -- [--port <n>]
// [--data-dir <dir>] [--no-open] [--policy <file>]`. `--policy` is the one place browser mode
// reads the organisation's policy from (decisions 83). Builds core with the browser-mode ports, serves the built
// renderer (out/renderer) on 127.0.0.1, prints the one-time launch URL on ONE line and opens a
// browser where one exists. Ctrl+C stops it cleanly (the outbox saves its queue first).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBrowserLogger, defaultDataDir, openInBrowser } from './browser-ports';
import { buildBrowserServices } from './browser-services';
import { startBrowserHost } from './host';
import { acquireInstanceLock, type InstanceLock } from './instance-lock';

const root = path.resolve(import.meta.dirname, '..', '..');
const rendererDir = path.join(root, 'out', 'renderer');

function packageVersion(): string {
  try {
    return String(
      (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown })
        .version ?? '0.0.0',
    );
  } catch {
    return '0.0.0';
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        'no-open': { type: 'boolean' },
        policy: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(
      `${(error as Error).message}\nUsage: start:browser -- [--port <n>] [--data-dir <dir>] [--no-open] [--policy <file>]`,
    );
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a number from 0 to 65535, not "${values.port}".`);
  return {
    port,
    dataDir: path.resolve(values['data-dir'] ?? defaultDataDir()),
    shouldOpen: values['no-open'] !== true,
    policyFile: values.policy === undefined ? undefined : path.resolve(values.policy),
  };
}

/** The folder's single-instance lock (decisions 24); exits when another host holds it. */
function takeInstanceLock(dataDir: string): InstanceLock | undefined {
  const outcome = acquireInstanceLock(dataDir);
  if (outcome.kind === 'held') {
    console.error(outcome.message);
    process.exit(3);
  }
  if (outcome.kind === 'failed') {
    console.error(outcome.message);
    process.exit(3);
  }
  if (outcome.kind === 'unavailable') {
    // Read-only: the app opens read-only and starts no outbox, so a second copy sends nothing.
    console.error(`No single-instance lock could be written in ${dataDir} (${outcome.code}).`);
    return undefined;
  }
  const lock = outcome.lock;
  // 'exit' covers every way out but SIGKILL, whose lock the next start finds stale.
  process.on('exit', () => lock.release());
  return lock;
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (!existsSync(path.join(rendererDir, 'index.html'))) {
    fail(
      'The renderer is not built: run "npx vite build --config vite.renderer.config.ts" (npm run start:browser does it for you).',
    );
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  // Before anything opens the outbox: a second host on this folder would send its queue too.
  const instance = takeInstanceLock(options.dataDir);
  const logger = createBrowserLogger(options.dataDir);
  const print = (line: string) => console.log(line);
  const { services, secretProblem } = await buildBrowserServices({
    dataDir: options.dataDir,
    logger,
    // The agent is already in a browser: the app shows the authorization page as a link that
    // opens in a new tab (auth:status authorizeUrl), so nothing is spawned; the address is also
    // printed for whoever runs the host from a terminal.
    openExternal: async (url) => print(`Open this address in a browser: ${url}`),
    version: packageVersion(),
    ...(options.policyFile !== undefined && { policyFile: options.policyFile }),
  });
  if (secretProblem) console.error(`Secrets cannot be stored: ${secretProblem}`);
  // Said on screen too; here for whoever started the host. Setting paths only, never values.
  const policyProblem = services.policy.current().problem;
  if (policyProblem !== null)
    console.error(
      `The policy ${policyProblem.source.location} was not applied (${policyProblem.cause}): ${
        policyProblem.issues.map((issue) => issue.setting || '(the file)').join(', ') ||
        'see the app'
      }`,
    );
  let host;
  try {
    host = await startBrowserHost({
      rendererDir,
      handlers: services.handlers,
      eventHub: services.eventHub,
      logger,
      port: options.port,
    });
  } catch (error) {
    await services.dispose();
    fail(
      `Could not listen on 127.0.0.1:${options.port} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  // The lock is held already: a port that could not be recorded (a full disk) only makes a
  // refused second start say "no address yet", so it is logged and the host keeps running.
  const recorded = instance?.setPort(host.port);
  if (recorded && !recorded.ok) {
    logger.warn('lock file port not recorded', { code: recorded.code });
    console.error(`The port could not be recorded in the lock file (${recorded.code}).`);
  }
  // One line, so scripts and the start script can pick the URL out of the output.
  print(`Boarding Desk (browser mode) is running. Open: ${host.launchUrl}`);
  if (options.shouldOpen) void openInBrowser(host.launchUrl, () => undefined);

  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    // The host first: once it is closed no IPC call can reach a handler, so nothing reopens the
    // workspace (or restarts the outbox) while dispose is writing its last state.
    void host
      .close()
      .catch(() => undefined)
      .then(() => services.dispose())
      .catch(() => undefined)
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Boarding Desk (browser mode) failed to start: ${(error as Error).message}`);
  process.exit(1);
});
