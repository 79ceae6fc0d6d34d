// The words of a Submitted row opened on demand (decisions 66) where the service or this computer
// has nothing to show yet: a line says so, rather than a dash or a heading with nothing under it.
// In the agent's language, the service's dates in its locale (decisions 91).
import type { MerchantDetails } from '../../shared/status/status-schema';
import type { IntlShape } from '../i18n/format';
import { formatServiceDate } from './time';

/**
 * "Added Nov 25, 2026, approved Nov 26, 2026": only the dates the service gave, in one sentence;
 * undefined when it gave none.
 */
export function serviceDatesWords(
  intl: IntlShape,
  details: Pick<MerchantDetails, 'dateAdded' | 'dateApproved' | 'dateClosed'>,
): string | undefined {
  const given = (value: string | null) => value !== null && value.trim() !== '';
  if (!given(details.dateAdded) && !given(details.dateApproved) && !given(details.dateClosed))
    return undefined;
  const date = (value: string | null) => (given(value) ? formatServiceDate(intl, value) : '');
  return intl.formatMessage(
    { id: 'submitted.details.dates' },
    {
      added: date(details.dateAdded),
      approved: date(details.dateApproved),
      closed: date(details.dateClosed),
      which: [
        given(details.dateAdded) ? 'added' : '',
        given(details.dateApproved) ? 'approved' : '',
        given(details.dateClosed) ? 'closed' : '',
      ]
        .filter((part) => part !== '')
        .join('_'),
    },
  );
}
