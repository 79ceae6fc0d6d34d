// Fault injection: off by default, set per run (options, CLI flags) and changed
// at runtime (faults.set or POST /sandbox/admin/faults). Faults apply to the merchant endpoints
// only, so sign-in keeps working while a test exercises retries. Rates are deterministic, never
// random: a rate r fires on the requests where floor(n * r) steps up (n = 1, 2, 3 ...), i.e.
// exactly r of them, evenly spread (0.5: every 2nd request, 0.25: every 4th, 1: every request).
// Changing a fault resets its counter, so a test that sets one always sees the same sequence.
import { z } from 'zod';

const rate = z.number().min(0).max(1);

export const FaultOptionsSchema = z.strictObject({
  /** Added before every merchant-endpoint answer. */
  latencyMs: z.number().int().min(0).max(60_000),
  /** Fraction of merchant requests answered 500 before anything is stored. */
  serverErrorRate: rate,
  /** Fraction of merchant requests answered 429 with Retry-After. */
  rateLimitRate: rate,
  retryAfterSeconds: z.number().int().min(0).max(3600),
  /** Fraction of successful POSTs whose connection is destroyed after the merchant was stored. */
  dropAfterStoreRate: rate,
  /** While true, every access token is treated as expired (401). */
  expireTokens: z.boolean(),
});
export type FaultOptions = z.infer<typeof FaultOptionsSchema>;

export const FaultPatchSchema = FaultOptionsSchema.partial();
export type FaultPatch = z.infer<typeof FaultPatchSchema>;

export const noFaults: FaultOptions = {
  latencyMs: 0,
  serverErrorRate: 0,
  rateLimitRate: 0,
  retryAfterSeconds: 1,
  dropAfterStoreRate: 0,
  expireTokens: false,
};

export interface FaultControl {
  /** Current settings (a copy). */
  get(): FaultOptions;
  /** Merges a patch; throws a RangeError naming the bad field when a value is out of range. */
  set(patch: FaultPatch): FaultOptions;
  /** Back to no faults. */
  reset(): FaultOptions;
}

type RatedFault = 'serverErrorRate' | 'rateLimitRate' | 'dropAfterStoreRate';

export class Faults implements FaultControl {
  private current: FaultOptions;
  private readonly counters: Record<RatedFault, number> = {
    serverErrorRate: 0,
    rateLimitRate: 0,
    dropAfterStoreRate: 0,
  };

  constructor(initial: FaultPatch = {}) {
    this.current = { ...noFaults };
    this.set(initial);
  }

  get(): FaultOptions {
    return { ...this.current };
  }

  set(patch: FaultPatch): FaultOptions {
    const parsed = FaultPatchSchema.safeParse(patch);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RangeError(
        `Invalid fault setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
      );
    }
    for (const key of Object.keys(parsed.data) as (keyof FaultOptions)[]) {
      if (key in this.counters) this.counters[key as RatedFault] = 0;
    }
    this.current = { ...this.current, ...parsed.data };
    return this.get();
  }

  reset(): FaultOptions {
    for (const key of Object.keys(this.counters) as RatedFault[]) this.counters[key] = 0;
    this.current = { ...noFaults };
    return this.get();
  }

  /** Counts one opportunity for the fault and says whether it fires this time. */
  shouldFire(fault: RatedFault): boolean {
    const fraction = this.current[fault];
    if (fraction <= 0) return false;
    const before = this.counters[fault];
    this.counters[fault] = before + 1;
    return Math.floor((before + 1) * fraction + 1e-9) > Math.floor(before * fraction + 1e-9);
  }
}
