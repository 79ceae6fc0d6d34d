// One browser-mode host for the soak (scripts/soak-run.ts), in its own process so the soak can
// SIGKILL it as a crash or a power cut would end the app: the very wiring `npm run start:browser`
// builds (buildBrowserServices, startBrowserHost), the built-in sandbox in the same process with
// the faults given on the command line. Every merchant POST the app sends is recorded in
// <eventsFile> (one JSON line before it leaves, one with the answer's status), appended
// synchronously so a kill loses no record of a request already on the wire. Only referenceIds
// (random UUIDs) are written: never a payload. Prints one JSON line per event the soak waits for
// (the launch URL, each sandbox start), closes on SIGTERM and exits when its stdin closes.
//   soak-host-child.ts <rendererDir> <dataDir> <eventsFile> <faults JSON>
import { appendFileSync } from 'node:fs';
import { buildBrowserServices } from '../electron/browser/browser-services';
import { startBrowserHost } from '../electron/browser/host';
import { silentLogger } from '../electron/core/ports';
import { merchantPath } from '../sandbox';

const [rendererDir, dataDir, eventsFile, faultsJson] = process.argv.slice(2);
const faults = JSON.parse(faultsJson ?? '{}') as Record<string, unknown>;
const realFetch = globalThis.fetch;

function referenceIdOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed = JSON.parse(body) as { referenceId?: unknown };
    return typeof parsed.referenceId === 'string' ? parsed.referenceId : undefined;
  } catch {
    return undefined;
  }
}

const recordingFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const referenceId =
    init?.method === 'POST' && url.pathname === merchantPath ? referenceIdOf(init.body) : undefined;
  if (referenceId === undefined) return realFetch(input, init);
  appendFileSync(eventsFile!, `${JSON.stringify({ referenceId, event: 'post' })}\n`);
  try {
    const response = await realFetch(input, init);
    appendFileSync(
      eventsFile!,
      `${JSON.stringify({ referenceId, event: 'answer', status: response.status })}\n`,
    );
    return response;
  } catch (error) {
    appendFileSync(eventsFile!, `${JSON.stringify({ referenceId, event: 'no-answer' })}\n`);
    throw error;
  }
};
globalThis.fetch = recordingFetch;

const { services } = await buildBrowserServices({
  dataDir: dataDir!,
  logger: silentLogger,
  openExternal: async () => undefined,
  version: '0.0.0-soak',
  onSandbox: (sandbox) => {
    sandbox.faults.set(faults);
    console.log(JSON.stringify({ sandboxUrl: sandbox.url }));
  },
});
const host = await startBrowserHost({
  rendererDir: rendererDir!,
  handlers: services.handlers,
  eventHub: services.eventHub,
  logger: silentLogger,
  port: 0,
});
console.log(JSON.stringify({ launchUrl: host.launchUrl }));
// The soak holds our stdin open: when it closes, the soak is gone (killed or crashed), and a host
// left running would go on sending with nobody counting.
process.stdin.on('end', () => process.exit(1));
process.stdin.on('error', () => process.exit(1));
process.stdin.resume();
process.once('SIGTERM', () => {
  void host
    .close()
    .then(() => services.dispose())
    .finally(() => process.exit(0));
});
