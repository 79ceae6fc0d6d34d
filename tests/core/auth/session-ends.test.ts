// The last sign-in's end per environment (decisions 55), through the whole core as browser mode
// builds it: none on a fresh data folder ("Sign in"), the planned end while signed in, and the
// moment of sign-out once it ended early ("Your sign-in ended at ... Sign in again").
import { describe, expect, it } from 'vitest';
import { harness } from '../support/services-harness';

describe('when the last sign-in ended', () => {
  it('is absent before any sign-in and recorded at sign-out', async () => {
    const app = await harness();
    const fresh = await app.value('auth:status');
    expect(fresh.state).toBe('signed-out');
    expect(fresh.endedAt).toBeUndefined();

    const signedIn = await app.value('auth:start', {});
    expect(signedIn.state).toBe('signed-in');
    expect(signedIn.endedAt).toBeUndefined();

    const before = Date.now();
    const signedOut = await app.value('auth:signOut');
    expect(signedOut.state).toBe('signed-out');
    const endedAt = Date.parse(String(signedOut.endedAt));
    expect(endedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(endedAt).toBeLessThan(Date.parse(String(signedIn.expiresAt)));
  });
});
