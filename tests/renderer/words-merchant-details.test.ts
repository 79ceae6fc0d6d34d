// An opened Submitted row's dates line (renderer/words/merchant-details.ts): only the dates the
// service gave, in the agent's language and its date format, and nothing (so the row says why)
// when it gave none.
import { describe, expect, it } from 'vitest';
import { serviceDatesWords } from '../../renderer/words/merchant-details';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');
const none = { dateAdded: null, dateApproved: null, dateClosed: null };
// ICU's spaces around AM/PM differ between versions: compared as plain spaces.
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

describe('serviceDatesWords', () => {
  it('is undefined when the service gave no date, so no "Added —" is shown', () => {
    expect(serviceDatesWords(intl, none)).toBeUndefined();
    expect(serviceDatesWords(intl, { ...none, dateAdded: '  ' })).toBeUndefined();
  });

  it('names only the dates given, the first capitalised', () => {
    expect(serviceDatesWords(intl, { ...none, dateAdded: '2026-11-25' })).toBe(
      'Added Nov 25, 2026',
    );
    expect(plain(serviceDatesWords(intl, { ...none, dateApproved: '2026-11-26T09:30:00' }))).toBe(
      'Approved Nov 26, 2026, 9:30 AM',
    );
    expect(
      serviceDatesWords(intl, {
        dateAdded: '2026-11-25',
        dateApproved: null,
        dateClosed: '2026-12-01',
      }),
    ).toBe('Added Nov 25, 2026, closed Dec 1, 2026');
  });

  it('says them in Spanish with Spanish dates', () => {
    expect(
      serviceDatesWords(spanish, {
        dateAdded: '2026-11-25',
        dateApproved: '2026-11-26',
        dateClosed: null,
      }),
    ).toBe('Alta: 25 nov 2026; aprobación: 26 nov 2026');
    expect(plain(serviceDatesWords(spanish, { ...none, dateClosed: '2026-12-01T17:05:00' }))).toBe(
      'Cierre: 1 dic 2026, 5:05 p.m.',
    );
  });
});
