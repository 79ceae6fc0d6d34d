// Two laptops' data folders with a draft store each, and the transfer service over one of them,
// for the export and import tests. A low scrypt work factor keeps each file quick to open; the
// format is otherwise exactly what the app writes.
import type { DraftStore } from '../../../../electron/core/drafts/draft-store-api';
import { silentLogger } from '../../../../electron/core/ports';
import {
  createTransferService,
  type TransferService,
} from '../../../../electron/core/transfer/transfer-service';
import { ok } from '../../../../shared/result';
import type { TransferProgress } from '../../../../shared/transfer/transfer-schema';
import { openTestStore } from '../../drafts/support/open-store';

export const testScryptLogN = 10;

export interface Laptop {
  drafts: DraftStore;
  transfer: TransferService;
  progress: TransferProgress[];
}

export async function openLaptop(
  dir: string,
  now = () => new Date('2026-11-26T01:00:00.000Z'),
): Promise<Laptop> {
  const drafts = await openTestStore(dir);
  const progress: TransferProgress[] = [];
  const transfer = createTransferService({
    drafts: async () => ok(drafts),
    app: { name: 'Boarding Desk', version: '0.1.0' },
    now,
    logger: silentLogger,
    onProgress: (event) => progress.push(event),
    scryptLogN: testScryptLogN,
  });
  return { drafts, transfer, progress };
}

/** Starts an export and waits for it to end; the started answer and the last progress. */
export async function exportAndWait(
  laptop: Laptop,
  request: Parameters<TransferService['startExport']>[0],
) {
  const started = await laptop.transfer.startExport(request);
  if (!started.ok) throw new Error(`export refused: ${started.error.code}`);
  if (started.value.outcome !== 'started') return { started: started.value, last: undefined };
  const last = await laptop.transfer.finished(started.value.jobId);
  return { started: started.value, last };
}
