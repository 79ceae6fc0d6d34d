// files:* handlers: the system save dialog where the host has one (decisions 77). Core only
// relays: the dialog is Electron's (electron/main/save-dialog.ts), given as a port. The file it
// answers is recorded as one the agent consented to replace (decisions 81): the OS dialog asked.
import type { ChooseSavePathRequest } from '../../../../shared/files/save-path-schema';
import { err, ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import type { ReplaceConsent } from '../replace-consent';

export function fileHandlers(
  chooseSavePath: ((request: ChooseSavePathRequest) => Promise<string | null>) | undefined,
  consent: ReplaceConsent,
): Pick<Handlers, 'files:chooseSavePath'> {
  return {
    'files:chooseSavePath': async (request) => {
      if (chooseSavePath === undefined)
        return err('INVALID_STATE', 'Browser mode has no system save dialog: type the full path.');
      const filePath = await chooseSavePath(request);
      if (filePath !== null) consent.grant(request.kind, filePath);
      return ok({ filePath });
    },
  };
}
