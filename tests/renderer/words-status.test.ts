// The Submitted screen's words for the service's values: dates without a zone are shown in the
// app's date words at the same wall-clock time (no zone shift invented), anything unreadable as
// received; statuses in words, unknown ones verbatim (decisions 11).
import { describe, expect, it } from 'vitest';
import { needsActionTone, statusWords } from '../../renderer/words/status';
import { serviceDate } from '../../renderer/words/time';

// The machine's default locale decides the words; these cases pin en-US, which this project's
// test machines use (C.UTF-8). Elsewhere the wall-clock checks below still hold.
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
    for (const odd of ['2026-02-30T10:00:00', '25/11/2026', 'soon', '2026-11-25T07:06:22Z'])
      expect(serviceDate(odd)).toBe(odd);
    expect(serviceDate(null)).toBe('—');
    expect(serviceDate(undefined)).toBe('—');
    expect(serviceDate('')).toBe('—');
  });
});

describe('statusWords', () => {
  it('words the known statuses and keeps unknown ones verbatim', () => {
    expect(statusWords('InReview')).toBe('In review');
    expect(statusWords('OnHoldForAudit')).toBe('OnHoldForAudit');
    expect(statusWords(null)).toBe('Not checked yet');
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
