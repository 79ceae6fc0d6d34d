// Browser mode's log sink: JSON lines appended to <data-dir>/logs/boarding-desk.log (electron-log
// is reserved for the Electron edge by lint). Synchronous appends keep ordering simple; log volume
// is a handful of lines per action. Always wrapped by createRedactingLogger. Private and rotated
// like electron-log's file (decisions 44): 0600, an existing file and its rotated copy narrowed
// to 0600, and past `maxBytes` the file moves to boarding-desk.old.log (the previous one
// replaced). A rotation or a write that fails never stops logging for the rest of the session.
import { appendFileSync, chmodSync, renameSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirSync, privateFileMode } from '../../../node/private-dir';
import type { LogSink } from './redacting-logger';

export const defaultLogMaxBytes = 1024 * 1024;

function narrow(file: string): void {
  try {
    chmodSync(file, privateFileMode);
  } catch {
    // Not there (yet): created 0600 when it is.
  }
}

export function createFileLogSink(
  logDir: string,
  fileName = 'boarding-desk.log',
  maxBytes = defaultLogMaxBytes,
): LogSink {
  ensurePrivateDirSync(logDir);
  const file = path.join(logDir, fileName);
  const archive = path.join(logDir, fileName.replace(/\.log$/, '.old.log'));
  narrow(file);
  narrow(archive);
  let size = 0;
  try {
    size = statSync(file).size;
  } catch {
    // Not created yet: the first append creates it 0600.
  }
  const rotate = () => {
    try {
      renameSync(file, archive);
      narrow(archive);
    } catch {
      // The old copy cannot be replaced (a folder there, a locked file): start the file afresh
      // instead, as electron-log does, so the file stays bounded and logging goes on.
      try {
        truncateSync(file, 0);
      } catch {
        // Nothing more to do; the next append creates or extends it.
      }
    }
    size = 0;
  };
  return (level, message, data) => {
    if (size > maxBytes) rotate();
    const line = JSON.stringify({
      at: new Date().toISOString(),
      level,
      message,
      ...(data ? { data } : {}),
    });
    try {
      appendFileSync(file, `${line}\n`, { mode: privateFileMode });
      size += Buffer.byteLength(line) + 1;
    } catch {
      // A log line lost is better than an action failing because its log line could not be kept.
    }
  };
}
