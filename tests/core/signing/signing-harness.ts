// The signing service over a real encrypted draft store and audit log in a temp dir, with a fixed
// clock and time zone so the evidence's signedAt is known: what the signing, signed-PDF and
// merchant-language tests sign against. Settings stay the test's own (it may change them between
// calls), read through `settings`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAuditLog, type AuditLog } from '../../../electron/core/audit/audit-log';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import {
  createSigningService,
  type SigningService,
} from '../../../electron/core/signing/signing-service';
import type { Settings } from '../../../shared/ipc/settings-schema';
import { testCipher } from '../auth/test-ciphers';

export interface SigningHarness {
  dataDir: string;
  cipher: ReturnType<typeof testCipher>;
  store: DraftStore;
  audit: AuditLog;
  signing: SigningService;
  close(): Promise<void>;
}

export async function openSigningHarness(
  prefix: string,
  settings: () => Settings,
): Promise<SigningHarness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const cipher = testCipher();
  const opened = await openDraftStore({ dir: path.join(dataDir, 'drafts'), cipher });
  if (!opened.ok) throw new Error(opened.error.message);
  const store = opened.value;
  const audit = createAuditLog({ dir: path.join(dataDir, 'audit') });
  const signing = createSigningService({
    workspace: async () => ({ ok: true, value: { drafts: store, audit } }),
    settings,
    environmentName: (id) => (id === 'sandbox' ? 'Sandbox' : id),
    appVersion: '9.9.9',
    clock: { now: () => Date.parse('2026-11-26T19:33:00Z') },
    timeZone: () => 'America/New_York',
  });
  return {
    dataDir,
    cipher,
    store,
    audit,
    signing,
    async close() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
