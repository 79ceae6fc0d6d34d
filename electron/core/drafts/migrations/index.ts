// Runs the numbered migrations in order, from a file's schemaVersion up to the current one.
import { currentDraftSchemaVersion } from '../../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../../shared/result';
import { migration001 } from './001-reference-id';
import type { Migration, MigrationContext } from './migration';

export type { Migration, MigrationContext } from './migration';

/** Every migration, oldest first; migration N takes version N-1 to N. */
export const migrations: readonly Migration[] = [migration001];

export function migrateDraftBody(
  body: unknown,
  fromVersion: number,
  context: MigrationContext,
): Result<unknown> {
  if (fromVersion > currentDraftSchemaVersion) {
    return err('CORRUPT', `written by a newer version of the app (schemaVersion ${fromVersion})`);
  }
  let value = body;
  for (let version = fromVersion; version < currentDraftSchemaVersion; version += 1) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) return err('CORRUPT', `no migration from schemaVersion ${version}`);
    const next = step.migrate(value, context);
    if (!next.ok) return next;
    value = next.value;
  }
  return ok(value);
}
