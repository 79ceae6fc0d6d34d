// The line under "Refresh all statuses" (decisions 53): "no changes" only when every due merchant
// was asked about; a check that stopped early says how far it got and why.
import { describe, expect, it } from 'vitest';
import { statusCheckWords } from '../../renderer/words/status-check';
import type { StatusCheck } from '../../shared/status/status-schema';

const checkedAt = new Date(2026, 10, 26, 14, 33).getTime();

function check(fields: Partial<StatusCheck>): StatusCheck {
  return { checkedAt, checked: 0, due: 0, changes: [], failures: [], ...fields };
}

describe('statusCheckWords', () => {
  it('says "no changes" when every due merchant was checked', () => {
    expect(statusCheckWords(check({ checked: 50, due: 50 }))).toMatch(
      /^Checked \d{1,2}:33\s?[AP]M, no changes\.$/,
    );
  });

  it('says where a check stopped and why, never "no changes"', () => {
    const words = statusCheckWords(
      check({
        checked: 0,
        due: 50,
        failures: [{ merchantId: '1', code: 'SERVER_ERROR', status: 503 }],
        stopped: { code: 'SERVER_ERROR' },
      }),
    );
    expect(words).not.toMatch(/no changes/);
    expect(words).toMatch(/Stopped after 1 of 50: the service had a problem\. Try again later\.$/);
  });

  it('counts merchants that could not be checked against those due', () => {
    const words = statusCheckWords(
      check({
        checked: 2,
        due: 3,
        failures: [{ merchantId: '7', code: 'INVALID_STATE' }],
      }),
    );
    expect(words).not.toMatch(/no changes/);
    expect(words).toMatch(/1 of 3 merchants could not be checked\.$/);
  });

  it('names the wait when the service asked for one', () => {
    const words = statusCheckWords(
      check({
        checked: 1,
        due: 3,
        failures: [{ merchantId: '2', code: 'RATE_LIMITED', status: 429 }],
        stopped: { code: 'RATE_LIMITED' },
        retryAt: checkedAt + 60_000,
      }),
    );
    expect(words).toMatch(
      /Stopped after 2 of 3: the service asked to wait: statuses are checked again after \d{1,2}:34\s?[AP]M\.$/,
    );
  });
});
