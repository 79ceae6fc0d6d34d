// The build's cuts out of library modules (decisions 98): each piece is cut where it is expected,
// and one that is not there stops the build, naming which.
import { describe, expect, it } from 'vitest';
import { cutExpected } from '../../scripts/build/cut-expected';

function fail(index: number): never {
  throw new Error(`piece ${index} is missing`);
}

describe('cutExpected', () => {
  it('cuts each piece, every match of a global one, and keeps the rest', () => {
    const code = 'keep(); advice one. keep2(); see docs. more(); see docs.';
    expect(cutExpected(code, [/ advice one\./, / see docs\./g], fail)).toBe(
      'keep(); keep2(); more();',
    );
  });

  it('stops at the first piece that is not there, naming it', () => {
    const code = 'keep(); advice one.';
    expect(() => cutExpected(code, [/ advice one\./, / gone\./, /keep/], fail)).toThrow(
      'piece 1 is missing',
    );
  });

  it('does not carry a global pattern’s position from one module to the next', () => {
    const pattern = / see docs\./g;
    expect(cutExpected('a see docs.', [pattern], fail)).toBe('a');
    // After a test that matched at the end, a global pattern's lastIndex would skip a short
    // module's only match.
    pattern.lastIndex = 9;
    expect(cutExpected(' see docs.', [pattern], fail)).toBe('');
  });

  it('calls a piece an earlier cut already took missing too', () => {
    expect(() => cutExpected('ab', [/b/, /b/], fail)).toThrow('piece 1 is missing');
  });
});
