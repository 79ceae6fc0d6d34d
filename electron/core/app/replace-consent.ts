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
  /**
   * True when `filePath` (compared resolved) is the latest answer granted for `kind` and has not
   * expired. Spends that answer either way: one dialog, one save.
   */
  take(kind: SaveKind, filePath: string): boolean;
}

export function createReplaceConsent(
  clock: Clock,
  ttlMs: number = replaceConsentTtlMs,
): ReplaceConsent {
  // The latest answer of each kind only: a dialog's answer is for the save that follows it, and
  // that save spends it whatever path it names, so an answer never outlives the next save.
  const granted = new Map<SaveKind, { filePath: string; expiresAt: number }>();
  return {
    grant(kind, filePath) {
      if (!path.isAbsolute(filePath)) return;
      granted.set(kind, { filePath: path.resolve(filePath), expiresAt: clock.now() + ttlMs });
    },
    take(kind, filePath) {
      const answer = granted.get(kind);
      granted.delete(kind);
      return (
        answer !== undefined &&
        path.isAbsolute(filePath) &&
        answer.filePath === path.resolve(filePath) &&
        clock.now() < answer.expiresAt
      );
    },
  };
}
