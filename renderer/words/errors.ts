// The one map from every Result error code to words an agent understands (decisions 36), in the
// agent's language (decisions 91): every function takes react-intl's object first. Typed as
// Record<ErrorCode, ...> and Record<ErrorReason, ...> of message ids: a new code or reason in
// shared/result.ts does not compile until it has words here, and an id not in the English
// catalogue (renderer/i18n/catalogues/en/errors.json) does not compile either.
// Core answers codes and details, not sentences: the words come from the code, the specifics
// from the error's typed details (a folder and the system's code, a field, a limit), never from
// its `message`. INTERNAL errors carry a reference id the agent can copy for support.
import type { AppError, ErrorCode, ErrorDetails, ErrorReason } from '../../shared/result';
import type { IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';
import { fieldName } from './fields';

interface ErrorWords {
  /** Short headline: what happened. */
  title: string;
  /** What the agent can do about it. */
  action: string;
}

/** A code's headline and what to do, as message ids. */
export const errorWordIds: Record<ErrorCode, { title: MessageId; action: MessageId }> = {
  VALIDATION: { title: 'errors.code.validation.title', action: 'errors.code.validation.action' },
  BAD_REQUEST: { title: 'errors.code.badRequest.title', action: 'errors.code.badRequest.action' },
  FORBIDDEN: { title: 'errors.code.forbidden.title', action: 'errors.code.forbidden.action' },
  AUTH_REQUIRED: {
    title: 'errors.code.authRequired.title',
    action: 'errors.code.authRequired.action',
  },
  AUTH_EXPIRED: {
    title: 'errors.code.authExpired.title',
    action: 'errors.code.authExpired.action',
  },
  AUTH_DENIED: { title: 'errors.code.authDenied.title', action: 'errors.code.authDenied.action' },
  AUTH_TIMEOUT: {
    title: 'errors.code.authTimeout.title',
    action: 'errors.code.authTimeout.action',
  },
  AUTH_CANCELLED: {
    title: 'errors.code.authCancelled.title',
    action: 'errors.code.authCancelled.action',
  },
  AUTH_HANDSHAKE: {
    title: 'errors.code.authHandshake.title',
    action: 'errors.code.authHandshake.action',
  },
  ENCRYPTION_UNAVAILABLE: {
    title: 'errors.code.encryptionUnavailable.title',
    action: 'errors.code.encryptionUnavailable.action',
  },
  OFFLINE: { title: 'errors.code.offline.title', action: 'errors.code.offline.action' },
  TIMEOUT: { title: 'errors.code.timeout.title', action: 'errors.code.timeout.action' },
  RATE_LIMITED: {
    title: 'errors.code.rateLimited.title',
    action: 'errors.code.rateLimited.action',
  },
  SERVER_REJECTED: {
    title: 'errors.code.serverRejected.title',
    action: 'errors.code.serverRejected.action',
  },
  CONFLICT: { title: 'errors.code.conflict.title', action: 'errors.code.conflict.action' },
  NOT_FOUND: { title: 'errors.code.notFound.title', action: 'errors.code.notFound.action' },
  SERVER_ERROR: {
    title: 'errors.code.serverError.title',
    action: 'errors.code.serverError.action',
  },
  STORAGE: { title: 'errors.code.storage.title', action: 'errors.code.storage.action' },
  CORRUPT: { title: 'errors.code.corrupt.title', action: 'errors.code.corrupt.action' },
  READ_ONLY: { title: 'errors.code.readOnly.title', action: 'errors.code.readOnly.action' },
  INVALID_STATE: {
    title: 'errors.code.invalidState.title',
    action: 'errors.code.invalidState.action',
  },
  INTERNAL: { title: 'errors.code.internal.title', action: 'errors.code.internal.action' },
};

/** A code's own words, without the details of any one error (the outbox's summary lines). */
export function codeWords(intl: IntlShape, code: ErrorCode): ErrorWords {
  return wordsOf(intl, errorWordIds[code]);
}

/**
 * A headline's and an action's message ids as words. The ids stay written out in full where they
 * are chosen: a build replaces each literal id by a short key (decisions 103).
 */
function wordsOf(intl: IntlShape, ids: { title: MessageId; action: MessageId }): ErrorWords {
  return {
    title: intl.formatMessage({ id: ids.title }),
    action: intl.formatMessage({ id: ids.action }),
  };
}

/** The words of a reason that needs nothing from the details. */
function plain(title: MessageId, action: MessageId) {
  return (intl: IntlShape): ErrorWords => wordsOf(intl, { title, action });
}

/** select keys of errors.reason.inviteCodeUnconfirmed.title (decisions 86). */
const standingKeys: Record<NonNullable<ErrorDetails['standing']>, string> = {
  expired: 'expired',
  'not-yet-valid': 'notYetValid',
  unknown: 'other',
};

/**
 * Words for a case of a code (`details.reason`), replacing the code's where the code's would be
 * false: a draft from a newer version is intact, not damaged; a lost secret is entered again.
 * Typed as a Record: a new reason does not compile until it has words here.
 */
const reasonWords: Record<ErrorReason, (intl: IntlShape, details: ErrorDetails) => ErrorWords> = {
  'too-new': plain('errors.reason.tooNew.title', 'errors.reason.tooNew.action'),
  'in-use': (intl, { count }) => ({
    title: intl.formatMessage({ id: 'errors.reason.inUse.title' }),
    action:
      count === undefined
        ? intl.formatMessage({ id: 'errors.reason.inUse.actionUncounted' })
        : intl.formatMessage({ id: 'errors.reason.inUse.action' }, { count }),
  }),
  'secret-unreadable': plain(
    'errors.reason.secretUnreadable.title',
    'errors.reason.secretUnreadable.action',
  ),
  'callback-unconfirmed': plain(
    'errors.reason.callbackUnconfirmed.title',
    'errors.reason.callbackUnconfirmed.action',
  ),
  'url-too-long': (intl, { limit }) => ({
    title: intl.formatMessage({ id: 'errors.reason.urlTooLong.title' }),
    action:
      limit === undefined
        ? intl.formatMessage({ id: 'errors.reason.urlTooLong.actionUnlimited' })
        : intl.formatMessage({ id: 'errors.reason.urlTooLong.action' }, { limit }),
  }),
  // Never "damaged": the key file and every draft are intact and left alone (decisions 74, 80).
  'keychain-refused': (intl, { keychain }) => {
    if (keychain === undefined)
      return plain(
        'errors.reason.keychainRefused.title',
        'errors.reason.keychainRefused.action',
      )(intl);
    const names = {
      recorded: keychainName(intl, keychain.recorded),
      current: keychainName(intl, keychain.current),
    };
    return {
      title: intl.formatMessage({ id: 'errors.reason.keychainChanged.title' }, names),
      action: intl.formatMessage({ id: 'errors.reason.keychainChanged.action' }, names),
    };
  },
  'document-unreadable': plain(
    'errors.reason.documentUnreadable.title',
    'errors.reason.documentUnreadable.action',
  ),
  'in-trash': plain('errors.reason.inTrash.title', 'errors.reason.inTrash.action'),
  'in-outbox': plain('errors.reason.inOutbox.title', 'errors.reason.inOutbox.action'),
  'being-sent': plain('errors.reason.beingSent.title', 'errors.reason.beingSent.action'),
  'changed-since-shown': plain(
    'errors.reason.changedSinceShown.title',
    'errors.reason.changedSinceShown.action',
  ),
  'status-changed': plain(
    'errors.reason.statusChanged.title',
    'errors.reason.statusChanged.action',
  ),
  'agreement-changed': plain(
    'errors.reason.agreementChanged.title',
    'errors.reason.agreementChanged.action',
  ),
  'not-complete': plain('errors.reason.notComplete.title', 'errors.reason.notComplete.action'),
  'signature-needed': plain(
    'errors.reason.signatureNeeded.title',
    'errors.reason.signatureNeeded.action',
  ),
  'signed-for-other-environment': plain(
    'errors.reason.signedForOtherEnvironment.title',
    'errors.reason.signedForOtherEnvironment.action',
  ),
  'agreement-outdated': plain(
    'errors.reason.agreementOutdated.title',
    'errors.reason.agreementOutdated.action',
  ),
  'agreement-missing': plain(
    'errors.reason.agreementMissing.title',
    'errors.reason.agreementMissing.action',
  ),
  'set-by-organisation': plain(
    'errors.reason.setByOrganisation.title',
    'errors.reason.setByOrganisation.action',
  ),
  'may-have-arrived': plain(
    'errors.reason.mayHaveArrived.title',
    'errors.reason.mayHaveArrived.action',
  ),
  'invite-code-unconfirmed': (intl, { standing }) => ({
    title: intl.formatMessage(
      { id: 'errors.reason.inviteCodeUnconfirmed.title' },
      { standing: standingKeys[standing ?? 'unknown'] },
    ),
    action: intl.formatMessage({ id: 'errors.reason.inviteCodeUnconfirmed.action' }),
  }),
  'agent-codes-not-allowed': plain(
    'errors.reason.agentCodesNotAllowed.title',
    'errors.reason.agentCodesNotAllowed.action',
  ),
  'managed-code': plain('errors.reason.managedCode.title', 'errors.reason.managedCode.action'),
  'example-not-real': plain(
    'errors.reason.exampleNotReal.title',
    'errors.reason.exampleNotReal.action',
  ),
  'bad-file': plain('errors.reason.badFile.title', 'errors.reason.badFile.action'),
};

/** "The disk holding /data is full (ENOSPC).", "/data is on a read-only disk (EROFS)."... */
export function diskWords(intl: IntlShape, path: string, osCode: string | undefined): string {
  switch (osCode) {
    case 'ENOSPC':
      return intl.formatMessage({ id: 'errors.disk.full' }, { path });
    case 'EDQUOT':
      return intl.formatMessage({ id: 'errors.disk.quota' }, { path });
    case 'EROFS':
      return intl.formatMessage({ id: 'errors.disk.readOnly' }, { path });
    case 'EACCES':
    case 'EPERM':
      return intl.formatMessage({ id: 'errors.disk.permission' }, { path, osCode });
    case undefined:
      return intl.formatMessage({ id: 'errors.disk.otherUncoded' }, { path });
    default:
      return intl.formatMessage({ id: 'errors.disk.other' }, { path, osCode });
  }
}

/** Electron's name for an OS secret store (safeStorage.getSelectedStorageBackend), in words. */
const keychainIds: Record<string, MessageId> = {
  gnome_libsecret: 'errors.keychain.gnomeLibsecret',
  kwallet: 'errors.keychain.kwallet',
  kwallet5: 'errors.keychain.kwallet5',
  kwallet6: 'errors.keychain.kwallet6',
  basic_text: 'errors.keychain.basicText',
  keychain: 'errors.keychain.keychain',
  dpapi: 'errors.keychain.dpapi',
};

export function keychainName(intl: IntlShape, backend: string): string {
  const id = Object.hasOwn(keychainIds, backend) ? keychainIds[backend] : undefined;
  return id === undefined
    ? intl.formatMessage({ id: 'errors.keychain.other' }, { backend })
    : intl.formatMessage({ id });
}

/** The details as words, when there are any: where, which field, which limit. */
function detailWords(intl: IntlShape, details: ErrorDetails | undefined): string | undefined {
  if (details === undefined) return undefined;
  const parts: string[] = [];
  if (details.path !== undefined) parts.push(diskWords(intl, details.path, details.osCode));
  if (details.field !== undefined)
    parts.push(
      intl.formatMessage({ id: 'errors.detail.field' }, { field: fieldName(intl, details.field) }),
    );
  if (details.limit !== undefined && details.reason === undefined)
    parts.push(intl.formatMessage({ id: 'errors.detail.limit' }, { limit: details.limit }));
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** What an HTTP status adds to a code's words, where it changes what the agent can do. */
function statusDetail(intl: IntlShape, error: AppError): string | undefined {
  // 413 comes without field errors: only the agent can fix it, by writing less.
  if (error.code === 'SERVER_REJECTED' && error.status === 413)
    return intl.formatMessage({ id: 'errors.detail.tooLarge' });
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
export function describeError(intl: IntlShape, error: AppError): ErrorDescription {
  const reason = error.details?.reason;
  const words =
    reason === undefined
      ? codeWords(intl, error.code)
      : reasonWords[reason](intl, error.details ?? {});
  const detail = detailWords(intl, error.details) ?? statusDetail(intl, error);
  return {
    ...words,
    ...(detail !== undefined && { detail }),
    ...(error.referenceId !== undefined && { referenceId: error.referenceId }),
    ...(error.status !== undefined && { status: error.status }),
  };
}

/** One line for a toast: headline (and HTTP status) plus detail (or what to do), and the reference. */
export function errorSentence(intl: IntlShape, error: AppError): string {
  const description = describeError(intl, error);
  return intl.formatMessage(
    { id: 'errors.sentence' },
    {
      title: description.title,
      hasStatus: description.status === undefined ? 'no' : 'yes',
      status: description.status ?? '',
      rest: description.detail ?? description.action,
      hasReference: description.referenceId ? 'yes' : 'no',
      referenceId: description.referenceId ?? '',
    },
  );
}
