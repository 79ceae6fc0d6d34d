// transfer:* handlers over the transfer service (decisions 40-43). An export writes over an
// existing file only when the system save dialog answered that path (decisions 81).
import os from 'node:os';
import path from 'node:path';
import { ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import type { TransferService } from '../../transfer/transfer-service';
import type { ReplaceConsent } from '../replace-consent';

type TransferChannels =
  | 'transfer:defaults'
  | 'transfer:export'
  | 'transfer:cancel'
  | 'transfer:preview'
  | 'transfer:import';

/** The proposed file: the home folder, named by the day, so two exports a day differ by hand. */
function defaultExportPath(now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return path.join(os.homedir(), `boarding-desk-export-${day}.age`);
}

export function transferHandlers(
  transfer: TransferService,
  now: () => Date,
  consent: ReplaceConsent,
): Pick<Handlers, TransferChannels> {
  return {
    'transfer:defaults': () => ok({ exportPath: defaultExportPath(now()) }),
    'transfer:export': (request) =>
      transfer.startExport(request, { mayReplace: consent.take('export', request.filePath) }),
    'transfer:cancel': ({ jobId }) => ok(transfer.cancel(jobId)),
    'transfer:preview': ({ filePath, passphrase }) => transfer.preview(filePath, passphrase),
    'transfer:import': ({ token }) => transfer.importChecked(token),
  };
}
