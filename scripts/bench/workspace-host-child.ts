// One browser-mode host for workspace.bench.ts, in its own process as in real use (the Electron
// main process, or `npm run start:browser`): the host's work (10,000 summaries read, checked
// against the contract and serialised) then never stalls the Node process that drives Chromium
// and times the loads. Serves <rendererDir> over the data in <dataDir>; prints the launch URL as
// one JSON line, and closes on SIGTERM.
//   workspace-host-child.ts <rendererDir> <dataDir>
import { buildBrowserServices } from '../../electron/browser/browser-services';
import { startBrowserHost } from '../../electron/browser/host';
import { silentLogger } from '../../electron/core/ports';

const [rendererDir, dataDir] = process.argv.slice(2);
const { services } = await buildBrowserServices({
  dataDir: dataDir!,
  logger: silentLogger,
  openExternal: async () => undefined,
  version: '0.0.0-bench',
});
const host = await startBrowserHost({
  rendererDir: rendererDir!,
  handlers: services.handlers,
  eventHub: services.eventHub,
  logger: silentLogger,
  port: 0,
});
console.log(JSON.stringify({ launchUrl: host.launchUrl }));
process.once('SIGTERM', () => {
  void host
    .close()
    .then(() => services.dispose())
    .finally(() => process.exit(0));
});
