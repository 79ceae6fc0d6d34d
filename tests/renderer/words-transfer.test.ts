// The end of an export in words (decisions 40): how many were written, and, when some were left
// out because they were deleted or unreadable meanwhile, how many of how many; in English (the
// source) and Spanish (decisions 91).
import { describe, expect, it } from 'vitest';
import {
  documentsLeftOutWords,
  exportDoneWords,
  handledDryRunWords,
  importButtonWords,
  marksImportedWords,
} from '../../renderer/words/transfer';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');

describe('export done words', () => {
  it('says plainly when everything was written', () => {
    expect(exportDoneWords(intl, 3, 3, 0)).toBe('Done: 3 applications exported.');
    expect(exportDoneWords(intl, 1, 1, 0)).toBe('Done: 1 application exported.');
    expect(exportDoneWords(spanish, 1, 1, 0)).toBe('Listo: 1 solicitud exportada.');
  });

  it('says how many of how many, and how many were left out', () => {
    const words = exportDoneWords(intl, 1, 2, 1);
    expect(words).toContain('1 of 2 exported');
    expect(words).toContain('1 application left out');
    expect(exportDoneWords(spanish, 1, 3, 2)).toContain('1 de 3 exportadas; 2 solicitudes');
  });

  it('tells the documents left out, or nothing', () => {
    expect(documentsLeftOutWords(intl, 0, 'export')).toBe('');
    expect(documentsLeftOutWords(intl, 2, 'export')).toBe(
      ' 2 documents could not be read here and were left out of the file.',
    );
    expect(documentsLeftOutWords(spanish, 1, 'import')).toMatch(/^ 1 documento del archivo/);
  });
});

describe('what the handled marks did on import', () => {
  it('says how many merchants left Needs action, or that the marks were not kept', () => {
    expect(marksImportedWords(intl, undefined)).toBe('');
    expect(marksImportedWords(intl, { taken: 0 })).toBe('');
    expect(marksImportedWords(intl, { taken: 1 })).toBe(
      ' 1 handled mark moved its merchant out of Needs action.',
    );
    expect(marksImportedWords(intl, { taken: 3 })).toBe(
      ' 3 handled marks moved their merchants out of Needs action.',
    );
    expect(marksImportedWords(intl, { notKept: true })).toMatch(
      /could not be kept.*import the file again/,
    );
    expect(marksImportedWords(spanish, { taken: 3 })).toBe(
      ' 3 marcas de atendido sacaron a sus comercios de Requieren acción.',
    );
  });

  it('names on the import button what it brings', () => {
    expect(importButtonWords(intl, 2, 0)).toBe('Import 2 new applications');
    expect(importButtonWords(intl, 0, 1)).toBe('Import 1 handled mark');
    expect(importButtonWords(intl, 1, 2)).toBe('Import 1 new application and 2 handled marks');
    expect(importButtonWords(spanish, 1, 2)).toBe(
      'Importar 1 solicitud nueva y 2 marcas de atendido',
    );
    expect(handledDryRunWords(intl, 0)).toBe('');
    expect(handledDryRunWords(intl, 1)).toBe(
      ' 1 handled mark would move its merchant out of Needs action here.',
    );
  });
});
