// Other applications on this computer sharing a number with a draft (drafts:duplicates, decisions
// 30): for the editor's live note beside a field, and for the question asked before queueing.
// Asked with the payload being typed, or without it for the stored draft. A failure to ask is
// treated as "none found": the lookup only warns, it never stands between the agent and the queue.
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import type { DuplicateMatch } from '../../shared/drafts/duplicate-schema';
import { boarding } from '../ipc/boarding-client';

export async function findDuplicates(
  id: string,
  payload?: DraftPayload,
): Promise<DuplicateMatch[]> {
  const found = await boarding.drafts.duplicates(payload === undefined ? { id } : { id, payload });
  return found.ok ? found.value.matches : [];
}
