// Opens a draft store on a temp dir with the test cipher, failing the test on any error.
import {
  openDraftStore,
  type DraftStore,
  type DraftStoreOptions,
} from '../../../../electron/core/drafts/draft-store';
import type { Result } from '../../../../shared/result';
import { createTestCipher } from './test-cipher';

export async function openTestStore(
  dir: string,
  options: Partial<DraftStoreOptions> = {},
): Promise<DraftStore> {
  return unwrap(await openDraftStore({ dir, cipher: createTestCipher(), ...options }));
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A clock tests can move by hand. */
export function manualClock(start = Date.parse('2025-01-02T03:04:05.000Z')): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let current = start;
  return { now: () => current, advance: (ms) => void (current += ms) };
}
