// The line under "Refresh all statuses" (decisions 53): "no changes" only when every due merchant
// was asked about; a check that stopped early says how far it got and why.
import { describe, expect, it } from 'vitest';
import { statusCheckWords } from '../../renderer/words/status-check';
import type { StatusCheck } from '../../shared/status/status-schema';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');

const checkedAt = new Date(2026, 10, 26, 14, 33).getTime();

function check(fields: Partial<StatusCheck>): StatusCheck {
  return { checkedAt, checked: 0, due: 0, changes: [], failures: [], ...fields };
}

describe('statusCheckWords', () => {
  it('says "no changes" when every due merchant was checked', () => {
    expect(statusCheckWords(intl, check({ checked: 50, due: 50 }))).toMatch(
      /^Checked \d{1,2}:33\s?[AP]M, no changes\.$/,
    );
  });

  it('says where a check stopped and why, never "no changes"', () => {
    const words = statusCheckWords(
      intl,
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
      intl,
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
      intl,
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

  it('names what changed, counts the rest, and speaks Spanish', () => {
    const changes = ['Approved', 'Declined', 'PendingInfo', 'Approved', 'Closed'].map(
      (status, index) => ({
        merchantId: String(index + 1),
        name: index === 0 ? 'Corner Bakery LLC' : '',
        status,
        statusReason: null,
        previousStatus: 'Submitted',
        at: checkedAt,
      }),
    );
    const done = check({ checked: 5, due: 5, changes });
    expect(statusCheckWords(intl, done)).toMatch(
      /^Checked \d{1,2}:33\s?[AP]M: Corner Bakery LLC now Approved; Merchant 2 now Declined; Merchant 3 now More information needed; and 2 more changed\.$/,
    );
    expect(statusCheckWords(spanish, done)).toMatch(
      /^Consultado a las \d{1,2}:33\s?[ap]\.\s?m\.: Corner Bakery LLC, ahora: Aprobada; Comercio 2, ahora: Rechazada; Comercio 3, ahora: Falta información; y 2 cambios más\.$/,
    );
    expect(statusCheckWords(spanish, check({ checked: 50, due: 50 }))).toMatch(
      /^Consultado a las \d{1,2}:33\s?[ap]\.\s?m\., sin cambios\.$/,
    );
    expect(
      statusCheckWords(
        spanish,
        check({
          checked: 0,
          due: 50,
          failures: [{ merchantId: '1', code: 'OFFLINE' }],
          stopped: { code: 'OFFLINE' },
        }),
      ),
    ).toMatch(/Se detuvo después de 1 de 50: no se pudo conectar con el servicio\./);
  });
});
