// The logger the sandbox writes to: the one Logger shape (shared/logger.ts), so the app passes its
// own. Callers never pass secrets, tokens, query strings or PII.
import { silentLogger, type Logger } from '../shared/logger';

export type SandboxLogger = Logger;

export const quietLogger: SandboxLogger = silentLogger;
