// The one IPC contract (conventions 2-4): every channel the renderer may call, keyed `area:verb`, with
// a zod schema for the request and for the Result it answers. Types come from z.infer only. Main
// (electron/main/ipc.ts) and browser mode (electron/browser/host.ts) both answer it through the
// same dispatcher (electron/core/ipc/dispatch.ts); the preload and the renderer's browser
// transport build `window.boarding` from the same channel names.
import { z } from 'zod';
import { resultSchema } from '../result';
import { AppInfoSchema, AppUpdateSchema } from './app-info-schema';
import { channelNames, eventNames, type Channel, type EventName } from './channels';
import { AuditEntrySchema } from '../outbox/audit-entry-schema';
import { AuthStatusSchema } from '../auth/auth-status-schema';
import {
  DraftCreateRequestSchema,
  DraftIdRequestSchema,
  MadeDraftSchema,
  DraftListQuerySchema,
  DraftListSchema,
  DraftMerchantLanguageRequestSchema,
  DraftSaveRequestSchema,
  DraftSchema,
  DraftSummarySchema,
} from '../drafts/draft-schema';
import {
  EnvironmentFileProblemSchema,
  EnvironmentSchema,
  EnvironmentSummarySchema,
} from '../environments/environment-schema';
import { DraftCountsSchema } from '../drafts/draft-counts-schema';
import { DraftDuplicatesRequestSchema, DraftDuplicatesSchema } from '../drafts/duplicate-schema';
import { OutboxProgressSchema, OutboxStateSchema } from '../outbox/outbox-schema';
import {
  MerchantHistorySchema,
  MerchantListSchema,
  MerchantStatusChangeSchema,
  TrackedMerchantSchema,
} from '../status/status-schema';
import { ValidationSummarySchema } from './validation-summary-schema';
import {
  AuditListRequestSchema,
  AuthStartRequestSchema,
  DraftRefSchema,
  EnqueueRequestSchema,
  MarkHandledRequestSchema,
  MerchantRefSchema,
  EnvironmentRefSchema,
  EnvironmentSaveRequestSchema,
  ZipLookupRequestSchema,
} from './request-schemas';
import { SettingsPatchSchema, SettingsSchema } from './settings-schema';
import { PolicyStateSchema } from '../policy/policy-state-schema';
import { AgreementSchema } from '../review/agreement';
import { MerchantLanguageSchema } from '../i18n/languages';
import { CatalogueEntryRefSchema, CatalogueSchema } from '../policy/invite-catalogue';
import { InviteCatalogueEntrySchema } from '../policy/policy-schema';
import {
  ExportAnswerSchema,
  ExportRequestSchema,
  ImportOutcomeSchema,
  ImportPreviewRequestSchema,
  ImportPreviewSchema,
  ImportRequestSchema,
  TransferDefaultsSchema,
  TransferJobRefSchema,
  TransferProgressSchema,
} from '../transfer/transfer-schema';
import { RetentionAppliedSchema, RetentionStateSchema } from '../retention/retention-schema';
import { SupportBundleAnswerSchema, SupportBundleRequestSchema } from '../support/support-schema';
import { SignRequestSchema } from '../review/sign-request-schema';
import {
  DocumentBeginAnswerSchema,
  DocumentBeginRequestSchema,
  DocumentChunkAnswerSchema,
  DocumentChunkRequestSchema,
  DocumentFinishAnswerSchema,
  DocumentListRequestSchema,
  DocumentListSchema,
  DocumentRemoveRequestSchema,
  DocumentUploadRefSchema,
  DocumentCancelAnswerSchema,
} from '../documents/document-schema';
import {
  PdfDefaultsRequestSchema,
  PdfDefaultsSchema,
  PdfSaveAnswerSchema,
  PdfSaveRequestSchema,
} from '../pdf/pdf-schema';
import { ZipPlaceSchema } from '../merchant/zip-place-schema';
import {
  CategoryLookupRequestSchema,
  CategorySearchAnswerSchema,
  CategorySearchRequestSchema,
  MerchantCategorySchema,
} from '../codes/merchant-category-schema';
import { ChooseSavePathAnswerSchema, ChooseSavePathRequestSchema } from '../files/save-path-schema';

/** Channels that take no argument: `window.boarding.app.info()`. */
const NoRequestSchema = z.undefined();
/** Channels with nothing to return answer `ok(null)`: null survives JSON, undefined does not. */
const NothingSchema = z.null();

