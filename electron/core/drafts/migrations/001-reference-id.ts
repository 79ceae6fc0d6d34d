// Migration 0 -> 1. Version 0 was the prototype's draft format: the merchant data under
// `merchant`, a two-value `status`, epoch-millisecond times, a `deleted` flag and no referenceId.
// Version 1 gives every draft its own referenceId (decisions 10) so a resubmission is
// recognisable, names the data `payload`, maps status onto the one-way lifecycle and uses ISO times.
// The new referenceId is written back to disk at once by the store, so it stays fixed.
import { z } from 'zod';
import { err, ok, type Result } from '../../../../shared/result';
import type { Migration, MigrationContext } from './migration';

const DraftV0Schema = z.object({
  id: z.uuid(),
  status: z.enum(['editing', 'complete']),
  merchant: z.record(z.string(), z.json()),
  created: z.number().int().nonnegative(),
  modified: z.number().int().nonnegative(),
  deleted: z.number().int().nonnegative().optional(), // epoch ms when binned
});

function migrate(input: unknown, context: MigrationContext): Result<unknown> {
  const parsed = DraftV0Schema.safeParse(input);
  if (!parsed.success)
    return err(
      'CORRUPT',
      `not a version 0 draft (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')})`,
    );
  const v0 = parsed.data;
  return ok({
    id: v0.id,
    referenceId: context.newId(),
    schemaVersion: 1,
    // 'complete' meant "looked finished" to the prototype; the store re-checks it against the
    // shared schema right after migrating, so a stale 'ready' cannot reach the outbox.
    lifecycle: v0.status === 'complete' ? 'ready' : 'draft',
    createdAt: new Date(v0.created).toISOString(),
    updatedAt: new Date(v0.modified).toISOString(),
    payload: v0.merchant,
    ...(v0.deleted === undefined ? {} : { trashedAt: new Date(v0.deleted).toISOString() }),
  });
}

export const migration001: Migration = {
  from: 0,
  to: 1,
  description: 'add referenceId; merchant -> payload; status -> lifecycle; ISO times',
  migrate,
};
