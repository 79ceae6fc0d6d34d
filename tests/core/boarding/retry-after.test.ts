// Retry-After (RFC 9110 section 10.2.3): delay-seconds or an HTTP-date, nothing else.
import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../electron/core/boarding/boarding-error';

const now = Date.UTC(1994, 10, 6, 8, 49, 0); // 08:49:00 GMT, 37 s before the RFC's sample date

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads the three HTTP-date forms as seconds from now', () => {
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(37);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(37);
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', now)).toBe(37);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:48:00 GMT', now)).toBe(0); // past: no wait
  });

  it('ignores anything else, which Date.parse alone would read as a date', () => {
    for (const junk of ['foo 12', '12 minutes', '-5', '1.5', '2030-01-01', '', 'Tomorrow']) {
      expect(parseRetryAfter(junk, now), junk).toBeUndefined();
    }
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