export const EnvironmentListSchema = z.strictObject({
  environments: z.array(EnvironmentSummarySchema),
  selectedId: z.string(),
  /** Why the environments file was not used, or only in part; absent when fine or missing. */
  fileProblem: EnvironmentFileProblemSchema.optional(),
});

export const AuditListSchema = z.strictObject({ entries: z.array(AuditEntrySchema) });

export interface ChannelSpec {
  request: z.ZodType;
  response: z.ZodType;
  /**
   * Whether the handler can change stored data or send anything (a write, a request to the
   * service, a page opened). Required, so a new channel does not compile until someone decides:
   * the malformed-call fuzz and the read-only data folder (decisions 27) read it.
   */
  mutates: boolean;
}

/** Which agreement to read: an environment (default the selected one) and a language. */
const AgreementRequestSchema = z.strictObject({
  environmentId: z.string().min(1).max(100).optional(),
  language: MerchantLanguageSchema,
});

/** Only reads: answered in a read-only data folder, and a malformed call has nothing to change. */
const reads = { mutates: false } as const;
/** Can change stored data or send something: refused in a read-only data folder. */
const mutates = { mutates: true } as const;

function channel<Request extends z.ZodType, Value extends z.ZodType>(
  request: Request,
  value: Value,
  effect: { mutates: boolean },
) {
  return { request, response: resultSchema(value), mutates: effect.mutates };
}

