// What an application is called wherever it is listed: the drafts home, the outbox, notices.
import { knownName } from '../../shared/drafts/display-name';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import type { IntlShape } from '../i18n/format';

/** The legal name, else the DBA, else a placeholder in the agent's language (decisions 91). */
export function displayName(
  intl: IntlShape,
  summary: Pick<DraftSummary, 'legalName' | 'dba'>,
): string {
  return knownName(summary) ?? intl.formatMessage({ id: 'drafts.untitled' });
}
