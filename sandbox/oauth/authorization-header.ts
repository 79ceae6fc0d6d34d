// Parses the `Authorization: OAuth ...` header (RFC 5849 section 3.5.1). The service's own samples
// put values in single quotes (spec, Authentication rule 1), so both quote styles are accepted
// (decisions 2). Values are percent-decoded here; `realm` is kept in the list but the signature
// code drops it (RFC 5849 section 3.4.1.3.1).
import { percentDecode } from './percent-encoding';

export type ParameterPair = readonly [name: string, value: string];

export type HeaderParseResult =
  { ok: true; params: ParameterPair[] } | { ok: false; message: string };

// name = "value" | name = 'value' | name = value (unquoted tokens appear in some clients),
// separated by commas with optional whitespace.
const pairPattern = /\s*([A-Za-z0-9_.~%-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s,"']*))\s*(?:,|$)/y;

export function parseAuthorizationHeader(header: string | undefined): HeaderParseResult {
  if (header === undefined || header.trim() === '') {
    return { ok: false, message: 'The Authorization header is missing.' };
  }
  const match = /^\s*OAuth(?:\s+|$)/i.exec(header);
  if (!match) return { ok: false, message: 'The Authorization header must use the OAuth scheme.' };
  const rest = header.slice(match[0].length);
  const params: ParameterPair[] = [];
  pairPattern.lastIndex = 0;
  while (pairPattern.lastIndex < rest.length) {
    const start = pairPattern.lastIndex;
    const pair = pairPattern.exec(rest);
    if (!pair || pair.index !== start || pair[0].length === 0) {
      return { ok: false, message: 'The Authorization header is malformed.' };
    }
    const rawName = pair[1] ?? '';
    const rawValue = pair[2] ?? pair[3] ?? pair[4] ?? '';
    const name = percentDecode(rawName);
    const value = percentDecode(rawValue);
    if (name === undefined || value === undefined) {
      return { ok: false, message: 'The Authorization header has a badly percent-encoded value.' };
    }
    params.push([name, value]);
  }
  return { ok: true, params };
}

/** The first value of `name`, or undefined. Duplicated protocol parameters are rejected upstream. */
export function paramValue(params: readonly ParameterPair[], name: string): string | undefined {
  return params.find(([key]) => key === name)?.[1];
}
