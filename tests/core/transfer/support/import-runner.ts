// Child process for the killed-import test: imports an export file into a data folder and prints
// `added <n>` after each batch of applications is written, so the parent can SIGKILL it
// half-way (mid-import, with a batch's writes in flight).
// Bounded: exits by itself when the import ends.
import { openDraftStore } from '../../../../electron/core/drafts/draft-store';
import { silentLogger } from '../../../../electron/core/ports';
import { createTransferService } from '../../../../electron/core/transfer/transfer-service';
import { ok } from '../../../../shared/result';
import { createTestCipher } from '../../drafts/support/test-cipher';
import { testScryptLogN } from './transfer-harness';

const [dir, file, passphrase] = process.argv.slice(2);
if (!dir || !file || !passphrase) throw new Error('usage: import-runner <dir> <file> <passphrase>');
const opened = await openDraftStore({ dir, cipher: createTestCipher() });
if (!opened.ok) process.exit(2);
const drafts = opened.value;
const transfer = createTransferService({
  drafts: async () => ok(drafts),
  app: { name: 'Boarding Desk', version: '0.1.0' },
  now: () => new Date(),
  logger: silentLogger,
  onProgress: (progress) => process.stdout.write(`added ${progress.done}\n`),
  scryptLogN: testScryptLogN,
});
const preview = await transfer.preview(file, passphrase);
if (!preview.ok || preview.value.outcome !== 'preview') process.exit(3);
process.stdout.write('checked\n');
await transfer.importChecked(preview.value.token);
process.stdout.write('finished\n');