export const contract = {
  'app:info': channel(NoRequestSchema, AppInfoSchema, reads),
  'environments:list': channel(NoRequestSchema, EnvironmentListSchema, reads),
  /** A remote environment's whole configuration for the edit form (it holds no secret). */
  'environments:get': channel(EnvironmentRefSchema, EnvironmentSchema, reads),
  'environments:save': channel(EnvironmentSaveRequestSchema, EnvironmentListSchema, mutates),
  'environments:remove': channel(EnvironmentRefSchema, EnvironmentListSchema, mutates),
  'settings:get': channel(NoRequestSchema, SettingsSchema, reads),
  'settings:set': channel(SettingsPatchSchema, SettingsSchema, mutates),
  'auth:start': channel(AuthStartRequestSchema, AuthStatusSchema, mutates),
  // Ends a handshake in progress: in memory only, nothing is stored or sent.
  'auth:cancel': channel(NoRequestSchema, NothingSchema, reads),
  'auth:status': channel(NoRequestSchema, AuthStatusSchema, reads),
  'auth:signOut': channel(NoRequestSchema, AuthStatusSchema, mutates),
  // Opens the authorization page in the system browser: a request leaves the app.
  'auth:openPage': channel(NoRequestSchema, NothingSchema, mutates),
  'drafts:list': channel(DraftListQuerySchema, DraftListSchema, reads),
  'drafts:get': channel(DraftIdRequestSchema, DraftSchema, reads),
  'drafts:create': channel(DraftCreateRequestSchema, DraftSchema, mutates),
  'drafts:save': channel(DraftSaveRequestSchema, DraftSummarySchema, mutates),
  'drafts:duplicate': channel(DraftIdRequestSchema, DraftSchema, mutates),
  'drafts:delete': channel(DraftIdRequestSchema, NothingSchema, mutates),
  'drafts:restore': channel(DraftIdRequestSchema, DraftSummarySchema, mutates),
  // Removes a trashed application's file for good (the agent confirms first); INVALID_STATE for
  // one not in the trash.
  'drafts:purge': channel(DraftIdRequestSchema, NothingSchema, mutates),
  // Every application in the trash, for good; how many went.
  'drafts:emptyTrash': channel(
    NoRequestSchema,
    z.strictObject({ purged: z.number().int().nonnegative() }),
    mutates,
  ),
  'drafts:validate': channel(DraftIdRequestSchema, ValidationSummarySchema, reads),
  'drafts:counts': channel(NoRequestSchema, DraftCountsSchema, reads),
  /**
   * Other applications sharing a number with a draft (decisions 30); no number crosses back.
   * Mutates: the duplicate index on disk catches up while it answers.
   */
  'drafts:duplicates': channel(DraftDuplicatesRequestSchema, DraftDuplicatesSchema, mutates),
  /**
   * Refused (INVALID_STATE, invite-code-unconfirmed) while the invite code is expired, not yet
   * valid or not in the catalogue and the agent has not confirmed that very code (decisions 86).
   */
  'outbox:enqueue': channel(EnqueueRequestSchema, OutboxStateSchema, mutates),
  'outbox:cancel': channel(DraftRefSchema, OutboxStateSchema, mutates),
  'outbox:retry': channel(DraftRefSchema, OutboxStateSchema, mutates),
  'outbox:state': channel(NoRequestSchema, OutboxStateSchema, reads),
  'merchants:refreshStatus': channel(DraftRefSchema, TrackedMerchantSchema, mutates),
  'merchants:list': channel(NoRequestSchema, MerchantListSchema, reads),
  /** An opened row's history and the service's details, on demand (decisions 66). */
  'merchants:details': channel(MerchantRefSchema, MerchantHistorySchema, reads),
  'merchants:refreshAll': channel(NoRequestSchema, MerchantListSchema, mutates),
  'merchants:markHandled': channel(MarkHandledRequestSchema, TrackedMerchantSchema, mutates),
  'audit:list': channel(AuditListRequestSchema, AuditListSchema, reads),
  // Moving applications between laptops (decisions 40-43); progress comes as transfer:progress.
  // Export, cancel, preview and the support bundle read: each writes at most the file the agent
  // named, outside the data folder, so they work from a read-only one too (decisions 43).
  'transfer:defaults': channel(NoRequestSchema, TransferDefaultsSchema, reads),
  /** Starts the export in the background; a generated passphrase is answered here once (41). */
  'transfer:export': channel(ExportRequestSchema, ExportAnswerSchema, reads),
  /** false when no such export is running. */
  'transfer:cancel': channel(TransferJobRefSchema, z.boolean(), reads),
  /** The dry run: reads and verifies the whole file, writes nothing. */
  'transfer:preview': channel(ImportPreviewRequestSchema, ImportPreviewSchema, reads),
  /** Adds the new applications of the file the dry run checked. */
  'transfer:import': channel(ImportRequestSchema, ImportOutcomeSchema, mutates),
  /** Writes the redacted support bundle to the file the agent named (decisions 44). */
  'support:bundle': channel(SupportBundleRequestSchema, SupportBundleAnswerSchema, reads),
  /** What is on this laptop and what retention will do (decisions 44). */
  'retention:state': channel(NoRequestSchema, RetentionStateSchema, reads),
  /** Reduces submitted applications past the period and empties trash over 30 days, now. */
  'retention:apply': channel(NoRequestSchema, RetentionAppliedSchema, mutates),
  /**
   * The merchant signs what the review showed (decisions 45, 46): refused with CONFLICT when the
   * stored application or the agreement text no longer hashes to what the renderer showed.
   */
  'signing:sign': channel(SignRequestSchema, DraftSchema, mutates),
  /**
   * The merchant's language chosen on the review (decisions 99), kept on the draft without
   * touching `updatedAt` (nothing sent changes); answers the draft as stored.
   */
  'drafts:setMerchantLanguage': channel(DraftMerchantLanguageRequestSchema, DraftSchema, mutates),
  /**
   * "Start a new application from this one": a new draft from a submitted one, without the
   * numbers that must be typed again (decisions 51). Core copies it: the renderer may not hold
   * the whole draft.
   */
  'drafts:copySubmitted': channel(DraftIdRequestSchema, DraftSchema, mutates),
  /**
   * "New location for this merchant" (decisions 82): a new draft from any application not in the
   * trash, the merchant's details carried and the Location section empty; answers its id only.
   */
  'drafts:newLocation': channel(DraftIdRequestSchema, MadeDraftSchema, mutates),
  // Documents underwriting asks for (decisions 48, 49): announced by size, sent in chunks under
  // the browser-mode host's request limit, checked and stored encrypted at finish. Every step of
  // an attach mutates: a read-only data folder refuses it at the first.
  'documents:list': channel(DocumentListRequestSchema, DocumentListSchema, reads),
  'documents:begin': channel(DocumentBeginRequestSchema, DocumentBeginAnswerSchema, mutates),
  'documents:chunk': channel(DocumentChunkRequestSchema, DocumentChunkAnswerSchema, mutates),
  'documents:finish': channel(DocumentUploadRefSchema, DocumentFinishAnswerSchema, mutates),
  'documents:remove': channel(DocumentRemoveRequestSchema, DocumentListSchema, mutates),
  // The application's PDF (decisions 50): written only to the file the agent named, outside the
  // data folder, so it reads like the export does (decisions 43).
  'pdf:defaults': channel(PdfDefaultsRequestSchema, PdfDefaultsSchema, reads),
  'pdf:save': channel(PdfSaveRequestSchema, PdfSaveAnswerSchema, reads),
  // An attach given up part-way (an error, a refusal, the window closing) frees its upload slot
  // and drops its bytes at once instead of holding them until the idle timeout (decisions 49).
  'documents:cancel': channel(DocumentUploadRefSchema, DocumentCancelAnswerSchema, mutates),
  // The city and state of a ZIP from core's offline table, or null when it lacks the ZIP
  // (decisions 31, 58): the editor fills an address with it, online or not.
  'places:lookup': channel(ZipLookupRequestSchema, ZipPlaceSchema.nullable(), reads),
  // The category picker (decisions 102): the matches for what the agent typed, best first, and a
  // code's published name (null for a code the list does not hold), from the list core keeps.
  'categories:search': channel(CategorySearchRequestSchema, CategorySearchAnswerSchema, reads),
  'categories:lookup': channel(
    CategoryLookupRequestSchema,
    MerchantCategorySchema.nullable(),
    reads,
  ),
  // The system save dialog, Electron only (decisions 77): it writes nothing, the save that follows
  // does. Browser mode answers INVALID_STATE; its screens never ask.
  'files:chooseSavePath': channel(ChooseSavePathRequestSchema, ChooseSavePathAnswerSchema, reads),
  /**
   * The organisation's settings in effect (decisions 84): who, since when, from where, which
   * settings, and why a file was not applied. No agreement text, nothing secret.
   */
  'policy:state': channel(NoRequestSchema, PolicyStateSchema, reads),
  /**
   * The agreement the merchant reads for an environment (default: the selected one) in a
   * language, with its version and where it came from (decisions 84); one text at a time.
   */
  'signing:agreement': channel(AgreementRequestSchema, AgreementSchema, reads),
  // The pricing plans (decisions 86): the organisation's and the agent's own, merged in core. Add
  // and remove change the agent's own only, and are refused when the organisation's file says
  // allowAgentInviteCodes: false.
  'catalogue:list': channel(NoRequestSchema, CatalogueSchema, reads),
  'catalogue:add': channel(InviteCatalogueEntrySchema, CatalogueSchema, mutates),
  'catalogue:remove': channel(CatalogueEntryRefSchema, CatalogueSchema, mutates),
} satisfies Record<Channel, ChannelSpec>;

