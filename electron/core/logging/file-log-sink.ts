// Browser mode's log sink: JSON lines appended to <data-dir>/logs/boarding-desk.log (electron-log
// is reserved for the Electron edge by lint). Synchronous appends keep ordering simple; log volume
// is a handful of lines per action. Always wrapped by createRedactingLogger.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirSync, privateFileMode } from '../../../node/private-dir';
import type { LogSink } from './redacting-logger';

export function createFileLogSink(logDir: string, fileName = 'boarding-desk.log'): LogSink {
  ensurePrivateDirSync(logDir);
  const file = path.join(logDir, fileName);
  return (level, message, data) => {
    const line = JSON.stringify({
      at: new Date().toISOString(),
      level,
      message,
      ...(data ? { data } : {}),
    });
    appendFileSync(file, `${line}\n`, { mode: privateFileMode });
  };
}
