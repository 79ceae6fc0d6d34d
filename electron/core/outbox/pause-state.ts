// Why the outbox is not sending, if it is not: stopped, waiting for sign-in (a 401 is expiry,
// decisions 7), or offline, either by the OS's own signal or because the service could not be
// reached. While unreachable, a probe timer lets one item try every `probeIntervalMs`.
import type { OutboxState } from '../../../shared/outbox/outbox-schema';
import type { Schedule } from './schedule';

export interface PauseStateOptions {
  schedule: Schedule;
  probeIntervalMs: number;
  isOsOnline: boolean;
  isStarted(): boolean;
  isStopped(): boolean;
  /** Told of every change between sending and paused. */
  emit(event: 'paused' | 'resumed'): void;
  /** A probe is due: the outbox may try one item. */
  onProbeDue(): void;
}

export interface PauseState {
  paused(): OutboxState['paused'];
  /** The OS says online and the service was reachable at the last try. */
  isOnline(): boolean;
  isOsOnline(): boolean;
  /** Sets the OS's signal; false when it did not change. */
  setOsOnline(isOnline: boolean): boolean;
  setSignInNeeded(isNeeded: boolean): void;
  setReachable(isReachable: boolean): void;
  isProbeDue(): boolean;
  /** The due probe is being used by an item. */
  takeProbe(): void;
  cancelProbe(): void;
}

export function createPauseState(options: PauseStateOptions): PauseState {
  let isOsOnline = options.isOsOnline;
  let isReachable = true;
  let isSignInNeeded = false;
  let cancelProbe: (() => void) | null = null;
  let isProbeDue = false;

  function setReachable(isNow: boolean): void {
    if (isNow) {
      cancelProbe?.();
      cancelProbe = null;
      isProbeDue = false;
      if (!isReachable) {
        isReachable = true;
        options.emit('resumed');
      }
      return;
    }
    if (isReachable) {
      isReachable = false;
      options.emit('paused');
    }
    if (cancelProbe === null && !options.isStopped()) {
      cancelProbe = options.schedule(() => {
        cancelProbe = null;
        isProbeDue = true;
        options.onProbeDue();
      }, options.probeIntervalMs);
    }
  }

  return {
    paused() {
      if (!options.isStarted() || options.isStopped())
        return { reason: 'stopped', message: 'The outbox is stopped.' };
      if (isSignInNeeded) return { reason: 'sign-in', message: 'paused: sign-in needed' };
      if (!isOsOnline || !isReachable) return { reason: 'offline', message: 'paused: offline' };
      return null;
    },
    isOnline: () => isOsOnline && isReachable,
    isOsOnline: () => isOsOnline,
    setOsOnline(isNow) {
      if (isOsOnline === isNow) return false;
      isOsOnline = isNow;
      if (isNow) setReachable(true); // trust the OS; the next attempt tells otherwise
      return true;
    },
    setSignInNeeded(isNeeded) {
      if (isSignInNeeded === isNeeded) return;
      isSignInNeeded = isNeeded;
      options.emit(isNeeded ? 'paused' : 'resumed');
    },
    setReachable,
    isProbeDue: () => isProbeDue,
    takeProbe() {
      isProbeDue = false;
    },
    cancelProbe() {
      cancelProbe?.();
      cancelProbe = null;
    },
  };
}
