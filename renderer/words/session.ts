// Sign-in state in plain words for the header, the sign-in screen and banners.
import type { AuthStatus, HandshakeStep } from '../../shared/auth/auth-status-schema';
import { durationWords } from './time';

export const stepWords: Record<Exclude<HandshakeStep, 'failed'>, string> = {
  'requesting-token': 'Asking the service to start sign-in',
  'waiting-for-browser': 'Waiting for you to approve access in the browser',
  exchanging: 'Finishing sign-in',
  'signed-in': 'Signed in',
};

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

/** The notification when the service ends the sign-in while the app is open. */
export const signInEndedNotice = 'Your sign-in has ended. Sign in again to keep sending.';
/** The notification when a sign-in the agent started has finished. */
export const signedInNotice = 'Signed in.';
