// Structured logging, one shape for every process that logs: core, the browser host and the
// sandbox (which the app runs in process and hands its own logger). Callers never pass secrets
// or PII; the main-process implementation redacts known secret and PII keys again as a second
// line of defence.
export interface Logger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const silentLogger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
