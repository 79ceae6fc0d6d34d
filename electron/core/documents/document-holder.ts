// Opens the document service once the drafts are open (it needs their data key, decisions 48).
// Removing a purged application's documents is not its job: that is tied to the draft store when
// the workspace opens (document-upkeep.ts), so it happens even if this never opens. A failure to open is answered like the drafts' own
// (no keyring, weak protection not accepted) and the next call tries again.
import path from 'node:path';
import { ok, type Result } from '../../../shared/result';
import { loadOrCreateDataKey } from '../drafts/data-key';
import type { DraftStore } from '../drafts/draft-store-api';
import type { Cipher, Logger } from '../ports';
import { createDocumentFiles, documentKeyOf } from './document-files';
import { createDocumentService, type DocumentService } from './document-service';

export interface DocumentHolder {
  open(): Promise<Result<DocumentService>>;
}

export function createDocumentHolder(options: {
  dataDir: string;
  cipher: Cipher;
  isWeakCipherAccepted: () => boolean;
  drafts: () => Promise<Result<DraftStore>>;
  now: () => Date;
  logger: Logger;
  isReadOnly?: boolean;
}): DocumentHolder {
  let opening: Promise<Result<DocumentService>> | undefined;

  async function build(): Promise<Result<DocumentService>> {
    const drafts = await options.drafts();
    if (!drafts.ok) return drafts;
    // The draft store has created or loaded the key by now: this only unwraps it again.
    const draftsDir = path.join(options.dataDir, 'drafts');
    const key = await loadOrCreateDataKey(draftsDir, options.cipher, {
      allowWeakCipher: options.isWeakCipherAccepted(),
    });
    if (!key.ok) return key;
    return ok(
      createDocumentService({
        files: createDocumentFiles(draftsDir, documentKeyOf(key.value)),
        getDraft: (id) => drafts.value.get(id),
        now: options.now,
        logger: options.logger,
        isReadOnly: options.isReadOnly === true,
      }),
    );
  }

  return {
    open() {
      opening ??= build().then((result) => {
        if (!result.ok) opening = undefined;
        return result;
      });
      return opening;
    },
  };
}
