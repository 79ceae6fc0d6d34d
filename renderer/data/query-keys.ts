// Every cache key of the data layer in one place, so an event handler invalidates exactly what a
// screen reads. Keys are arrays (TanStack Query), broad to narrow: invalidating ['drafts'] also
// refreshes every drafts list and every open draft.
import type { DraftListQuery } from '../../shared/drafts/draft-schema';
import type { MerchantRef } from '../../shared/ipc/request-schemas';

export const queryKeys = {
  appInfo: ['app', 'info'] as const,
  settings: ['settings'] as const,
  /** The pricing plans: the organisation's and the agent's own (decisions 86). */
  catalogue: ['catalogue'] as const,
  environments: ['environments'] as const,
  environment: (id: string) => ['environments', id] as const,
  auth: ['auth'] as const,
  /** The organisation's settings in effect (decisions 84). */
  policy: ['policy'] as const,
  /** One agreement text as the review shows it, per environment and language. */
  agreement: (environmentId: string | undefined, language: string) =>
    ['agreement', environmentId ?? 'selected', language] as const,
  agreements: ['agreement'] as const,
  drafts: ['drafts'] as const,
  draftList: (query: DraftListQuery) => ['drafts', 'list', query] as const,
  draftCounts: ['drafts', 'counts'] as const,
  draft: (id: string) => ['drafts', 'one', id] as const,
  /** A draft's signature state, per stored version (computed here from the payload's hash). */
  signatureState: (id: string, updatedAt: string, payloadSha256: string) =>
    ['drafts', 'signature', id, updatedAt, payloadSha256] as const,
  /** The category picker's answers from core's list (decisions 102): fixed for the app's life. */
  categorySearch: (query: string, limit: number) => ['categories', 'search', query, limit] as const,
  category: (code: string) => ['categories', 'code', code] as const,
  outbox: ['outbox'] as const,
  merchants: ['merchants'] as const,
  /** The worklist's rows (Submitted, Needs action, the header's count). */
  merchantList: ['merchants', 'list'] as const,
  /** An opened row's history and details (decisions 66): under ['merchants'], so a status change
   * or a refresh that reads the list again reads an opened row again too. */
  merchantHistory: (ref: MerchantRef) =>
    ['merchants', 'history', ref.environmentId, ref.merchantId, ref.draftId ?? null] as const,
  /** What the last "Refresh" found (a StatusCheck); outside ['merchants'], so a refetch keeps it. */
  statusCheck: ['status-check'] as const,
  audit: (draftId?: string) => ['audit', draftId ?? 'all'] as const,
  /** The latest transfer:progress of one export or import; written only by the event policy. */
  transferProgress: (jobId: string) => ['transfer', 'progress', jobId] as const,
  /** An application's documents (under its draft, so a draft event refreshes them too). */
  documents: (draftId: string) => ['drafts', 'documents', draftId] as const,
};
