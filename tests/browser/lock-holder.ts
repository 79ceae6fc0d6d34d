// A separate process that takes the data folder's lock (as a browser host does at start), prints
// the outcome as one JSON line, and keeps holding it until it is killed.
import { acquireInstanceLock } from '../../electron/browser/instance-lock';

const [dataDir, port] = process.argv.slice(2);
const outcome = acquireInstanceLock(dataDir!);
if (outcome.kind === 'acquired' && port) outcome.lock.setPort(Number(port));
process.stdout.write(`${JSON.stringify({ kind: outcome.kind, pid: process.pid })}\n`);
if (outcome.kind === 'acquired') {
  process.on('SIGTERM', () => process.exit(0));
  process.on('exit', () => outcome.lock.release());
  setInterval(() => undefined, 60_000);
}
