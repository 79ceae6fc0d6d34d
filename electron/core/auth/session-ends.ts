// When the last sign-in on this laptop ended or will end, per environment (decisions 55), so the
// sign-in screen can say "Your sign-in ended at 2:28 PM. Sign in again" after expiry or a
// restart, and just "Sign in" when this laptop never signed in there. Only a time per
// environment id is kept (no token, no secret), in the settings store beside the vault's records.
import { z } from 'zod';
import type { KeyValueStore } from '../ports';

const storeKey = 'sessionEnds';
const EndsSchema = z.record(z.string().max(100), z.number().int().nonnegative());

export interface SessionEnds {
  get(environmentId: string): number | undefined;
  set(environmentId: string, at: number): void;
}

export function storedSessionEnds(store: KeyValueStore): SessionEnds {
  const read = (): Record<string, number> => {
    const parsed = EndsSchema.safeParse(store.get(storeKey));
    return parsed.success ? parsed.data : {};
  };
  return {
    get: (environmentId) => read()[environmentId],
    set(environmentId, at) {
      try {
        store.set(storeKey, { ...read(), [environmentId]: Math.floor(at) });
      } catch {
        // A refused write (full disk) only costs the words "again" later: never the sign-in.
      }
    },
  };
}

/** In memory only (tests, a read-only data folder). */
export function memorySessionEnds(): SessionEnds {
  const ends = new Map<string, number>();
  return { get: (id) => ends.get(id), set: (id, at) => void ends.set(id, at) };
}
