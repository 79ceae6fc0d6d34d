// What an application is called wherever it is listed: the drafts home, the outbox, notices.
import { knownName } from '../../shared/drafts/display-name';
import type { DraftSummary } from '../../shared/drafts/draft-schema';

/** The legal name, else the DBA, else a placeholder. */
export function displayName(summary: Pick<DraftSummary, 'legalName' | 'dba'>): string {
  return knownName(summary) ?? 'Untitled application';
}
