// The one map from every Result error code to words an agent understands (decisions 36). Typed as
// Record<ErrorCode, ...>: a new code in shared/result.ts does not compile until it has words here.
// Core answers codes and details, not sentences: the words come from the code, the specifics
// from the error's typed details (a folder and the system's code, a field, a limit), never from
// its `message`. INTERNAL errors carry a reference id the agent can copy for support.
import type { AppError, ErrorCode, ErrorDetails, ErrorReason } from '../../shared/result';
import { fieldName } from './fields';

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
    action: 'Choose Sign in to sign in to the service.',
  },
  AUTH_EXPIRED: {
    title: 'Your sign-in has ended',
    action: 'Sign in again; anything waiting to be sent will continue afterwards.',
  },
  AUTH_DENIED: {
    title: 'Access was not granted',
    action: 'The authorization page was declined. Choose Sign in to try again.',
  },
  AUTH_TIMEOUT: {
    title: 'Sign-in took too long',
    action: 'The authorization page was not completed in time. Choose Sign in to start again.',
  },
  AUTH_CANCELLED: {
    title: 'Sign-in was cancelled',
    action: 'Choose Sign in whenever you are ready.',
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

/** The headline for an invite code that is warned before it is queued (decisions 86). */
function inviteCodeStandingTitle(standing: ErrorDetails['standing']): string {
  switch (standing) {
    case 'expired':
      return 'The invite code’s pricing plan has expired';
    case 'not-yet-valid':
      return 'The invite code’s pricing plan is not valid yet';
    default:
      return 'The invite code is not in the pricing plans';
  }
}

/**
 * Words for a case of a code (`details.reason`), replacing the code's where the code's would be
 * false: a draft from a newer version is intact, not damaged; a lost secret is entered again.
 * Typed as a Record: a new reason does not compile until it has words here.
 */
const reasonWords: Record<ErrorReason, (details: ErrorDetails) => ErrorWords> = {
  'too-new': () => ({
    title: 'This application was saved by a newer version of Boarding Desk',
    action: 'It is intact and was left as it is. Update the app to open it.',
  }),
  'in-use': ({ count }) => ({
    title: 'This environment cannot be removed yet',
    action: `${count === 1 ? '1 application is' : `${count ?? 'Some'} applications are`} waiting to be sent there. Send them or take them out of the outbox first.`,
  }),
  'secret-unreadable': () => ({
    title: 'The saved consumer secret could not be read',
    action: 'Enter it again in Settings, then sign in.',
  }),
  'callback-unconfirmed': () => ({
    title: 'The service did not confirm the sign-in callback',
    action:
      'Sign-in was stopped for safety. Check the environment settings, or contact the service.',
  }),
  'url-too-long': ({ limit }) => ({
    title: "The authorization page's address is too long",
    action: `It would be longer than ${limit?.toLocaleString() ?? 'the limit of'} characters. Check this environment's authorization page address.`,
  }),
  // Never "damaged": the key file and every draft are intact and left alone (decisions 74, 80).
  'keychain-refused': ({ keychain }) =>
    keychain !== undefined
      ? {
          title: `Your drafts were encrypted with ${keychainName(keychain.recorded)}; this session uses ${keychainName(keychain.current)}`,
          action: `Nothing was deleted. Quit Boarding Desk and start it again in a desktop session that has ${keychainName(keychain.recorded)} unlocked, or ask support to start it with that keyring.`,
        }
      : {
          title: 'The system keychain did not let Boarding Desk unlock your drafts',
          action:
            'Nothing was deleted: your drafts are kept as they are. Quit Boarding Desk and open it again; when the system asks to use "Boarding Desk Safe Storage", enter your password and choose Always Allow.',
        },
  'document-unreadable': () => ({
    title: 'A document of this application could not be read, so no copy was made',
    action:
      'Open it, look at its documents (attach the damaged one again or remove it), then duplicate it.',
  }),
  'in-trash': () => ({
    title: 'This application is in the trash',
    action: 'Restore it first, then try again.',
  }),
  'in-outbox': () => ({
    title: 'This application is in the outbox',
    action: 'Take it out of the outbox (Cancel) first, then try again.',
  }),
  'being-sent': () => ({
    title: 'This application is being sent right now',
    action: 'Wait for the answer, then choose again.',
  }),
  'changed-since-shown': () => ({
    title: 'The application changed since it was shown',
    action: 'Review it again with the merchant, then sign.',
  }),
  'status-changed': () => ({
    title: "The merchant's status changed since it was shown",
    action: 'Read its new status and reason, then choose again.',
  }),
  'agreement-changed': () => ({
    title: 'The agreement text changed since it was shown',
    action: 'Review it again with the merchant, then sign.',
  }),
  'not-complete': () => ({
    title: 'Only a complete application can be signed',
    action: 'Fix what the checklist lists, then review it with the merchant.',
  }),
  'signature-needed': () => ({
    title: 'The merchant has not signed this application',
    action:
      'This environment sends only signed applications. Review it with the merchant and have them sign, then queue it.',
  }),
  'signed-for-other-environment': () => ({
    title: 'The merchant signed this application for another environment',
    action:
      'A signature counts only for the environment it was made for. Review it with the merchant and have them sign again for this one, then queue it.',
  }),
  'agreement-outdated': () => ({
    title: 'The agreement changed since the merchant signed',
    action:
      'The organisation or Settings now shows a different agreement (or version) for this environment. Review the new one with the merchant and have them sign again, then queue it.',
  }),
  'agreement-missing': () => ({
    title: "There is no agreement text in the merchant's language",
    action:
      'Ask the office to add the agreement in that language, or review it with the merchant in a language it is set in.',
  }),
  'set-by-organisation': () => ({
    title: 'Your organisation sets this',
    action:
      "It is locked in Settings and comes from your organisation's settings file. Ask the office to change it there.",
  }),
  'may-have-arrived': () => ({
    title: 'This application may already be at the service',
    action:
      'It stays in the outbox until the service is asked whether it arrived, so it is never sent twice.',
  }),
  'invite-code-unconfirmed': ({ standing }) => ({
    title: inviteCodeStandingTitle(standing),
    action: 'It was not queued. Check the code with the merchant, then confirm it to queue.',
  }),
  'agent-codes-not-allowed': () => ({
    title: 'Your organisation keeps the pricing plans',
    action: 'Plans of your own cannot be added or removed here; ask your office for a new plan.',
  }),
  'managed-code': () => ({
    title: 'Your organisation already lists this invite code',
    action: 'Pick it from the pricing plans; it needs no plan of your own.',
  }),
  'example-not-real': () => ({
    title: 'An example application goes only to the built-in sandbox',
    action:
      'It is an invented merchant for practice and was not queued. Start a new application for a real merchant.',
  }),
  'bad-file': () => ({
    title: 'The environments file has problems, so it was left as it is',
    action:
      'Its problem is shown with the environments in Settings. Correct the file, then try again.',
  }),
};

/** "the disk holding /data is full (ENOSPC)", "/data is on a read-only disk (EROFS)"... */
export function diskWords(path: string, osCode: string | undefined): string {
  switch (osCode) {
    case 'ENOSPC':
      return `The disk holding ${path} is full (ENOSPC).`;
    case 'EDQUOT':
      return `The disk quota for ${path} is used up (EDQUOT).`;
    case 'EROFS':
      return `${path} is on a read-only disk (EROFS).`;
    case 'EACCES':
    case 'EPERM':
      return `There is no permission to write in ${path} (${osCode}).`;
    default:
      return `${path} could not be written (${osCode ?? 'error'}).`;
  }
}

/** Electron's name for an OS secret store (safeStorage.getSelectedStorageBackend), in words. */
const keychainNames: Record<string, string> = {
  gnome_libsecret: 'the GNOME keyring',
  kwallet: 'KWallet',
  kwallet5: 'KWallet 5',
  kwallet6: 'KWallet 6',
  basic_text: 'no keyring (basic text protection)',
  keychain: 'the macOS Keychain',
  dpapi: 'Windows data protection',
};

export function keychainName(backend: string): string {
  return keychainNames[backend] ?? `"${backend}"`;
}

/** The details as words, when there are any: where, which field, which limit. */
function detailWords(details: ErrorDetails | undefined): string | undefined {
  if (details === undefined) return undefined;
  const parts: string[] = [];
  if (details.path !== undefined) parts.push(diskWords(details.path, details.osCode));
  if (details.field !== undefined) parts.push(`Field: ${fieldName(details.field)}.`);
  if (details.limit !== undefined && details.reason === undefined)
    parts.push(`The limit is ${details.limit.toLocaleString()}.`);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** What an HTTP status adds to a code's words, where it changes what the agent can do. */
function statusDetail(error: AppError): string | undefined {
  // 413 comes without field errors: only the agent can fix it, by writing less.
  if (error.code === 'SERVER_REJECTED' && error.status === 413)
    return 'The application is too large for the service: shorten the longest free-text fields.';
  return undefined;
}

export interface ErrorDescription extends ErrorWords {
  /** The specifics from the error's details, when it has any. */
  detail?: string;
  /** For INTERNAL: copyable reference id logged in full in main. */
  referenceId?: string;
  status?: number;
}

/** The plain-words description of an error for a banner, toast or inline message. */
export function describeError(error: AppError): ErrorDescription {
  const reason = error.details?.reason;
  const words =
    reason === undefined ? errorWords[error.code] : reasonWords[reason](error.details ?? {});
  const detail = detailWords(error.details) ?? statusDetail(error);
  return {
    ...words,
    ...(detail !== undefined && { detail }),
    ...(error.referenceId !== undefined && { referenceId: error.referenceId }),
    ...(error.status !== undefined && { status: error.status }),
  };
}

/** One line for a toast: headline plus detail (or what to do). */
export function errorSentence(error: AppError): string {
  const description = describeError(error);
  const reference = description.referenceId ? ` (reference ${description.referenceId})` : '';
  const status = description.status === undefined ? '' : ` (HTTP ${description.status})`;
  return `${description.title}${status}. ${description.detail ?? description.action}${reference}`;
}
