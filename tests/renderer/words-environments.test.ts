// Core answers codes and details for the data folder and the environments (decisions 36); these
// words are what the banners show for them, so a core sentence has nowhere to come from.
import { describe, expect, it } from 'vitest';
import {
  environmentFileProblemWords,
  sandboxProblemWords,
} from '../../renderer/words/environments';
import { readOnlyReason, setAsideLine } from '../../renderer/words/storage';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');

describe('words for the data folder and the environments', () => {
  it('says why the folder is read-only from its path and the system code', () => {
    expect(
      readOnlyReason(catalogueIntl('en'), { path: '/media/stick/data', osCode: 'EROFS' }),
    ).toBe('/media/stick/data is on a read-only disk (EROFS).');
    expect(readOnlyReason(catalogueIntl('en'), { path: '/data', osCode: 'EACCES' })).toBe(
      'There is no permission to write in /data (EACCES).',
    );
  });

  it('says what a set-aside file means and how much of it was kept', () => {
    expect(setAsideLine(intl, { what: 'settings', at: '2026-11-26T04:00:00.000Z' })).toBe(
      'Your settings were reset to the defaults (the file could not be read).',
    );
    expect(setAsideLine(intl, { what: 'audit', count: 2, at: '2026-11-26T04:00:00.000Z' })).toBe(
      'The submission log was started afresh (2 entries could not be read; the rest were kept).',
    );
    expect(setAsideLine(spanish, { what: 'audit', count: 1, at: '2026-11-26T04:00:00.000Z' })).toBe(
      'El registro de envíos empezó de cero (no se pudo leer 1 entrada; se conservó el resto).',
    );
  });

  it('words each sandbox start failure', () => {
    expect(sandboxProblemWords(intl, 'disk-full')).toBe(
      'The built-in sandbox could not start because the disk is full. Select it again to retry.',
    );
    expect(sandboxProblemWords(intl, 'folder-not-created')).toContain(
      'data folder could not be created',
    );
    expect(sandboxProblemWords(spanish, 'disk-full')).toBe(
      'El sandbox integrado no pudo iniciarse porque el disco está lleno. Selecciónelo de nuevo para reintentar.',
    );
  });

  it('names the environments file, the counts and the first fields to fix', () => {
    const fieldErrors = Array.from({ length: 7 }, (_, index) => ({
      field: `environments[${index}].baseUrl`,
      message: 'Use https (http only for 127.0.0.1).',
    }));
    const text = environmentFileProblemWords(intl, {
      cause: 'entries',
      path: '/data/environments.json',
      count: 7,
      loaded: 1,
      isSetAside: true,
      fieldErrors,
    });
    expect(text).toBe(
      '/data/environments.json: 7 environments could not be used and set aside (kept for support); the 1 other loaded. ' +
        'environments[0].baseUrl: Use https (http only for 127.0.0.1). environments[1].baseUrl: Use https (http only for 127.0.0.1). ' +
        'environments[2].baseUrl: Use https (http only for 127.0.0.1). environments[3].baseUrl: Use https (http only for 127.0.0.1). ' +
        'environments[4].baseUrl: Use https (http only for 127.0.0.1). And 2 more.',
    );
    expect(
      environmentFileProblemWords(intl, {
        cause: 'not-a-list',
        path: '/d/e.json',
        isSetAside: true,
      }),
    ).toBe(
      '/d/e.json is not a list of environments: { "environments": [ ... ] }. It was set aside (kept for support); only the sandbox is listed.',
    );
    expect(
      environmentFileProblemWords(intl, {
        cause: 'unreadable',
        path: '/d/e.json',
        osCode: 'EIO',
        isSetAside: false,
      }),
    ).toBe('/d/e.json could not be read (EIO).');
  });
});
