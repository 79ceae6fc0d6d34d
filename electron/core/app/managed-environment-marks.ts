// What this laptop last knew of each environment the organisation set (decisions 84, 85): its
// name, and the address and consumer key its stored sign-in belongs to. Kept in the settings
// store, so it holds across restarts. A token and consumer secret belong to one service and one
// key: when a policy moves an environment to another address or key, or an agent's environment
// of the same id takes its place, what the vault holds for it is forgotten, as when the agent
// edits an environment. A policy that only leaves an environment out keeps its sign-in: the
// applications held for it go out when it returns unchanged. The name lets the outbox say which
// environment they wait for after the registry stopped listing it.
import { z } from 'zod';
import type { Environment } from '../../../shared/environments/environment-schema';
import type { KeyValueStore, Logger } from '../ports';

const marksKey = 'managedEnvironments';

const MarksSchema = z.record(
  z.string().max(100),
  z.object({
    name: z.string().max(200),
    baseUrl: z.string().max(4096),
    consumerKey: z.string().max(200),
  }),
);
type Marks = z.infer<typeof MarksSchema>;

export interface ManagedEnvironmentMarks {
  /** Records the organisation's environments now, forgetting sign-ins they no longer match. */
  apply(
    managed: readonly Environment[],
    agentEnvironment: (id: string) => Environment | undefined,
  ): void;
  /** The last name known for an environment the organisation set, listed or not. */
  nameOf(id: string): string | undefined;
}

export function createManagedEnvironmentMarks(
  store: KeyValueStore,
  forgetCredentials: (environmentId: string) => void,
  logger: Logger,
): ManagedEnvironmentMarks {
  function load(): Marks {
    try {
      const parsed = MarksSchema.safeParse(store.get(marksKey) ?? {});
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }
  let marks = load();

  return {
    apply(managed, agentEnvironment) {
      const next: Marks = { ...marks };
      const isSame = (a: { baseUrl: string; consumerKey: string }, b: Environment) =>
        a.baseUrl === b.baseUrl && a.consumerKey === b.consumerKey;
      for (const environment of managed) {
        const known = marks[environment.id] ?? agentEnvironment(environment.id);
        if (known !== undefined && !isSame(known, environment)) forgetCredentials(environment.id);
        next[environment.id] = {
          name: environment.name,
          baseUrl: environment.baseUrl,
          consumerKey: environment.consumerKey,
        };
      }
      const managedIds = new Set(managed.map((environment) => environment.id));
      for (const [id, mark] of Object.entries(marks)) {
        const own = managedIds.has(id) ? undefined : agentEnvironment(id);
        if (own === undefined) continue;
        // The agent's own environment of that id is used again: the mark no longer applies.
        if (!isSame(mark, own)) forgetCredentials(id);
        delete next[id];
      }
      if (JSON.stringify(next) === JSON.stringify(marks)) return;
      marks = next;
      try {
        store.set(marksKey, next);
      } catch (error) {
        // Kept in memory for this run; the next start compares with what was saved before.
        logger.warn('managed environment marks not saved', {
          code: (error as NodeJS.ErrnoException).code,
        });
      }
    },
    nameOf: (id) => marks[id]?.name,
  };
}
