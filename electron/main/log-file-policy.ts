// electron-log's file transport, made private and redacting (decisions 44): its default file
// mode is 0o666 (0644 after the usual umask, readable by every account on the laptop), so the
// file is created 0600 and an existing one is narrowed to 0600. Rotation is electron-log's own
// (past maxSize the file moves to main.old.log, the mode moving with it). A hook passes every
// line through the shared redactor, so a library that logs through electron-log directly (the
// updater) is masked too, not only lines from our Logger port.
import { chmodSync } from 'node:fs';
import path from 'node:path';
import type { MainLogger } from 'electron-log';
import { privateFileMode } from '../../node/private-dir';
import { redact } from '../core/logging/redact';

export const logMaxBytes = 1024 * 1024;

type FileLog = Pick<MainLogger, 'hooks'> & {
  transports: {
    file: Pick<MainLogger['transports']['file'], 'writeOptions' | 'maxSize' | 'getFile'>;
  };
};

export function applyLogFilePolicy(log: FileLog): { logDir: string } {
  const file = log.transports.file;
  file.writeOptions = { ...file.writeOptions, mode: privateFileMode };
  file.maxSize = logMaxBytes;
  log.hooks.push((message) => ({ ...message, data: message.data.map((item) => redact(item)) }));
  const filePath = file.getFile().path;
  try {
    chmodSync(filePath, privateFileMode);
  } catch {
    // Not created yet: it will be, with the mode above.
  }
  return { logDir: path.dirname(filePath) };
}
