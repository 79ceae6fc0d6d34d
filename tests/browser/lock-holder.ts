// A separate process that takes the data folder's lock (as a browser host does at start), prints
// the outcome as one JSON line, and keeps holding it until it is killed or its stdin ends (a clean
// exit the same way on every platform: on Windows, kill() ends a process without running any
// handler, whatever the signal's name).
import { acquireInstanceLock } from '../../electron/browser/instance-lock';

const [dataDir, port] = process.argv.slice(2);
const outcome = acquireInstanceLock(dataDir!);
if (outcome.kind === 'acquired') {
  // Before the line is printed: the test may stop this process as soon as it reads it.
  process.on('SIGTERM', () => process.exit(0));
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
  process.on('exit', () => outcome.lock.release());
  if (port) outcome.lock.setPort(Number(port));
  setInterval(() => undefined, 60_000);
}
process.stdout.write(`${JSON.stringify({ kind: outcome.kind, pid: process.pid })}\n`);
