// Sign-in state in plain words for the header, the sign-in screen and banners.
import type { AuthStatus, HandshakeStep } from '../../shared/auth/auth-status-schema';
import { clockTime, dayAndTimeWords, isSameLocalDay } from './time';

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
      if (!status.expiresAt) return 'Signed in';
      return signedInUntil(Date.parse(status.expiresAt), now);
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

/** "Signed in until tomorrow at 2:28 PM", or "Signed in, ends today at 4:10 PM" (decisions 55). */
export function signedInUntil(expiresAt: number, now: number): string {
  return isSameLocalDay(expiresAt, now)
    ? `Signed in, ends ${dayAndTimeWords(expiresAt, now)}`
    : `Signed in until ${dayAndTimeWords(expiresAt, now)}`;
}

/**
 * The sign-in screen's one message once a sign-in has ended: when it ended, or nothing when this
 * laptop never signed in to this environment (the button then just says "Sign in").
 */
export function signInEndedWords(endedAt: number | undefined, now: number): string | undefined {
  if (endedAt === undefined) return undefined;
  const when = isSameLocalDay(endedAt, now)
    ? `at ${clockTime(endedAt)}`
    : dayAndTimeWords(endedAt, now);
  return `Your sign-in ended ${when}. Sign in again.`;
}

/**
 * The header's link to the sign-in screen: named as that screen and its button are ("Sign in"),
 * and as the error words tell the agent to choose it; "Sign-in details" once signed in.
 */
export function signInLinkWords(isSignedIn: boolean): string {
  return isSignedIn ? 'Sign-in details' : 'Sign in';
}

/** The sign-in button: "Sign in again" after an earlier sign-in on this laptop, else "Sign in". */
export function signInButtonWords(endedAt: number | undefined): string {
  return endedAt === undefined ? 'Sign in' : 'Sign in again';
}

/** The start-of-day reminder (decisions 55), when the sign-in ends later today. */
export function endsTodayReminder(expiresAt: number): string {
  return `Your sign-in ends today at ${clockTime(expiresAt)}: sign in again now to avoid an interruption`;
}

/** While the built-in sandbox's "Simulate no connection" is on (decisions 54). */
export const simulatedOfflineWords = 'No connection (simulated)';
