// Where a PDF, an export or a support bundle is written (decisions 77): in the desktop app the
// system save dialog picks the file, in browser mode the screen's typed full path is used. The
// flow the screens share (ask, then write) is ui/save-target.tsx; here is what calls main.
import type { SaveKind } from '../../shared/files/save-path-schema';
import { boarding } from '../ipc/boarding-client';
import { unwrap } from './unwrap';
import { useAppInfo } from './use-session';

/** True in the desktop app, where the system save dialog picks the file. */
export function useIsSaveDialog(): boolean {
  return useAppInfo().data?.mode === 'electron';
}

/** The file the agent chose in the system save dialog, opened on `proposal`; null when cancelled. */
export async function chooseSaveFile(kind: SaveKind, proposal: string): Promise<string | null> {
  const answer = await unwrap(boarding.files.chooseSavePath({ kind, defaultPath: proposal }));
  return answer.filePath;
}
