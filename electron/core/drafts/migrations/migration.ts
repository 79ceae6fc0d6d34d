// The shape of one stored-draft migration (conventions 8: one numbered file per migration, each
// with its own test). A migration takes the decrypted body of version `from` and returns the body
// of version `to`; it validates its own input and never touches the disk.
import type { Result } from '../../../../shared/result';

export interface MigrationContext {
  /** A fresh UUID (crypto.randomUUID in the store; deterministic in tests). */
  newId(): string;
}

export interface Migration {
  from: number;
  to: number;
  description: string;
  migrate(input: unknown, context: MigrationContext): Result<unknown>;
}
