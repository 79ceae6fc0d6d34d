// The outbox as the renderer sees it: draft ids, attempt metadata and error codes only. No
// payload field, name or number ever lands here (no PII). The outbox stores none of it: it keeps
// its items in memory and rebuilds them from the drafts at start (decisions 32); the same schema
// reads the plain queue file that earlier versions wrote, {dataDir}/outbox/outbox.json, which is
// only read to upgrade (electron/core/outbox/legacy-queue-file.ts). Core answers codes and
// details; the renderer chooses the words.
import { z } from 'zod';
import { ErrorCodeSchema } from '../result';
import { outboxItemStates } from './outbox-states';

export {
  finishedOutboxStates,
  isPendingOutboxItem,
  outboxItemStates,
  pendingOutboxStates,
  type OutboxItemState,
} from './outbox-states';

export const OutboxItemStateSchema = z.enum(outboxItemStates);

export const OutboxErrorSchema = z.object({
  code: ErrorCodeSchema,
  /** The HTTP status when the service answered. */
  status: z.number().int().optional(),
  /** Held: the environment this item waits for (it is sent or looked up only there). */
  waitingFor: z.string().min(1).optional(),
  /**
   * Held because the organisation's settings no longer include `waitingFor` (decisions 85): it
   * stays queued, is sent nowhere else, and goes out again if the environment returns.
   */
  reason: z.literal('withdrawn').optional(),
  /** The withdrawn environment's name as last known, to name it when it is listed no more. */
  environmentName: z.string().min(1).max(200).optional(),
  /** Written by earlier versions (a fixed sentence per code); read, never written or needed. */
  message: z.string().optional(),
});
export type OutboxError = z.infer<typeof OutboxErrorSchema>;

export const OutboxItemSchema = z.object({
  draftId: z.string().min(1),
  state: OutboxItemStateSchema,
  /** Failed tries (sends or checks) counted toward the retry cap; 401 and unreachable are not. */
  attempts: z.number().int().nonnegative(),
  /** Epoch ms of the next automatic attempt while in retry-wait. */
  nextAttemptAt: z.number().nullable(),
  /**
   * The service may already have this application (a send whose outcome is unknown): it is
   * looked up by referenceId before anything is sent again (decisions 9, 10).
   */
  isUncertain: z.boolean(),
  merchantId: z.string().optional(),
  /**
   * The environment (service) this application goes to: the one selected when it was queued,
   * signed in or not. It is sent and looked up only there; while another environment is signed
   * in it waits, and `lastError` says which environment it waits for. Absent only in queues
   * written before it was recorded: the first attempt records the environment then.
   */
  environmentId: z.string().min(1).optional(),
  lastError: OutboxErrorSchema.optional(),
  enqueuedAt: z.number(),
  updatedAt: z.number(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const PausedReasonSchema = z.enum(['sign-in', 'offline', 'stopped']);
export type PausedReason = z.infer<typeof PausedReasonSchema>;

export const OutboxPausedSchema = z.object({
  reason: PausedReasonSchema,
  /** Written by earlier versions; the renderer words the reason itself. */
  message: z.string().optional(),
});
export type OutboxPaused = z.infer<typeof OutboxPausedSchema>;

export const OutboxTotalsSchema = z.object({
  pending: z.number().int().nonnegative(), // queued + checking + sending + retry-wait
  inFlight: z.number().int().nonnegative(), // checking + sending
  submitted: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  needsAttention: z.number().int().nonnegative(),
});
export type OutboxTotals = z.infer<typeof OutboxTotalsSchema>;

export const OutboxStateSchema = z.object({
  /** Null while sending normally; otherwise why nothing is being sent (its reason code). */
  paused: OutboxPausedSchema.nullable(),
  online: z.boolean(),
  items: z.array(OutboxItemSchema),
  totals: OutboxTotalsSchema,
});
export type OutboxState = z.infer<typeof OutboxStateSchema>;

export const outboxEvents = [
  'queued',
  'checking',
  'sending',
  'retry-in',
  'submitted',
  'rejected',
  'needs-attention',
  'removed', // cancelled by the agent, or the draft no longer exists
  'paused',
  'resumed',
] as const;

export const OutboxProgressSchema = z.object({
  event: z.enum(outboxEvents),
  /** The item concerned; absent for paused / resumed. */
  item: OutboxItemSchema.optional(),
  /** For retry-in: milliseconds until the next attempt. */
  retryInMs: z.number().nonnegative().optional(),
  paused: OutboxPausedSchema.nullable(),
  online: z.boolean(),
  totals: OutboxTotalsSchema,
});
export type OutboxProgress = z.infer<typeof OutboxProgressSchema>;
