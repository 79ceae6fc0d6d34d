// files:* handlers: the system save dialog where the host has one (decisions 77). Core only
// relays: the dialog is Electron's (electron/main/save-dialog.ts), given as a port.
import type { ChooseSavePathRequest } from '../../../../shared/files/save-path-schema';
import { err, ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';

export function fileHandlers(
  chooseSavePath: ((request: ChooseSavePathRequest) => Promise<string | null>) | undefined,
): Pick<Handlers, 'files:chooseSavePath'> {
  return {
    'files:chooseSavePath': async (request) => {
      if (chooseSavePath === undefined)
        return err('INVALID_STATE', 'Browser mode has no system save dialog: type the full path.');
      return ok({ filePath: await chooseSavePath(request) });
    },
  };
}
