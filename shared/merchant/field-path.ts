// Field paths in the `owner[0].ssn` notation of decisions 17, both ways: zod issue paths become
// strings for FieldError.field, and strings from a server's error body become segments again so
// the form can put each message next to its input.
//
// Grammar: a name, then any of `.name` or `[index]`. Names that are not plain identifiers (never
// the case for our payload, but possible in a foreign server's body) use `["quoted"]`. The root
// (an error about the payload as a whole) is the empty string.

export type FieldPathSegment = string | number;

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function formatFieldPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') {
      text += `[${segment}]`;
    } else {
      const name = typeof segment === 'symbol' ? (segment.description ?? '') : segment;
      if (identifier.test(name)) text += text === '' ? name : `.${name}`;
      else text += `[${JSON.stringify(name)}]`;
    }
  }
  return text;
}

/**
 * Parses `owner[0].ssn` into `['owner', 0, 'ssn']`. Returns null for text that is not a field
 * path, so a caller can fall back to showing the message as a general error.
 */
export function parseFieldPath(field: string): FieldPathSegment[] | null {
  const segments: FieldPathSegment[] = [];
  const token = /\.?([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  let position = 0;
  while (position < field.length) {
    token.lastIndex = position;
    const match = token.exec(field);
    if (!match) return null;
    const [whole, name, index, quoted] = match;
    const isDotted = whole.startsWith('.');
    if (name !== undefined) {
      // A leading name has no dot; every later name needs one.
      if (isDotted === (position === 0)) return null;
      segments.push(name);
    } else if (index !== undefined) {
      segments.push(Number(index));
    } else if (quoted !== undefined) {
      const name = parseQuoted(quoted);
      if (name === null) return null;
      segments.push(name);
    }
    position = token.lastIndex;
  }
  return segments;
}

function parseQuoted(quoted: string): string | null {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return null; // a bad escape such as "\q": not a path we wrote
  }
}
