// Sign-in state in plain words for the header, the sign-in screen and banners, in the agent's
// language (decisions 91): each function takes the react-intl object of the screen that shows it.
import type { AuthStatus, HandshakeStep } from '../../shared/auth/auth-status-schema';
import { formatClock, type IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { dayAndTimeWords, isSameLocalDay } from './time';

const stepIds: Record<Exclude<HandshakeStep, 'failed'>, MessageId> = {
  'requesting-token': 'session.step.requestingToken',
  'waiting-for-browser': 'session.step.waitingForBrowser',
  exchanging: 'session.step.exchanging',
  'signed-in': 'session.step.signedIn',
};

export function stepWords(intl: IntlShape, step: Exclude<HandshakeStep, 'failed'>): string {
  return intl.formatMessage({ id: stepIds[step] });
}

export function sessionSummary(
  intl: IntlShape,
  status: AuthStatus | undefined,
  now: number,
): string {
  if (status === undefined) return intl.formatMessage({ id: 'session.summary.checking' });
  switch (status.state) {
    case 'signed-in': {
      if (!status.expiresAt) return intl.formatMessage({ id: 'session.summary.signedIn' });
      return signedInUntil(intl, Date.parse(status.expiresAt), now);
    }
    case 'signing-in':
      return intl.formatMessage({ id: 'session.summary.signingIn' });
    case 'expired':
      return intl.formatMessage({ id: 'session.summary.expired' });
    default:
      return intl.formatMessage({ id: 'session.summary.signedOut' });
  }
}

/** The notification when the service ends the sign-in while the app is open. */
export function signInEndedNotice(intl: IntlShape): string {
  return intl.formatMessage({ id: 'session.notice.ended' });
}

/** The notification when a sign-in the agent started has finished. */
export function signedInNotice(intl: IntlShape): string {
  return intl.formatMessage({ id: 'session.notice.signedIn' });
}

/** "Signed in until tomorrow at 2:28 PM", or "Signed in, ends today at 4:10 PM" (decisions 55). */
export function signedInUntil(intl: IntlShape, expiresAt: number, now: number): string {
  return intl.formatMessage(
    { id: 'session.signedInUntil' },
    {
      isSameDay: isSameLocalDay(expiresAt, now) ? 'yes' : 'no',
      when: dayAndTimeWords(intl, expiresAt, now),
    },
  );
}

/**
 * The sign-in screen's one message once a sign-in has ended: when it ended, or nothing when this
 * laptop never signed in to this environment (the button then just says "Sign in").
 */
export function signInEndedWords(
  intl: IntlShape,
  endedAt: number | undefined,
  now: number,
): string | undefined {
  if (endedAt === undefined) return undefined;
  return intl.formatMessage(
    { id: 'session.ended' },
    {
      isSameDay: isSameLocalDay(endedAt, now) ? 'yes' : 'no',
      time: formatClock(intl, endedAt),
      when: dayAndTimeWords(intl, endedAt, now),
    },
  );
}

/**
 * The header's link to the sign-in screen: named as that screen and its button are ("Sign in"),
 * and as the error words tell the agent to choose it; "Sign-in details" once signed in.
 */
export function signInLinkWords(intl: IntlShape, isSignedIn: boolean): string {
  return intl.formatMessage({ id: 'session.link' }, { isSignedIn: isSignedIn ? 'yes' : 'no' });
}

/** The sign-in button: "Sign in again" after an earlier sign-in on this laptop, else "Sign in". */
export function signInButtonWords(intl: IntlShape, endedAt: number | undefined): string {
  return intl.formatMessage(
    { id: 'session.button' },
    { hasEnded: endedAt === undefined ? 'no' : 'yes' },
  );
}

/** The start-of-day reminder (decisions 55), when the sign-in ends later today. */
export function endsTodayReminder(intl: IntlShape, expiresAt: number): string {
  return intl.formatMessage({ id: 'session.endsToday' }, { time: formatClock(intl, expiresAt) });
}

/** While the built-in sandbox's "Simulate no connection" is on (decisions 54). */
export function simulatedOfflineWords(intl: IntlShape): string {
  return intl.formatMessage({ id: 'session.simulatedOffline' });
}
