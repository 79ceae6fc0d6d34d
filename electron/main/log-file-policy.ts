// electron-log's file transport, made private and redacting (decisions 44): its default file
// mode is 0o666 (0644 after the usual umask, readable by every account on the laptop), so the
// file is created 0600 and an existing one is narrowed to 0600, its rotated copy (main.old.log)
// too, at start and after each rotation (a copy left by an older version may be wider). Rotation
// is electron-log's own: past maxSize the file moves to main.old.log. A hook passes every
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
    file: Pick<
      MainLogger['transports']['file'],
      'writeOptions' | 'maxSize' | 'getFile' | 'archiveLogFn'
    >;
  };
};

export function applyLogFilePolicy(log: FileLog): { logDir: string } {
  const file = log.transports.file;
  file.writeOptions = { ...file.writeOptions, mode: privateFileMode };
  file.maxSize = logMaxBytes;
  log.hooks.push((message) => ({ ...message, data: message.data.map((item) => redact(item)) }));
  const filePath = file.getFile().path;
  narrow(filePath);
  narrow(rotatedPathOf(filePath));
  const archive = file.archiveLogFn.bind(file);
  file.archiveLogFn = (oldFile) => {
    archive(oldFile);
    narrow(rotatedPathOf(oldFile.toString()));
  };
  return { logDir: path.dirname(filePath) };
}

/** Where electron-log's default archiveLogFn moves a file: main.log to main.old.log. */
function rotatedPathOf(filePath: string): string {
  const parsed = path.parse(filePath);
  return path.join(parsed.dir, `${parsed.name}.old${parsed.ext}`);
}

function narrow(filePath: string): void {
  try {
    chmodSync(filePath, privateFileMode);
  } catch {
    // Not created yet: it will be, with the mode above.
  }
}