/** The channels whose handler can change stored data or send anything, in contract order. */
export const mutatingChannels: readonly Channel[] = channelNames.filter(
  (name) => contract[name].mutates,
);

/** Main-to-renderer pushes, separate from the invokable channels (conventions 2). */
export const events = {
  'auth:changed': AuthStatusSchema,
  'outbox:progress': OutboxProgressSchema,
  'drafts:saved': DraftSummarySchema,
  /** A listed draft's file was found damaged and set aside: it leaves the list. */
  'drafts:setAside': z.strictObject({ id: z.uuid() }),
  /** isSimulated: the built-in sandbox's "Simulate no connection" is on (decisions 54). */
  'network:changed': z.strictObject({ isOnline: z.boolean(), isSimulated: z.boolean().optional() }),
  // Also answered by app:info (`update`), so a renderer that subscribes late still knows.
  'app:update': AppUpdateSchema,
  /** A tracked merchant's status changed (the Submitted screen's toast: "... is Approved"). */
  'merchants:statusChanged': MerchantStatusChangeSchema,
  /** An export's or an import's progress, and how it ended. */
  'transfer:progress': TransferProgressSchema,
  /** The agent clicked a status notification (Electron): open that application (decisions 53). */
  'app:openApplication': z.strictObject({ draftId: z.uuid() }),
  /** The organisation's settings changed, or a file could not be applied (decisions 84). */
  'policy:changed': PolicyStateSchema,
} satisfies Record<EventName, z.ZodType>;

export type Contract = typeof contract;
/** What the caller passes (zod input) and what the handler receives (zod output). */
export type RequestInput<C extends Channel> = z.input<Contract[C]['request']>;
export type RequestOf<C extends Channel> = z.output<Contract[C]['request']>;
/** The whole Result a channel answers. */
export type ResponseOf<C extends Channel> = z.output<Contract[C]['response']>;
/** The `value` of a successful answer. */
export type ValueOf<C extends Channel> = Extract<ResponseOf<C>, { ok: true }>['value'];
export type EventPayload<E extends EventName> = z.output<(typeof events)[E]>;

export { channelNames, eventNames };
export type { Channel, EventName };
