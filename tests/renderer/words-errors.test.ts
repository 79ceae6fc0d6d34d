// What the screen says for an error (renderer/words/errors.ts): words for the code, plus the
// error's typed details, in the agent's language (decisions 91); core's `message` is never shown,
// whatever it says.
import { describe, expect, it } from 'vitest';
import { codeWords, describeError, errorSentence } from '../../renderer/words/errors';
import { signInLinkWords } from '../../renderer/words/session';
import { catalogueIntl } from './intl';
import { errorCodes, errorReasons, type ErrorCode, type ErrorDetails } from '../../shared/result';

const sentence = 'A sentence written in core, for logs only';
const en = catalogueIntl('en');
const es = catalogueIntl('es');

describe('error words', () => {
  it('never shows the message, for any code', () => {
    for (const code of errorCodes) {
      const description = describeError(en, { code, message: sentence });
      expect(JSON.stringify(description), code).not.toContain(sentence);
      expect(errorSentence(en, { code, message: sentence }), code).toBe(
        `${codeWords(en, code).title}. ${codeWords(en, code).action}`,
      );
    }
  });

  it("names the header's sign-in link as the header shows it", () => {
    const link = signInLinkWords(catalogueIntl('en'), false);
    expect(link).toBe('Sign in');
    for (const code of ['AUTH_REQUIRED', 'AUTH_DENIED', 'AUTH_TIMEOUT', 'AUTH_CANCELLED'] as const)
      expect(codeWords(en, code).action, code).toContain(`Choose ${link}`);
    for (const code of errorCodes)
      expect(codeWords(en, code).action, code).not.toMatch(/Connect\b/);
    const spanishLink = signInLinkWords(es, false);
    for (const code of ['AUTH_REQUIRED', 'AUTH_DENIED', 'AUTH_TIMEOUT', 'AUTH_CANCELLED'] as const)
      expect(codeWords(es, code).action, code).toContain(`Elija ${spanishLink}`);
  });

  it('says which disk and why from the details of a STORAGE error', () => {
    const full = describeError(en, {
      code: 'STORAGE',
      message: sentence,
      details: { path: '/data', osCode: 'ENOSPC' },
    });
    expect(full.detail).toBe('The disk holding /data is full (ENOSPC).');
    const readOnly = {
      code: 'STORAGE' as const,
      message: sentence,
      details: { path: '/data', osCode: 'EROFS' },
    };
    expect(errorSentence(en, readOnly)).toBe(
      'Boarding Desk could not read or write its files. /data is on a read-only disk (EROFS).',
    );
  });

  it("says a newer version's draft is intact, not damaged", () => {
    const words = errorSentence(en, {
      code: 'CORRUPT',
      message: sentence,
      details: { reason: 'too-new' },
    });
    expect(words).toContain('newer version');
    expect(words).toContain('Update the app');
    expect(words).not.toMatch(/damaged|set aside|support/);
  });

  it('keeps what each reason adds: a count, a limit, entering a secret again', () => {
    const sentenceOf = (code: ErrorCode, details: ErrorDetails) =>
      errorSentence(en, { code, message: sentence, details });
    expect(sentenceOf('INVALID_STATE', { reason: 'in-use', count: 3 })).toContain(
      '3 applications are waiting to be sent there',
    );
    expect(sentenceOf('INVALID_STATE', { reason: 'in-use', count: 1 })).toContain(
      '1 application is waiting',
    );
    expect(sentenceOf('CORRUPT', { reason: 'secret-unreadable' })).toContain('Enter it again');
    expect(sentenceOf('AUTH_HANDSHAKE', { reason: 'callback-unconfirmed' })).toContain(
      'did not confirm the sign-in callback',
    );
    expect(sentenceOf('AUTH_HANDSHAKE', { reason: 'url-too-long', limit: 2048 })).toContain(
      'longer than 2,048 characters',
    );
    expect(sentenceOf('VALIDATION', { reason: 'bad-file' })).not.toContain('highlighted');
    expect(sentenceOf('INVALID_STATE', { reason: 'in-outbox' })).toContain('outbox');
    expect(sentenceOf('INVALID_STATE', { reason: 'in-trash' })).toContain('Restore it');
    expect(sentenceOf('INVALID_STATE', { reason: 'may-have-arrived' })).toContain(
      'never sent twice',
    );
  });

  it('says what a 413 refusal asks of the agent, from its status alone', () => {
    expect(describeError(en, { code: 'SERVER_REJECTED', message: '', status: 413 }).detail).toBe(
      'The application is too large for the service: shorten the longest free-text fields.',
    );
    expect(
      describeError(en, { code: 'SERVER_REJECTED', message: sentence, status: 400 }).detail,
    ).toBe(undefined);
  });

  it('names a field as the form does, a limit, and the HTTP status', () => {
    const field = describeError(en, {
      code: 'VALIDATION',
      message: sentence,
      details: { field: 'owner[0].ssn', limit: 9 },
    });
    expect(field.detail).toBe('Field: Owner 1, SSN. The limit is 9.');
    expect(errorSentence(en, { code: 'SERVER_ERROR', message: sentence, status: 503 })).toBe(
      'The service had a problem (HTTP 503). It will be tried again. If it keeps happening, contact support with the status code.',
    );
  });
});

