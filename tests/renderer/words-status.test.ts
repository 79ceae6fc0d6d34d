// The Submitted screen's words for the service's values: dates without a zone are shown in the
// app's date words at the same wall-clock time (no zone shift invented), anything unreadable as
// received; statuses in words in the agent's language, unknown ones verbatim (decisions 11, 91).
import { describe, expect, it } from 'vitest';
import {
  handledWords,
  moneyWords,
  needsActionTone,
  nextStepWords,
  statusChangedNotice,
  statusWords,
} from '../../renderer/words/status';
import { formatServiceDate, serviceDate } from '../../renderer/words/time';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');
// ICU's spaces around AM/PM and in amounts differ between versions: compared as plain spaces.
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

// The machine's default locale decides the system-locale words; these cases pin en-US, which
// this project's test machines use (C.UTF-8). Elsewhere the wall-clock checks below still hold.
const isEnUs = new Intl.DateTimeFormat().resolvedOptions().locale === 'en-US';

describe('serviceDate', () => {
  it('keeps the wall-clock time of a naive date-time, whatever the zone this runs in', () => {
    const shown = serviceDate('2026-11-25T07:06:22');
    expect(shown).toMatch(/2026/);
    expect(shown).toMatch(/7:06|07:06/);
    if (isEnUs) {
      expect(shown).toBe('Nov 25, 2026, 7:06 AM');
      expect(serviceDate('2026-11-25 23:59:00')).toBe('Nov 25, 2026, 11:59 PM');
      expect(serviceDate('2026-02-01')).toBe('Feb 1, 2026');
    }
  });

  it('shows anything else exactly as received', () => {
    for (const odd of ['2026-02-30T10:00:00', '25/11/2026', 'soon', '2026-11-25T07:06:22Z']) {
      expect(serviceDate(odd)).toBe(odd);
      expect(formatServiceDate(spanish, odd)).toBe(odd);
    }
    expect(serviceDate(null)).toBe('—');
    expect(serviceDate(undefined)).toBe('—');
    expect(serviceDate('')).toBe('—');
    expect(formatServiceDate(intl, null)).toBe('—');
  });

  it("formats in the agent's locale, the wall-clock time kept", () => {
    expect(plain(formatServiceDate(intl, '2026-11-25T07:06:22'))).toBe('Nov 25, 2026, 7:06 AM');
    expect(plain(formatServiceDate(spanish, '2026-11-25T23:59:00'))).toBe(
      '25 nov 2026, 11:59 p.m.',
    );
    expect(formatServiceDate(spanish, '2026-02-01')).toBe('1 feb 2026');
  });
});

describe('statusWords', () => {
  it('words the known statuses and keeps unknown ones verbatim', () => {
    expect(statusWords(intl, 'InReview')).toBe('In review');
    expect(statusWords(intl, 'OnHoldForAudit')).toBe('OnHoldForAudit');
    expect(statusWords(intl, null)).toBe('Not checked yet');
  });

  it('says them in Spanish, an unknown one still verbatim', () => {
    expect(statusWords(spanish, 'Approved')).toBe('Aprobada');
    expect(statusWords(spanish, 'PendingInfo')).toBe('Falta información');
    expect(statusWords(spanish, 'OnHoldForAudit')).toBe('OnHoldForAudit');
    expect(statusWords(spanish, null)).toBe('Aún sin consultar');
  });
});

describe('the notices and next steps', () => {
  it('names the merchant, or numbers it when it has no name', () => {
    expect(statusChangedNotice(intl, "Tony's Bistro LLC", '7', 'Approved')).toBe(
      "Tony's Bistro LLC is now Approved.",
    );
    expect(statusChangedNotice(intl, '', '4417', 'Declined')).toBe(
      'Merchant 4417 is now Declined.',
    );
    expect(statusChangedNotice(spanish, undefined, '4417', 'Declined')).toBe(
      'Comercio 4417 ahora está en estado: Rechazada.',
    );
  });

  it('says handled and back in both languages, and the next step in Spanish', () => {
    expect(handledWords(intl, 'Acme', true)).toBe(
      'Acme is marked as handled. It comes back if its status changes.',
    );
    expect(handledWords(intl, 'Acme', false)).toBe('Acme is back in Needs action.');
    expect(handledWords(spanish, 'Acme', false)).toBe('Acme volvió a Requieren acción.');
    expect(nextStepWords(spanish, 'Declined')).toMatch(
      /^El departamento de suscripción la rechazó/,
    );
    expect(nextStepWords(spanish, 'Approved')).toBeUndefined();
  });
});

describe('moneyWords', () => {
  it("shows dollars in the agent's locale, a dash when the service gave none", () => {
    expect(moneyWords(intl, 25_000)).toBe('$25,000.00');
    expect(plain(moneyWords(spanish, 1_234.5))).toMatch(/^(US)?\$1,234\.50$/);
    expect(moneyWords(intl, null)).toBe('—');
  });
});

describe('needsActionTone', () => {
  it('reads a decision that ends the application as a problem, more information as a warning', () => {
    expect(needsActionTone('Declined')).toBe('problem');
    expect(needsActionTone('Closed')).toBe('problem');
    expect(needsActionTone('PendingInfo')).toBe('warning');
    expect(needsActionTone(null)).toBe('warning');
  });
});
