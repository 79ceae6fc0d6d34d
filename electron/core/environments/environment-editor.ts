// Adding, editing and removing remote environments from Settings: validated by the shared schema
// (conventions 8), written atomically to environments.json, and used at once (the registry is
// replaced only after the file is on disk, so what runs is always what a restart would load).
// Writes are serialized: two quick saves cannot interleave and lose one.
import {
  environmentIdFor,
  RemoteEnvironmentFieldsSchema,
  remoteEnvironmentInput,
  type Environment,
} from '../../../shared/environments/environment-schema';
import { err, ok, type FieldError, type Result } from '../../../shared/result';
import { writeEnvironmentFile } from './environment-file';
import type { EnvironmentRegistry } from './environment-registry';
import { sandboxEnvironmentId } from './sandbox-environment';

export interface SaveEnvironmentRequest {
  /** Absent to add a new environment; an existing remote id to edit it. */
  id?: string | undefined;
  fields: Record<string, string | null>;
}

export interface EnvironmentEditor {
  save(request: SaveEnvironmentRequest): Promise<Result<Environment>>;
  remove(id: string): Promise<Result<void>>;
}

export interface EnvironmentEditorOptions {
  registry: EnvironmentRegistry;
  filePath: string;
  /**
   * A token and consumer secret belong to one service and one consumer key: when either changes,
   * or the environment goes, what the vault holds for it must not be sent anywhere else.
   */
  forgetCredentials: (environmentId: string) => void;
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!seen.has(field)) seen.set(field, { field, message: issue.message });
  }
  return [...seen.values()];
}

export function createEnvironmentEditor(options: EnvironmentEditorOptions): EnvironmentEditor {
  const { registry } = options;
  let writing: Promise<unknown> = Promise.resolve();

  function serialized<T>(work: () => Promise<T>): Promise<T> {
    const next = writing.then(work, work);
    writing = next.catch(() => undefined);
    return next;
  }

  function refuseWhileFileIsBad(): Result<void> {
    if (registry.isFileEditable) return ok(undefined);
    return err('VALIDATION', 'The environments file has problems, so it was left as it is.', {
      details: { reason: 'bad-file' },
    });
  }

  async function write(next: Environment[]): Promise<Result<void>> {
    try {
      await writeEnvironmentFile(options.filePath, next);
    } catch {
      return err('STORAGE', 'The environments file could not be written; nothing was changed.');
    }
    registry.replaceRemote(next);
    return ok(undefined);
  }

  return {
    save: (request) =>
      serialized(async () => {
        const usable = refuseWhileFileIsBad();
        if (!usable.ok) return usable;
        const parsed = RemoteEnvironmentFieldsSchema.safeParse(
          remoteEnvironmentInput(request.fields),
        );
        if (!parsed.success) {
          const fieldErrors = fieldErrorsOf(parsed.error.issues);
          return err('VALIDATION', 'Some environment details need fixing.', { fieldErrors });
        }
        const current = registry.remote();
        const previous =
          request.id === undefined ? undefined : current.find(({ id }) => id === request.id);
        if (request.id !== undefined && previous === undefined)
          return err('NOT_FOUND', `There is no environment "${request.id}" to edit.`);
        const id =
          previous?.id ??
          environmentIdFor(parsed.data.name, [sandboxEnvironmentId, ...current.map((e) => e.id)]);
        const environment: Environment = { ...parsed.data, id, kind: 'remote' };
        const next = previous
          ? current.map((entry) => (entry.id === id ? environment : entry))
          : [...current, environment];
        const written = await write(next);
        if (!written.ok) return written;
        if (
          previous &&
          (previous.baseUrl !== environment.baseUrl ||
            previous.consumerKey !== environment.consumerKey)
        )
          options.forgetCredentials(id);
        return ok(environment);
      }),
    remove: (id) =>
      serialized(async () => {
        const usable = refuseWhileFileIsBad();
        if (!usable.ok) return usable;
        const current = registry.remote();
        if (!current.some((entry) => entry.id === id))
          return err('NOT_FOUND', `There is no environment "${id}" to remove.`);
        const written = await write(current.filter((entry) => entry.id !== id));
        if (!written.ok) return written;
        options.forgetCredentials(id);
        return ok(undefined);
      }),
  };
}
