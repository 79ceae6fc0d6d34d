// The one owner of the applied policy (decisions 83): reads the platform's places in their fixed
// order, applies the first policy found, holds a newly read one while a lease is out (a signature
// being taken, a send in flight) and applies it when the last lease comes back, and tells
// listeners of every change. Watching is bounded: each source's watcher only asks for a read, the
// reads are debounced and run one at a time, and close() stops all of it.
//
// A policy that cannot be used applies nothing from it. While the app runs, the last good policy
// stays applied beside the problem (a typo in a deployed file does not unlock every managed value
// in the middle of a working day); a place that no longer holds any policy removes it.
// Logged: codes, the place and setting paths, never a value (agreement texts are long, and the
// file is the organisation's, not the log's).
import { isDeepStrictEqual } from 'node:util';
import type { Policy, PolicyProblem, PolicySource } from '../../../shared/policy/policy-schema';
import type { Clock, Logger } from '../ports';
import type { PolicyService, PolicySnapshot } from './policy-service-api';
import { policyProblem } from './policy-check';
import type { PolicyRead, PolicySourceReader } from './policy-source';

export interface PolicyServiceOptions {
  /** Asked in this order; the first that holds a policy (or a broken one) is used. */
  sources: readonly PolicySourceReader[];
  clock: Clock;
  logger: Logger;
  /** Quiet time after a watcher's signal before reading (an editor saves in several writes). */
  debounceMs?: number;
}

interface Applied {
  policy: Policy | null;
  source: PolicySource | null;
  appliedAt: string | null;
}

type Target = Pick<Applied, 'policy' | 'source'>;

const none: PolicySnapshot = {
  policy: null,
  source: null,
  appliedAt: null,
  problem: null,
  isPending: false,
};

function isSameTarget(a: Target, b: Target): boolean {
  return isDeepStrictEqual(a.source, b.source) && isDeepStrictEqual(a.policy, b.policy);
}

/** The first source with something to say; a source that throws is a problem, not a crash. */
async function readSources(sources: readonly PolicySourceReader[]): Promise<PolicyRead | null> {
  for (const reader of sources) {
    let read: PolicyRead;
    try {
      read = await reader.read();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
      read = policyProblem(
        'unreadable',
        reader.source,
        [{ setting: '', message: `Could not be read (${code})` }],
        code,
      );
    }
    if (read.status !== 'absent') return read;
  }
  return null;
}

export function createPolicyService(options: PolicyServiceOptions): PolicyService {
  const { clock, logger } = options;
  const debounceMs = options.debounceMs ?? 200;
  let snapshot: PolicySnapshot = none;
  let applied: Applied = { policy: null, source: null, appliedAt: null };
  let problem: PolicyProblem | null = null;
  /** The policy waiting for the last lease; undefined when nothing waits. */
  let pending: Target | undefined;
  const leases = new Set<symbol>();
  const listeners = new Set<(next: PolicySnapshot, previous: PolicySnapshot) => void>();
  let isClosed = false;

  const publish = () => {
    const next: PolicySnapshot = { ...applied, problem, isPending: pending !== undefined };
    if (isDeepStrictEqual(next, snapshot)) return;
    const previous = snapshot;
    snapshot = next;
    for (const listener of listeners) {
      try {
        listener(next, previous);
      } catch (error) {
        logger.warn('policy listener failed', { message: (error as Error).message });
      }
    }
  };

  const apply = (target: Target) => {
    applied = {
      ...target,
      appliedAt: target.policy === null ? null : new Date(clock.now()).toISOString(),
    };
    pending = undefined;
    if (target.policy === null) logger.info('policy removed', {});
    else
      logger.info('policy applied', {
        kind: target.source?.kind,
        location: target.source?.location,
        settings: Object.keys(target.policy),
      });
  };

  const take = (read: PolicyRead | null) => {
    let target: Target;
    if (read === null) {
      target = { policy: null, source: null };
      problem = null;
    } else if (read.status === 'problem') {
      // Nothing of it applies: what is applied (or already waiting) stays.
      target = pending ?? applied;
      if (!isDeepStrictEqual(problem, read.problem))
        logger.warn('policy not applied', {
          cause: read.problem.cause,
          kind: read.problem.source.kind,
          location: read.problem.source.location,
          ...(read.problem.osCode !== undefined && { osCode: read.problem.osCode }),
          settings: read.problem.issues.map((issue) => issue.setting),
        });
      problem = read.problem;
    } else {
      target = read.status === 'policy' ? { policy: read.policy, source: read.source } : applied;
      problem = null;
    }
    if (isSameTarget(target, applied)) pending = undefined;
    else if (leases.size > 0) {
      if (pending === undefined || !isSameTarget(target, pending))
        logger.info('policy change held', { leases: leases.size });
      pending = target;
    } else apply(target);
    publish();
  };

  let chain: Promise<unknown> = Promise.resolve();
  let queued: Promise<PolicySnapshot> | undefined;
  const refresh = (): Promise<PolicySnapshot> => {
    if (queued !== undefined) return queued;
    const run = chain.then(async () => {
      queued = undefined;
      if (isClosed) return snapshot;
      const read = await readSources(options.sources);
      if (!isClosed) take(read);
      return snapshot;
    });
    queued = run;
    chain = run.catch(() => undefined);
    return run;
  };

  let debounce: NodeJS.Timeout | undefined;
  const onSourceChange = () => {
    if (isClosed) return;
    if (debounce !== undefined) clearTimeout(debounce);
    debounce = setTimeout(() => {
      debounce = undefined;
      refresh().catch((error: unknown) =>
        logger.warn('policy read failed', { message: (error as Error).message }),
      );
    }, debounceMs);
    debounce.unref();
  };
  const stopWatching = options.sources.flatMap((reader) =>
    reader.watch === undefined ? [] : [reader.watch(onSourceChange)],
  );

  return {
    current: () => snapshot,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lease(reason) {
      const lease = Symbol(reason);
      leases.add(lease);
      return () => {
        if (!leases.delete(lease) || leases.size > 0 || pending === undefined || isClosed) return;
        apply(pending);
        publish();
      };
    },
    refresh,
    close() {
      isClosed = true;
      if (debounce !== undefined) clearTimeout(debounce);
      for (const stop of stopWatching) stop();
      listeners.clear();
    },
  };
}
