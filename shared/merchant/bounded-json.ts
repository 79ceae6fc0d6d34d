// JSON values with a bound on nesting. zod's z.json() checks a value by recursion, so a payload
// nested a few thousand levels deep overflows the stack (a RangeError, not an issue) wherever it is
// parsed: in the dispatcher, when a stored draft is read back, in the sandbox. No merchant field
// nests more than three levels (`owner[0].ssn`); pass-through values (decisions 16) get generous
// room. Depth is measured by a loop, never by recursion, so any depth is answered with an issue.
import { z } from 'zod';

/** Levels of arrays and objects a pass-through value may nest (decisions 16). */
export const maxJsonDepth = 64;

const jsonSchema = z.json();

/** True when `value` holds arrays or objects nested more than `maxDepth` levels deep. */
export function exceedsJsonDepth(value: unknown, maxDepth = maxJsonDepth): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

/**
 * Any JSON value nested at most `maxJsonDepth` levels. The depth is checked first, so z.json()'s
 * recursion only ever sees a value it can walk; its own issues (a function, NaN) keep their paths.
 */
export const BoundedJsonSchema = z.custom<z.core.util.JSONType>().superRefine((value, context) => {
  if (exceedsJsonDepth(value)) {
    context.addIssue({ code: 'custom', message: `nests more than ${maxJsonDepth} levels deep` });
    return;
  }
  const parsed = jsonSchema.safeParse(value);
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

/** True when `value` is JSON nested at most `maxJsonDepth` levels. */
export function isBoundedJson(value: unknown): boolean {
  return !exceedsJsonDepth(value) && jsonSchema.safeParse(value).success;
}
