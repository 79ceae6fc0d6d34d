// The one IPC contract (STYLE.md 1-3): every channel the renderer may call, keyed `area:verb`, with
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
  DraftListQuerySchema,
  DraftListSchema,
  DraftSaveRequestSchema,
  DraftSchema,
  DraftSummarySchema,
} from '../drafts/draft-schema';
import { EnvironmentSchema, EnvironmentSummarySchema } from '../environments/environment-schema';
import { DraftCountsSchema } from '../drafts/draft-counts-schema';
import { DraftDuplicatesRequestSchema, DraftDuplicatesSchema } from '../drafts/duplicate-schema';
import { OutboxProgressSchema, OutboxStateSchema } from '../outbox/outbox-schema';
import {
  MerchantListSchema,
  MerchantStatusChangeSchema,
  TrackedMerchantSchema,
} from '../status/status-schema';
import { ValidationSummarySchema } from './validation-summary-schema';
import {
  AuditListRequestSchema,
  AuthStartRequestSchema,
  DraftRefSchema,
  EnvironmentRefSchema,
  EnvironmentSaveRequestSchema,
} from './request-schemas';
import { SettingsPatchSchema, SettingsSchema } from './settings-schema';
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

/** Channels that take no argument: `window.boarding.app.info()`. */
const NoRequestSchema = z.undefined();
/** Channels with nothing to return answer `ok(null)`: null survives JSON, undefined does not. */
const NothingSchema = z.null();

export const EnvironmentListSchema = z.strictObject({
  environments: z.array(EnvironmentSummarySchema),
  selectedId: z.string(),
  /**
   * Why the environments file was not used (invalid JSON, a bad entry), in plain words naming the
   * file and the entries to fix; absent when the file is fine or missing.
   */
  fileProblem: z.string().max(2000).optional(),
});

export const AuditListSchema = z.strictObject({ entries: z.array(AuditEntrySchema) });

export interface ChannelSpec {
  request: z.ZodType;
  response: z.ZodType;
}

function channel<Request extends z.ZodType, Value extends z.ZodType>(
  request: Request,
  value: Value,
) {
  return { request, response: resultSchema(value) };
}

export const contract = {
  'app:info': channel(NoRequestSchema, AppInfoSchema),
  'environments:list': channel(NoRequestSchema, EnvironmentListSchema),
  /** A remote environment's whole configuration for the edit form (it holds no secret). */
  'environments:get': channel(EnvironmentRefSchema, EnvironmentSchema),
  'environments:save': channel(EnvironmentSaveRequestSchema, EnvironmentListSchema),
  'environments:remove': channel(EnvironmentRefSchema, EnvironmentListSchema),
  'settings:get': channel(NoRequestSchema, SettingsSchema),
  'settings:set': channel(SettingsPatchSchema, SettingsSchema),
  'auth:start': channel(AuthStartRequestSchema, AuthStatusSchema),
  'auth:cancel': channel(NoRequestSchema, NothingSchema),
  'auth:status': channel(NoRequestSchema, AuthStatusSchema),
  'auth:signOut': channel(NoRequestSchema, AuthStatusSchema),
  'auth:openPage': channel(NoRequestSchema, NothingSchema),
  'drafts:list': channel(DraftListQuerySchema, DraftListSchema),
  'drafts:get': channel(DraftIdRequestSchema, DraftSchema),
  'drafts:create': channel(DraftCreateRequestSchema, DraftSchema),
  'drafts:save': channel(DraftSaveRequestSchema, DraftSummarySchema),
  'drafts:duplicate': channel(DraftIdRequestSchema, DraftSchema),
  'drafts:delete': channel(DraftIdRequestSchema, NothingSchema),
  'drafts:restore': channel(DraftIdRequestSchema, DraftSummarySchema),
  // Removes a trashed application's file for good (the agent confirms first); INVALID_STATE for
  // one not in the trash.
  'drafts:purge': channel(DraftIdRequestSchema, NothingSchema),
  // Every application in the trash, for good; how many went.
  'drafts:emptyTrash': channel(
    NoRequestSchema,
    z.strictObject({ purged: z.number().int().nonnegative() }),
  ),
  'drafts:validate': channel(DraftIdRequestSchema, ValidationSummarySchema),
  'drafts:counts': channel(NoRequestSchema, DraftCountsSchema),
  /** Other applications sharing a number with a draft (decisions 30); no number crosses back. */
  'drafts:duplicates': channel(DraftDuplicatesRequestSchema, DraftDuplicatesSchema),
  'outbox:enqueue': channel(DraftRefSchema, OutboxStateSchema),
  'outbox:cancel': channel(DraftRefSchema, OutboxStateSchema),
  'outbox:retry': channel(DraftRefSchema, OutboxStateSchema),
  'outbox:state': channel(NoRequestSchema, OutboxStateSchema),
  'merchants:refreshStatus': channel(DraftRefSchema, TrackedMerchantSchema),
  'merchants:list': channel(NoRequestSchema, MerchantListSchema),
  'merchants:refreshAll': channel(NoRequestSchema, MerchantListSchema),
  'audit:list': channel(AuditListRequestSchema, AuditListSchema),
  // Moving applications between laptops (decisions 40-43). Changes stored data: no (it writes
  // only the export file the agent named); progress comes as transfer:progress.
  'transfer:defaults': channel(NoRequestSchema, TransferDefaultsSchema),
  // Changes stored data: no. Starts the export in the background; the passphrase, when the app
  // generates it, is answered here once (decisions 41).
  'transfer:export': channel(ExportRequestSchema, ExportAnswerSchema),
  // Changes stored data: no. false when no such export is running.
  'transfer:cancel': channel(TransferJobRefSchema, z.boolean()),
  // Changes stored data: no. The dry run: reads and verifies the whole file, writes nothing.
  'transfer:preview': channel(ImportPreviewRequestSchema, ImportPreviewSchema),
  // Changes stored data: YES. Adds the new applications of the file the dry run checked.
  'transfer:import': channel(ImportRequestSchema, ImportOutcomeSchema),
  // Changes stored data: no. Writes the redacted support bundle to the file the agent named
  // (decisions 44).
  'support:bundle': channel(SupportBundleRequestSchema, SupportBundleAnswerSchema),
  // Changes stored data: no. What is on this laptop and what retention will do (decisions 44).
  'retention:state': channel(NoRequestSchema, RetentionStateSchema),
  // Changes stored data: YES. Reduces every submitted application past the period and empties
  // the trash of applications there over 30 days, now.
  'retention:apply': channel(NoRequestSchema, RetentionAppliedSchema),
} satisfies Record<Channel, ChannelSpec>;

/** Main-to-renderer pushes, separate from the invokable channels (STYLE.md 1). */
export const events = {
  'auth:changed': AuthStatusSchema,
  'outbox:progress': OutboxProgressSchema,
  'drafts:saved': DraftSummarySchema,
  /** A listed draft's file was found damaged and set aside: it leaves the list. */
  'drafts:setAside': z.strictObject({ id: z.uuid() }),
  'network:changed': z.strictObject({ isOnline: z.boolean() }),
  // Also answered by app:info (`update`), so a renderer that subscribes late still knows.
  'app:update': AppUpdateSchema,
  /** A tracked merchant's status changed (the Submitted screen's toast: "... is Approved"). */
  'merchants:statusChanged': MerchantStatusChangeSchema,
  /** An export's or an import's progress, and how it ended. */
  'transfer:progress': TransferProgressSchema,
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
