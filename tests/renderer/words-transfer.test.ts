// The end of an export in words (decisions 40): how many were written, and, when some were left
// out because they were deleted or unreadable meanwhile, how many of how many.
import { describe, expect, it } from 'vitest';
import { exportDoneWords } from '../../renderer/words/transfer';

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
