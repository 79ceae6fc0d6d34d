// What the agent is told about damaged state files: every file moved to a quarantine folder
// since this start (decisions 25). Read from the quarantine folders themselves, so nothing has to
// be threaded through the modules that set files aside, and the list is the truth on disk. Draft
// files are left out: the drafts screen lists those itself (drafts:counts setAside).
import path from 'node:path';
import { SetAsideFileSchema, type SetAsideFile } from '../../../shared/ipc/app-info-schema';
import { listQuarantine } from './quarantine';

/** The data folder's sub-folders that keep a quarantine/ of their own. */
const quarantineHomes = ['', 'outbox', 'status', 'audit', 'drafts'];

const kindByFileName: [RegExp, SetAsideFile['what']][] = [
  [/^settings\.json\b/, 'settings'],
  [/^boarding-desk\.json\b/, 'settings'],
  [/^environments\.json\b/, 'environments'],
  [/^outbox\.json\b/, 'outbox'],
  [/^status-history\.json\b/, 'status'],
  [/^marks\.json\b/, 'status'],
  [/^audit(\.\d+)?\.jsonl\b/, 'audit'],
  [/^index\.json\b/, 'draft-index'],
];

const maxNotices = 50;

export async function setAsideSince(dataDir: string, sinceMs: number): Promise<SetAsideFile[]> {
  const notices: SetAsideFile[] = [];
  for (const home of quarantineHomes) {
    for (const record of await listQuarantine(path.join(dataDir, home))) {
      if (record.id !== undefined || Date.parse(record.at) < sinceMs) continue; // drafts: listed elsewhere
      const name = path.basename(record.file);
      const what = kindByFileName.find(([pattern]) => pattern.test(name))?.[1];
      if (what === undefined && home === 'drafts') continue;
      const notice = SetAsideFileSchema.safeParse({
        what: what ?? 'other',
        ...(record.count !== undefined && { count: record.count }),
        at: record.at,
      });
      if (notice.success) notices.push(notice.data);
    }
  }
  return notices.sort((a, b) => a.at.localeCompare(b.at)).slice(-maxNotices);
}
