// Environment names for records that carry only an environment id (merchants, outbox items): the
// Submitted worklist, Needs action and the outbox all name where an application went. A record
// made against the built-in sandbox is practice, and is marked so wherever it is listed.
import { useCallback, useMemo } from 'react';
import type { EnvironmentSummary } from '../../shared/environments/environment-schema';
import { useEnvironments } from '../data/use-session';

export interface EnvironmentNames {
  environments: readonly EnvironmentSummary[];
  /** The environment's name; its id when it was removed since; "Unknown" when not recorded. */
  nameOf: (id: string | null | undefined) => string;
  /** Made against the built-in sandbox. */
  isPractice: (id: string | null | undefined) => boolean;
}

export function useEnvironmentNames(): EnvironmentNames {
  const environments = useEnvironments().data?.environments;
  const byId = useMemo(
    () => new Map((environments ?? []).map((environment) => [environment.id, environment])),
    [environments],
  );
  const nameOf = useCallback(
    (id: string | null | undefined) =>
      id === null || id === undefined ? 'Unknown environment' : (byId.get(id)?.name ?? id),
    [byId],
  );
  const isPractice = useCallback(
    (id: string | null | undefined) =>
      id !== null && id !== undefined && byId.get(id)?.kind === 'sandbox',
    [byId],
  );
  return { environments: environments ?? [], nameOf, isPractice };
}
