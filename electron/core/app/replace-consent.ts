// Which file the agent consented to replace (decisions 81). The system save dialog asks "Replace?"
// when the agent picks an existing file (decisions 77), and the agent's yes is consent to write
// over it: files:chooseSavePath records the path it answered, and the save of that kind to that
// path takes it, once. Only main's own dialog answer grants it; a path the renderer typed or sent
// without a choice (browser mode, a second save) is never written over. Consent is one-shot and
// short-lived, so a file chosen and left is not replaceable an hour later.
import path from 'node:path';
import type { SaveKind } from '../../../shared/files/save-path-schema';
import type { Clock } from '../ports';

/** How long a dialog's answer stands: long enough to type a passphrase, not a working day. */
export const replaceConsentTtlMs = 10 * 60 * 1000;

export interface ReplaceConsent {
  /** Records that the system dialog answered `filePath` for a save of `kind`. */
  grant(kind: SaveKind, filePath: string): void;
  /** True once when `filePath` (compared resolved) was granted for `kind` and has not expired. */
  take(kind: SaveKind, filePath: string): boolean;
}

export function createReplaceConsent(
  clock: Clock,
  ttlMs: number = replaceConsentTtlMs,
): ReplaceConsent {
  /** Expiry (epoch ms) by kind and resolved path. */
  const granted = new Map<string, number>();
  const keyOf = (kind: SaveKind, filePath: string) => `${kind}\0${path.resolve(filePath)}`;
  function forgetExpired(now: number): void {
    for (const [key, expiresAt] of granted) if (expiresAt <= now) granted.delete(key);
  }
  return {
    grant(kind, filePath) {
      if (!path.isAbsolute(filePath)) return;
      const now = clock.now();
      forgetExpired(now);
      granted.set(keyOf(kind, filePath), now + ttlMs);
    },
    take(kind, filePath) {
      if (!path.isAbsolute(filePath)) return false;
      const key = keyOf(kind, filePath);
      const expiresAt = granted.get(key);
      granted.delete(key);
      return expiresAt !== undefined && clock.now() < expiresAt;
    },
  };
}
