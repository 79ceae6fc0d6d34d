// Sign-in state in plain words for the header, the sign-in screen and banners.
import type { AuthStatus, HandshakeStep } from '../../shared/auth/auth-status-schema';

export const stepWords: Record<Exclude<HandshakeStep, 'failed'>, string> = {
  'requesting-token': 'Asking the service to start sign-in',
  'waiting-for-browser': 'Waiting for you to approve access in the browser',
  exchanging: 'Finishing sign-in',
  'signed-in': 'Signed in',
};

/** "23 h 59 min", "4 min", "less than a minute". */
export function durationWords(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function clockTime(at: Date | number | string): string {
  return new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

export function sessionSummary(status: AuthStatus | undefined, now: number): string {
  if (status === undefined) return 'Checking sign-in…';
  switch (status.state) {
    case 'signed-in': {
      const left = status.expiresAt ? Date.parse(status.expiresAt) - now : 0;
      return `Signed in, ${durationWords(Math.max(0, left))} left`;
    }
    case 'signing-in':
      return 'Signing in…';
    case 'expired':
      return 'Sign-in ended';
    default:
      return 'Not signed in';
  }
}
