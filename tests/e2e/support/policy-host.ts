// Browser mode with the organisation's settings read from `--policy FILE`, for the end-to-end
// specs until the host's own flag is wired to the real readers (decisions 83): the same services
// (buildBrowserServices) and host as electron/browser/cli.ts, with a file-fed PolicyService, and
// the same one-line launch address on stdout. Run by tsx, as the real entry is.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBrowserLogger } from '../../../electron/browser/browser-ports';
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import { startBrowserHost } from '../../../electron/browser/host';
import { policyServiceFromFile } from '../../support/policy-file';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-open': { type: 'boolean' },
    policy: { type: 'string' },
  },
});
const dataDir = path.resolve(values['data-dir'] ?? '.');
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const logger = createBrowserLogger(dataDir);
const policy = policyServiceFromFile(path.resolve(values.policy ?? 'policy.json'));
const { services } = await buildBrowserServices({
  dataDir,
  logger,
  openExternal: async (url) => console.log(`Open this address in a browser: ${url}`),
  version: '0.0.0-e2e',
  policy,
});
const host = await startBrowserHost({
  rendererDir: path.join(root, 'out', 'renderer'),
  handlers: services.handlers,
  eventHub: services.eventHub,
  logger,
  port: Number(values.port ?? 0),
});
console.log(`Boarding Desk (browser mode) is running. Open: ${host.launchUrl}`);
const stop = () =>
  void host
    .close()
    .then(() => services.dispose())
    .finally(() => {
      policy.close();
      process.exit(0);
    });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
