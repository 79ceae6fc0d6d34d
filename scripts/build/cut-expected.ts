// Cutting known text out of a library's module at build time (decisions 98): each piece must be
// where it was when the cut was written, or the build fails through `missing`, so an upgrade that
// moved or reworded one is looked at rather than shipped whole without anyone noticing.

/**
 * `code` without every match of each pattern (a global pattern cuts them all); `missing(index)`
 * is called for the first pattern that matches nothing, and is expected to throw (Rollup's
 * `this.error`).
 */
export function cutExpected(
  code: string,
  patterns: readonly RegExp[],
  missing: (index: number) => never,
): string {
  let kept = code;
  patterns.forEach((pattern, index) => {
    pattern.lastIndex = 0;
    if (!pattern.test(kept)) missing(index);
    pattern.lastIndex = 0;
    kept = kept.replace(pattern, '');
  });
  return kept;
}
