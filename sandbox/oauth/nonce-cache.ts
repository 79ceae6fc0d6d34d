// Remembers nonces so a replayed request is rejected (RFC 5849 section 3.3: a nonce is unique per
// timestamp, consumer and token). An entry is only needed while its timestamp can still pass the
// +-300 s window check (decisions 2), so it is forgotten after that and memory stays bounded by
// the request rate. Nonces are kept in memory only: after a restart, a request captured in the
// last five minutes could be replayed once, which is acceptable for a local practice server.

export const timestampWindowSeconds = 300;

export class NonceCache {
  private readonly seen = new Map<string, number>();
  private insertsSincePrune = 0;

  /**
   * Records the nonce and returns true, or returns false when the same nonce was already used
   * with the same consumer, token and timestamp.
   */
  remember(
    parts: { consumerKey: string; token: string; timestamp: string; nonce: string },
    nowMs: number,
  ): boolean {
    const key = JSON.stringify([parts.consumerKey, parts.token, parts.timestamp, parts.nonce]);
    const forgetAt = this.seen.get(key);
    if (forgetAt !== undefined && forgetAt > nowMs) return false;
    this.seen.set(key, Number(parts.timestamp) * 1000 + timestampWindowSeconds * 1000 + 1000);
    this.insertsSincePrune += 1;
    if (this.insertsSincePrune >= 1000) this.prune(nowMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private prune(nowMs: number): void {
    this.insertsSincePrune = 0;
    for (const [key, forgetAt] of this.seen) {
      if (forgetAt <= nowMs) this.seen.delete(key);
    }
  }
}
