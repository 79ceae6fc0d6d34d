// What an application is called wherever it is listed: the drafts home, the outbox, notices.
import type { DraftSummary } from '../../shared/drafts/draft-schema';

/** The legal name, else the DBA, else a placeholder. */
export function displayName(summary: Pick<DraftSummary, 'legalName' | 'dba'>): string {
  return summary.legalName.trim() || summary.dba.trim() || 'Untitled application';
}
