// Words for retention (decisions 44): its sentences are catalogue messages (retention.*,
// decisions 91); its dates come from the agent's locale.
import { formatDayOfYear, type IntlShape } from '../i18n/format';

/** "Nov 24, 2026": the day retention acts from. */
export function retentionDay(intl: IntlShape, at: number | string): string {
  return formatDayOfYear(intl, at);
}