describe('a keychain that refused the drafts key (decisions 74, 80)', () => {
  it('says nothing was deleted and how to get back, never "damaged"', () => {
    const words = describeError(en, {
      code: 'ENCRYPTION_UNAVAILABLE',
      message: 'core sentence',
      details: { reason: 'keychain-refused' },
    });
    expect(words.title).toBe('The system keychain did not let Boarding Desk unlock your drafts');
    expect(words.action).toMatch(/^Nothing was deleted/);
    expect(words.action).toContain('choose Always Allow');
    expect(`${words.title} ${words.action}`).not.toMatch(/damaged|set aside/i);
  });

  it('names both stores when the keyring changed', () => {
    const words = describeError(en, {
      code: 'ENCRYPTION_UNAVAILABLE',
      message: 'core sentence',
      details: {
        reason: 'keychain-refused',
        keychain: { recorded: 'gnome_libsecret', current: 'kwallet5' },
      },
    });
    expect(words.title).toBe(
      'Your drafts were encrypted with the GNOME keyring; this session uses KWallet 5',
    );
    expect(words.action).toMatch(/^Nothing was deleted/);
  });
});

describe('error words in Spanish (decisions 91)', () => {
  it('has Spanish words for every code and every reason, none of them the English', () => {
    for (const code of errorCodes) {
      const spanish = errorSentence(es, { code, message: sentence });
      expect(spanish, code).not.toBe(errorSentence(en, { code, message: sentence }));
      expect(spanish, code).not.toContain(sentence);
    }
    for (const reason of errorReasons) {
      const error = { code: 'INVALID_STATE' as const, message: sentence, details: { reason } };
      expect(errorSentence(es, error), reason).not.toBe(errorSentence(en, error));
    }
  });

  it('says in Spanish that the disk is full, naming the folder and the system code', () => {
    const full = {
      code: 'STORAGE' as const,
      message: sentence,
      details: { path: '/datos', osCode: 'ENOSPC' },
    };
    expect(errorSentence(es, full)).toBe(
      'Boarding Desk no pudo leer ni escribir sus archivos. El disco que contiene /datos está lleno (ENOSPC).',
    );
    expect(describeError(es, full).action).toBe(
      'Compruebe que el disco tenga espacio y que se pueda escribir en la carpeta de datos.',
    );
  });

  it('names the field and the limit of a validation error, the limit as a Spanish number', () => {
    const words = describeError(es, {
      code: 'VALIDATION',
      message: sentence,
      details: { field: 'owner[0].ssn', limit: 12500 },
    });
    expect(words.title).toBe('Hay datos que corregir');
    expect(words.detail).toMatch(/^Campo: .+\. El límite es 12[\s\u00a0.,]?500\.$/u);
    expect(words.detail).not.toContain('owner[0]');
  });

  it('keeps the status, the count and the reference in the Spanish sentence', () => {
    expect(errorSentence(es, { code: 'SERVER_ERROR', message: sentence, status: 503 })).toBe(
      'El servicio tuvo un problema (HTTP 503). Se volverá a intentar. Si sigue ocurriendo, comuníquese con soporte e indique el código de estado.',
    );
    const internal = { code: 'INTERNAL' as const, message: sentence, referenceId: 'ref-7f3a' };
    expect(errorSentence(es, internal)).toContain('(referencia ref-7f3a)');
    expect(errorSentence(en, internal)).toContain('(reference ref-7f3a)');
    const inUse = (count: number) =>
      errorSentence(es, {
        code: 'INVALID_STATE',
        message: '',
        details: { reason: 'in-use', count },
      });
    expect(inUse(1)).toContain('1 solicitud está esperando');
    expect(inUse(3)).toContain('3 solicitudes están esperando');
  });

  it('names the keyrings in Spanish, and an unknown one as the system gives it', () => {
    const words = describeError(es, {
      code: 'ENCRYPTION_UNAVAILABLE',
      message: sentence,
      details: {
        reason: 'keychain-refused',
        keychain: { recorded: 'gnome_libsecret', current: 'toString' },
      },
    });
    expect(words.title).toBe(
      'Sus borradores se cifraron con el llavero de GNOME; esta sesión usa "toString"',
    );
    expect(words.action).toMatch(/^No se eliminó nada/);
  });
});
