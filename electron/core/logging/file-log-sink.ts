// Browser mode's log sink: JSON lines appended to <data-dir>/logs/boarding-desk.log (electron-log
// is reserved for the Electron edge by lint). Synchronous appends keep ordering simple; log volume
// is a handful of lines per action. Always wrapped by createRedactingLogger. Private and rotated
// like electron-log's file (decisions 44): 0600, an existing file narrowed to 0600, and past
// `maxBytes` the file moves to boarding-desk.old.log (the previous one replaced).
import { appendFileSync, chmodSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirSync, privateFileMode } from '../../../node/private-dir';
import type { LogSink } from './redacting-logger';

export const defaultLogMaxBytes = 1024 * 1024;

export function createFileLogSink(
  logDir: string,
  fileName = 'boarding-desk.log',
  maxBytes = defaultLogMaxBytes,
): LogSink {
  ensurePrivateDirSync(logDir);
  const file = path.join(logDir, fileName);
  const archive = path.join(logDir, fileName.replace(/\.log$/, '.old.log'));
  let size = 0;
  try {
    chmodSync(file, privateFileMode);
    size = statSync(file).size;
  } catch {
    // Not created yet: the first append creates it 0600.
  }
  return (level, message, data) => {
    if (size > maxBytes) {
      renameSync(file, archive);
      size = 0;
    }
    const line = JSON.stringify({
      at: new Date().toISOString(),
      level,
      message,
      ...(data ? { data } : {}),
    });
    appendFileSync(file, `${line}\n`, { mode: privateFileMode });
    size += Buffer.byteLength(line) + 1;
  };
}
