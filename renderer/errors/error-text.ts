// The one map from every Result error code to words an agent understands (conventions 12). Typed as
// Record<ErrorCode, ...>: a new code in shared/result.ts does not compile until it has words here.
// The service's own message (err.message) is shown beneath when it adds something; INTERNAL
// errors carry a reference id the agent can copy for support.
import type { AppError, ErrorCode } from '../../shared/result';

interface ErrorWords {
  /** Short headline: what happened. */
  title: string;
  /** What the agent can do about it. */
  action: string;
}

export const errorWords: Record<ErrorCode, ErrorWords> = {
  VALIDATION: {
    title: 'Some details need fixing',
    action: 'Look at the highlighted fields and correct them.',
  },
  BAD_REQUEST: {
    title: 'Boarding Desk sent itself a request it could not read',
    action: 'Reload the window. If it happens again, contact support.',
  },
  FORBIDDEN: {
    title: 'This window is not allowed to talk to Boarding Desk',
    action: 'Open the app again from its launch link or icon.',
  },
  AUTH_REQUIRED: {
    title: 'You are not signed in',
    action: 'Choose Connect to sign in to the service.',
  },
  AUTH_EXPIRED: {
    title: 'Your sign-in has ended',
    action: 'Sign in again; anything waiting to be sent will continue afterwards.',
  },
  AUTH_DENIED: {
    title: 'Access was not granted',
    action: 'The authorization page was declined. Choose Connect to try again.',
  },
  AUTH_TIMEOUT: {
    title: 'Sign-in took too long',
    action: 'The authorization page was not completed in time. Choose Connect to start again.',
  },
  AUTH_CANCELLED: {
    title: 'Sign-in was cancelled',
    action: 'Choose Connect whenever you are ready.',
  },
  AUTH_HANDSHAKE: {
    title: 'The service did not complete sign-in',
    action: 'Check the environment settings (address, consumer key and secret), then try again.',
  },
  ENCRYPTION_UNAVAILABLE: {
    title: 'This computer cannot protect secrets right now',
    action: 'Nothing sensitive was stored. See Settings, How secrets are protected.',
  },
  OFFLINE: {
    title: 'The service cannot be reached',
    action: 'Check the connection. Your work is kept and will be sent when it is back.',
  },
  TIMEOUT: {
    title: 'The service did not answer in time',
    action: 'It will be tried again. Nothing was lost.',
  },
  RATE_LIMITED: {
    title: 'The service is busy',
    action: 'It will be tried again shortly by itself.',
  },
  SERVER_REJECTED: {
    title: 'The service found problems in the application',
    action: 'Open the application and fix the fields it names.',
  },
  CONFLICT: {
    title: 'This was changed or already sent elsewhere',
    action: 'Reload it to see the latest version before you continue.',
  },
  NOT_FOUND: {
    title: 'It could not be found',
    action: 'It may have been removed. Refresh the list.',
  },
  SERVER_ERROR: {
    title: 'The service had a problem',
    action: 'It will be tried again. If it keeps happening, contact support with the status code.',
  },
  STORAGE: {
    title: 'Boarding Desk could not read or write its files',
    action: 'Check that the disk has space and the data folder is writable.',
  },
  CORRUPT: {
    title: 'A stored file was damaged and set aside',
    action: 'Nothing else was affected. Contact support if something is missing.',
  },
  READ_ONLY: {
    title: 'This application can no longer be changed',
    action: 'It has been submitted. Duplicate it to start a new one from its details.',
  },
  INVALID_STATE: {
    title: 'That cannot be done right now',
    action: 'Its state has changed. Look at it again and choose what to do.',
  },
  INTERNAL: {
    title: 'Something unexpected went wrong',
    action: 'Try again. If it persists, contact support and quote the reference.',
  },
};

export interface ErrorDescription extends ErrorWords {
  /** The specific detail from main, when it says more than the headline. */
  detail?: string;
  /** For INTERNAL: copyable reference id logged in full in main. */
  referenceId?: string;
  status?: number;
}

/** The plain-words description of an error for a banner, toast or inline message. */
export function describeError(error: AppError): ErrorDescription {
  const words = errorWords[error.code];
  const detail = error.message.trim();
  return {
    ...words,
    ...(detail !== '' && detail !== words.title && { detail }),
    ...(error.referenceId !== undefined && { referenceId: error.referenceId }),
    ...(error.status !== undefined && { status: error.status }),
  };
}

/** One line for a toast: headline plus detail. */
export function errorSentence(error: AppError): string {
  const description = describeError(error);
  const reference = description.referenceId ? ` (reference ${description.referenceId})` : '';
  return `${description.title}. ${description.detail ?? description.action}${reference}`;
}
