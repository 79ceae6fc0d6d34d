// The draft store's public shape: what the IPC handlers, the outbox (through the narrower
// SubmissionSource), the signing service (through SignableDrafts) and tests call. The
// implementation is draft-store.ts.
import type { DraftCounts } from '../../../shared/drafts/draft-counts-schema';
import type {
  Draft,
  DraftCreateRequest,
  DraftList,
  DraftPayload,
  DraftSummary,
  QuarantinedFile,
} from '../../../shared/drafts/draft-schema';
import type { MerchantLanguage } from '../../../shared/i18n/languages';
import type { DraftDuplicates } from '../../../shared/drafts/duplicate-schema';
import type { Result } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { OutboxDraft, SubmissionSource } from '../outbox/submission-source';
import type { Cipher, Clock, Logger } from '../ports';
import type { SignableDrafts } from '../signing/signable-drafts';
import type { PricingSource } from './pricing-source';

export interface DraftStoreOptions {
  dir: string;
  cipher: Cipher;
  clock?: Clock;
  logger?: Logger;
  /** Accept a weak Cipher (Linux basic_text) after the user agreed; refused by default. */
  allowWeakCipher?: boolean;
  /** Index journal lines before compaction (tuning and tests; default max(1000, drafts / 2)). */
  indexJournalLimit?: number;
  /**
   * The data folder is read-only (decisions 27): open to read, write nothing (no quarantine
   * move, no migration written, no index snapshot or journal). Edits are refused above the store.
   */
  isReadOnly?: boolean;
  /** The invite-code catalogue's words for a draft's code (decisions 87); absent: none kept. */
  pricing?: PricingSource;
}

export type DraftChange =
  | {
      type: 'created' | 'saved' | 'trashed' | 'restored' | 'lifecycle' | 'status';
      id: string;
      summary: DraftSummary;
    }
  | { type: 'purged' | 'quarantined'; id: string };

export type DraftChangeListener = (change: DraftChange) => void;

export interface DraftStore extends SubmissionSource, SignableDrafts {
  create(initial?: DraftCreateRequest): Promise<Result<Draft>>;
  get(id: string): Promise<Result<Draft>>;
  /** Autosave. Re-derives draft/ready and errorCount; refuses READ_ONLY / INVALID_STATE / CONFLICT. */
  save(
    id: string,
    payload: DraftPayload,
    options?: { expectedUpdatedAt?: string },
  ): Promise<Result<DraftSummary>>;
  /**
   * A copy with a new id AND a new referenceId (decisions 10): it is a different application. Its
   * legal name ends in "(copy)" and it starts as a draft, never ready (decisions 30).
   */
  duplicate(id: string): Promise<Result<Draft>>;
  /**
   * A new application from a submitted one (decisions 51): new id and referenceId, the same
   * legal name, SSNs, tax id and bank numbers blank. INVALID_STATE for one not submitted.
   */
  copySubmitted(id: string): Promise<Result<Draft>>;
  /**
   * A new draft for another location of the same merchant (decisions 82): new id and referenceId,
   * everything the merchant's carried, the Location section and the invite code empty. From any
   * application not in the trash (INVALID_STATE there).
   */
  newLocation(id: string): Promise<Result<Draft>>;
  /** Moves the draft to the recoverable trash. */
  delete(id: string): Promise<Result<void>>;
  restore(id: string): Promise<Result<DraftSummary>>;
  /** Removes a trashed draft for good (emptying the trash is the agent's explicit choice). */
  purge(id: string): Promise<Result<void>>;
  /** Purges every draft in the trash, one by one; stops at the first that fails. */
  emptyTrash(): Promise<Result<{ purged: number }>>;
  list(query?: unknown): Promise<Result<DraftList>>;
  /** Counts at a glance (per state, live, trash) from the index: nothing decrypted. */
  counts(): DraftCounts;
  /** Every file ever quarantined in this store, with why and when. */
  quarantined(): QuarantinedFile[];
  /** Ids of drafts a newer app version wrote: left on disk untouched, not listed, not writable. */
  tooNew(): string[];
  /**
   * Adds a whole record from another laptop's export under its own id and referenceId, written
   * like any change (one atomic file, then the index). Adds nothing when the id is already here
   * (trash included), so importing the same file twice adds nothing (decisions 42).
   */
  adopt(draft: Draft): Promise<Result<{ isAdded: boolean }>>;
  /**
   * adopt() for many records at once, with the same crash safety: each new file is written and
   * fsynced on its own, the folder is fsynced ONCE for the batch, and only then does any of them
   * enter the index (decisions 42). A kill half-way leaves whole files only, which the next open
   * lists (the files are the truth) and a second import skips. One result per record, in order;
   * a repeated id in the batch is added once.
   */
  adoptBatch(drafts: readonly Draft[]): Promise<Result<{ isAdded: boolean }>[]>;
  /**
   * Retention (decisions 44): replaces a submitted application with `reduce`'s smaller copy of it.
   * Refused (INVALID_STATE) unless the stored one and the copy are both submitted, with the same
   * id and referenceId: the only change a submitted application ever takes besides its status.
   */
  redactSubmitted(id: string, reduce: (draft: Draft) => Draft): Promise<Result<DraftSummary>>;
  /**
   * Keeps the merchant's language chosen on the review (decisions 99) and answers the draft as
   * stored; refused like an edit where the agent may not change the application now.
   */
  setMerchantLanguage(id: string, language: MerchantLanguage): Promise<Result<Draft>>;
  /** ready -> queued, only when the payload passes the shared schema. */
  enqueue(id: string): Promise<Result<DraftSummary>>;
  /** queued -> ready (or draft): the agent takes it back before it was sent. */
  cancelQueued(id: string): Promise<Result<DraftSummary>>;
  /**
   * The drafts in the outbox (queued, sending, needs-attention) with where each goes: found from
   * the index, then each one decrypted. A damaged one is set aside and left out.
   */
  inOutbox(): Promise<Result<OutboxDraft[]>>;
  /**
   * Every submitted application's merchant (trashed ones too: still at the service), as its
   * record describes it (merchant-record.ts), from the index: a start decrypts no draft
   * (decisions 101). An entry an earlier version wrote is read from its draft once and kept in
   * the index. A merchant whose record names no environment comes with a null one.
   */
  merchants(): Promise<Result<TrackedMerchant[]>>;
  /**
   * Records what status checks heard of a submitted application's merchant on its draft
   * (decisions 11, 89; merchant-record.ts `applyTracking`), and so in the index (decisions 101).
   * Nothing is written when that is what is stored already.
   */
  recordTracking(merchant: TrackedMerchant): Promise<Result<DraftSummary>>;
  /**
   * Decrypts every listed draft and quarantines any that fail. Open trusts the index (it must stay
   * fast at 50,000 drafts), so the workspace runs this in the background after every open: a
   * draft damaged on disk leaves the list soon after start instead of showing as Ready until
   * someone opens it. Stops early when the store closes.
   */
  verifyAll(): Promise<Result<{ checked: number; quarantined: number }>>;
  /** Other applications sharing a tax id, SSN, bank account or name + ZIP (decisions 30). */
  findDuplicates(id: string, payload?: Record<string, unknown>): Promise<Result<DraftDuplicates>>;
  onChange(listener: DraftChangeListener): () => void;
  close(): Promise<void>;
}
