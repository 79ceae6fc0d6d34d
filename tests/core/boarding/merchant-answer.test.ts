// What the draft keeps of a merchant answer (decisions 20): the spec's fields, as received, and
// nothing a hostile body can use to change the kept object's shape.
import { describe, expect, it } from 'vitest';
import { specFieldsOf } from '../../../electron/core/boarding/merchant-answer';

describe('specFieldsOf', () => {
  it('keeps a "__proto__" key out of the copy, and the copy a plain object', () => {
    const answer = JSON.parse(
      '{"id":1,"portfolio":{"__proto__":{"polluted":true},"name":"p"}}',
    ) as unknown;
    const kept = specFieldsOf(answer);
    const portfolio = kept?.portfolio as Record<string, unknown>;
    expect(Object.getPrototypeOf(portfolio)).toBe(Object.prototype);
    expect(portfolio.polluted).toBeUndefined();
    expect(portfolio).toEqual({ name: 'p' });
  });

  it('picks the owner fields of an owner sent as one object instead of a list', () => {
    const kept = specFieldsOf({
      id: 1,
      owner: { name: 'Ada', padding: 'x'.repeat(1000), secret: 'not ours' },
    });
    expect(kept?.owner).toEqual({ name: 'Ada' });
  });
});
