// The Logger port over electron-log (file in the user's log folder, rotation included), always
// through the shared redaction (electron/core/logging/redact.ts): secrets and PII are masked a
// second time here, whatever the caller passed (conventions 5).
import type { LogFunctions } from 'electron-log';
import type { Logger } from '../core/ports';
import { createRedactingLogger } from '../core/logging/redacting-logger';

export function createElectronLogger(
  log: Pick<LogFunctions, 'debug' | 'info' | 'warn' | 'error'>,
): Logger {
  return createRedactingLogger((level, message, data) => {
    if (data === undefined) log[level](message);
    else log[level](message, data);
  });
}
