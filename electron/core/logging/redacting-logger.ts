// Wraps any log sink (electron-log in main, a JSON-lines file in browser mode) so every message and
// data object passes through redact() first: one implementation of the Logger port's promise that
// secrets and PII are masked again before they are written (conventions 5).
import type { Logger } from '../ports';
import { redact, redactText } from './redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogSink = (level: LogLevel, message: string, data?: Record<string, unknown>) => void;

export function createRedactingLogger(sink: LogSink): Logger {
  const write = (level: LogLevel) => (message: string, data?: Record<string, unknown>) => {
    try {
      const safeData = data === undefined ? undefined : (redact(data) as Record<string, unknown>);
      sink(level, redactText(message), safeData);
    } catch {
      // Logging must never take the app down; a failed line is dropped, not retried with raw data.
    }
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
