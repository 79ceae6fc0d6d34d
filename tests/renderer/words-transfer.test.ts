// The end of an export in words (decisions 40): how many were written, and, when some were left
// out because they were deleted or unreadable meanwhile, how many of how many.
import { describe, expect, it } from 'vitest';
import { exportDoneWords, marksImportedWords } from '../../renderer/words/transfer';

describe('export done words', () => {
  it('says plainly when everything was written', () => {
    expect(exportDoneWords(3, 3, 0)).toBe('Done: 3 applications exported.');
    expect(exportDoneWords(1, 1, 0)).toBe('Done: 1 application exported.');
  });

  it('says how many of how many, and how many were left out', () => {
    const words = exportDoneWords(1, 2, 1);
    expect(words).toContain('1 of 2 exported');
    expect(words).toContain('1 application left out');
  });
});

describe('what the handled marks did on import', () => {
  it('says how many merchants left Needs action, or that the marks were not kept', () => {
    expect(marksImportedWords(undefined)).toBe('');
    expect(marksImportedWords({ taken: 0 })).toBe('');
    expect(marksImportedWords({ taken: 1 })).toBe(
      ' 1 handled mark moved its merchant out of Needs action.',
    );
    expect(marksImportedWords({ taken: 3 })).toBe(
      ' 3 handled marks moved their merchants out of Needs action.',
    );
    expect(marksImportedWords({ notKept: true })).toMatch(
      /could not be kept.*import the file again/,
    );
  });
});
