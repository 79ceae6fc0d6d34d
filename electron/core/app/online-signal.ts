// "Online", as core means it (decisions 54): the OS says the computer has a connection AND the
// agent is not practising "no connection" with the built-in sandbox. Everything that waits for a
// connection (the outbox, status rounds, sign-in) reads this one signal, so a simulated outage is
// exactly an outage. While simulating, the fetch given to core refuses every request to the
// sandbox before it leaves (gatedFetch): the sandbox sees nothing, as a real outage would ensure.
import type { Fetch } from '../ports';

export interface OnlineState {
  isOnline: boolean;
  /** The outage is the practice switch, not the computer's connection. */
  isSimulated: boolean;
}

export interface OnlineSignal {
  state(): OnlineState;
  setOsOnline(isOnline: boolean): void;
  /** Call when the practice switch or the selected environment may have changed. */
  refresh(): void;
  onChange(listener: (state: OnlineState) => void): () => void;
}

export function createOnlineSignal(isSimulating: () => boolean): OnlineSignal {
  let osOnline = true;
  const listeners = new Set<(state: OnlineState) => void>();
  const compute = (): OnlineState => {
    const isSimulated = isSimulating();
    return { isOnline: osOnline && !isSimulated, isSimulated };
  };
  let last = compute();
  function refresh(): void {
    const next = compute();
    if (next.isOnline === last.isOnline && next.isSimulated === last.isSimulated) return;
    last = next;
    for (const listener of listeners) listener(next);
  }
  return {
    state: () => compute(),
    setOsOnline(isOnline) {
      osOnline = isOnline;
      refresh();
    },
    refresh,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The error a refused request rejects with: what fetch throws when there is no network. */
export class SimulatedOfflineError extends TypeError {
  readonly code = 'ENETUNREACH';
  constructor() {
    super('fetch failed: no connection (simulated)');
  }
}

/**
 * `fetch` that refuses, without sending, every request whose origin `isBlocked` names. Used for
 * the sandbox while "Simulate no connection" is on.
 */
export function gatedFetch(fetch: Fetch, isBlocked: (origin: string) => boolean): Fetch {
  return (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.href
          : (input as Request).url;
    let origin = '';
    try {
      origin = new URL(url).origin;
    } catch {
      // Not a URL fetch can send either: let it answer that itself.
    }
    if (origin !== '' && isBlocked(origin)) return Promise.reject(new SimulatedOfflineError());
    return fetch(input, init);
  };
}
