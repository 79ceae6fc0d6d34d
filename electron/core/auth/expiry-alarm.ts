// Wakes the session at the warning threshold and at expiry (decisions 7) so the UI can update
// without polling. The times come from the injected clock when armed; the timers are unref'd so
// they never keep the process alive, and re-armed on every change.

/** setTimeout holds at most 2^31-1 ms (about 24.8 days); anything further is re-armed later. */
const longestDelayMs = 2 ** 31 - 1;

export class ExpiryAlarm {
  private timers: NodeJS.Timeout[] = [];

  constructor(private readonly onAlarm: () => void) {}

  /** Replaces any armed alarm with alarms at each of `times` (epoch ms) still ahead of `now`. */
  arm(times: number[], now: number): void {
    this.clear();
    for (const at of times) {
      const delay = at - now;
      if (delay <= 0 || delay > longestDelayMs) continue;
      const timer = setTimeout(this.onAlarm, delay);
      timer.unref();
      this.timers.push(timer);
    }
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
  }
}
