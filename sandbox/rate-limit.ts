// The service's rate limit on reading merchants, as the sandbox plays it (decisions 53): a token
// bucket per consumer key over the merchant GETs, answering 429 with Retry-After (RFC 6585 section
// 4) once the bucket is empty. The spec shows no limit ("Rate limits ... not shown"); a real
// service has one, so the app's status checks are built and measured against this one. A few
// lines of arithmetic on the sandbox clock, so it needs no library: the sandbox imports nothing of
// the app and stays dependency-light.
import { z } from 'zod';

export const RateLimitOptionsSchema = z.strictObject({
  /** Merchant GETs per second per consumer key, refilled continuously; 0 turns the limit off. */
  getsPerSecond: z.number().min(0).max(10_000),
  /** Bucket size: how many GETs may arrive at once after a quiet spell. */
  burst: z.number().int().min(1).max(10_000),
});
export type RateLimitOptions = z.infer<typeof RateLimitOptionsSchema>;

/** 60 GETs a second per consumer key: a status round over 1,000 merchants fits in about 20 s. */
export const defaultRateLimit: RateLimitOptions = { getsPerSecond: 60, burst: 60 };

/** Arrival times kept for tests and the bench (the newest ones). */
const keptArrivals = 20_000;

export class RateLimiter {
  private options: RateLimitOptions;
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly arrivals: number[] = [];

  constructor(
    options: Partial<RateLimitOptions>,
    private readonly now: () => number,
  ) {
    this.options = RateLimitOptionsSchema.parse({ ...defaultRateLimit, ...options });
  }

  get(): RateLimitOptions {
    return { ...this.options };
  }

  set(patch: Partial<RateLimitOptions>): RateLimitOptions {
    this.options = RateLimitOptionsSchema.parse({ ...this.options, ...patch });
    this.buckets.clear();
    return this.get();
  }

  /**
   * Counts one merchant GET of `consumerKey`; answers 0 when it may be served, else the seconds
   * to wait (Retry-After, at least 1) before a token is free again.
   */
  take(consumerKey: string): number {
    const now = this.now();
    this.arrivals.push(now);
    if (this.arrivals.length > keptArrivals)
      this.arrivals.splice(0, this.arrivals.length - keptArrivals);
    const { getsPerSecond, burst } = this.options;
    if (getsPerSecond <= 0) return 0;
    const bucket = this.buckets.get(consumerKey) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * getsPerSecond);
    bucket.at = now;
    this.buckets.set(consumerKey, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / getsPerSecond));
  }

  /** Arrival times (epoch ms) of the merchant GETs seen, oldest first, served or refused. */
  arrivalTimes(): number[] {
    return [...this.arrivals];
  }
}
