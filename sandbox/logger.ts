// The logger the sandbox writes to. Same shape as core's Logger port (electron/core/ports.ts), so
// the app passes its own; declared here because the sandbox is a standalone service that does not
// depend on the app's core. Callers never pass secrets, tokens, query strings or PII.
export interface SandboxLogger {
  debug(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const quietLogger: SandboxLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
