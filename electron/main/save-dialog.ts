// The system save dialog behind files:chooseSavePath (decisions 77), as a port core receives.
// The agent picks the file in the OS's own dialog, sheet of the app's window: on macOS a file
// chosen there is one the app may write without a privacy prompt (a typed path under Documents
// or Desktop would raise one, and the write would then fail as "not writable"). The options are
// a pure function so they are tested without Electron.
import type { BrowserWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { ChooseSavePathRequest, SaveKind } from '../../shared/files/save-path-schema';

const dialogWords: Record<
  SaveKind,
  { title: string; fallbackName: string; filter: { name: string; extensions: string[] } }
> = {
  pdf: {
    title: 'Save the application as PDF',
    fallbackName: 'boarding-desk-application.pdf',
    filter: { name: 'PDF document', extensions: ['pdf'] },
  },
  export: {
    title: 'Export applications',
    fallbackName: 'boarding-desk-export.age',
    filter: { name: 'Boarding Desk export', extensions: ['age'] },
  },
  support: {
    title: 'Save the support bundle',
    fallbackName: 'boarding-desk-support.json',
    filter: { name: 'Support bundle', extensions: ['json'] },
  },
};

export function saveDialogOptions(request: ChooseSavePathRequest): SaveDialogOptions {
  const words = dialogWords[request.kind];
  const defaultPath = request.defaultPath.trim();
  return {
    title: words.title,
    defaultPath: defaultPath === '' ? words.fallbackName : defaultPath,
    buttonLabel: 'Save',
    filters: [words.filter],
    // Linux asks before replacing only when told to; macOS and Windows always ask.
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
}

export interface SaveDialogPorts {
  showSaveDialog: (
    window: BrowserWindow | undefined,
    options: SaveDialogOptions,
  ) => Promise<SaveDialogReturnValue>;
  /** The window the dialog belongs to (a sheet on macOS, modal on Windows). */
  parentWindow: () => BrowserWindow | undefined;
}

export function createChooseSavePath(
  ports: SaveDialogPorts,
): (request: ChooseSavePathRequest) => Promise<string | null> {
  return async (request) => {
    const answer = await ports.showSaveDialog(ports.parentWindow(), saveDialogOptions(request));
    if (answer.canceled || answer.filePath === undefined || answer.filePath === '') return null;
    return answer.filePath;
  };
}
