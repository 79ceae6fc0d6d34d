// The soak (`npm run soak`) at a tiny size, so CI runs the same code: 20 applications through a
// real browser-mode host's outbox against the built-in sandbox with its faults on, the host
// SIGKILLed once mid-run and restarted on the same data folder. Each application must end as its
// marker says, boarded exactly once, none lost (decisions 9, 10). Bounded: the run has its own
// deadline, well inside the test's timeout.
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../scripts/soak-run';

describe('soak', () => {
  it('boards every application exactly once through a SIGKILL of the host', async () => {
    const figures = await runSoak({ applications: 20, kills: 1, deadlineMs: 50_000 });
    expect(figures.isFinished).toBe(true);
    expect(figures.kills).toBe(1);
    expect(figures.expectedRejected).toBe(1);
    expect(figures.duplicates).toBe(0);
    expect(figures.lost).toBe(0);
    expect(figures.answered409).toBe(0);
    expect(figures.postsAfterCreated).toBe(0);
    expect(figures.merchantsAtSandbox).toBe(19);
    expect(figures.posts).toBeGreaterThanOrEqual(20);
  }, 60_000);
});
