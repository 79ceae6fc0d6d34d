// Turns one record of an export file into a current draft, or says why it cannot be one: the
// record carries the schemaVersion it was stored with, so a record from an older app goes through
// the same numbered migrations as a file on disk (conventions 8) and one from a newer app is
// refused.
import { randomUUID } from 'node:crypto';
import {
  currentDraftSchemaVersion,
  DraftSchema,
  type Draft,
} from '../../../shared/drafts/draft-schema';
import { migrateDraftBody } from '../drafts/migrations';
import { TransferFailure } from './transfer-failure';

export function draftOfRecord(record: Record<string, unknown>): Draft {
  const version = record.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    throw new TransferFailure('damaged', 'record without schemaVersion');
  if (version > currentDraftSchemaVersion) throw new TransferFailure('too-new', 'draft version');
  const migrated = migrateDraftBody(record, version, { newId: randomUUID });
  if (!migrated.ok) throw new TransferFailure('damaged', 'migration');
  const draft = DraftSchema.safeParse(migrated.value);
  if (!draft.success) throw new TransferFailure('damaged', 'record does not match the schema');
  return draft.data;
}
