// Where a PDF, an export or a support bundle is written (decisions 77). In the desktop app the
// system save dialog picks the file; in browser mode there is no such dialog and the screen keeps
// its typed full path. Screens ask here instead of reading the mode themselves.
import type { SaveKind } from '../../shared/files/save-path-schema';
import { boarding } from '../ipc/boarding-client';
import { unwrap } from './unwrap';
import { useAppInfo } from './use-session';

export interface SaveTarget {
  /** True in the desktop app: no path field; the save button opens the system dialog. */
  isDialog: boolean;
  /** The file to write: the dialog's choice (null when cancelled), or the typed path as it is. */
  resolve(kind: SaveKind, proposal: string): Promise<string | null>;
}

export function useSaveTarget(): SaveTarget {
  const isDialog = useAppInfo().data?.mode === 'electron';
  return {
    isDialog,
    resolve: async (kind, proposal) => {
      if (!isDialog) return proposal;
      const answer = await unwrap(boarding.files.chooseSavePath({ kind, defaultPath: proposal }));
      return answer.filePath;
    },
  };
}
