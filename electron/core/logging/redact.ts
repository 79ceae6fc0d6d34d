// The second line of defence for logs (conventions 5, ports.ts Logger): callers never pass secrets or
// PII, and whatever slips through is masked here before a line is written. Keys are matched after
// normalising case and punctuation (`oauth_token_secret`, `taxId`, `Account-Number`); string values
// lose runs of 9+ digits (SSN, tax id, account numbers), e-mail addresses, cookies and OAuth
// parameters.
const secretKeyParts = [
  'secret',
  'token',
  'verifier',
  'signature',
  'ssn',
  'taxid',
  'accountnumber',
  // Routing numbers are public bank identifiers, but masking them costs nothing and keeps a bank
  // account's two halves from being logged side by side.
  'routingnumber',
  'password',
  'passphrase',
  'authorization',
  'cookie',
  'apikey',
  'privatekey',
];

export const redactedMark = '[redacted]';
const maxDepth = 8;

// RFC 5849 section 3.5.1 header parameters and form/query pairs: `oauth_token="…"`, `oauth_verifier=…`,
// also where they are quoted JSON keys (`"oauth_token":"…"`, a response body in an error message)
// or percent-encoded inside another URL (`%3Foauth_token%3D…`, a callback nested in a query).
const oauthParameterPattern =
  /(["']?)(oauth_[a-z_]+)\1(\s*(?:=|:|%3D)\s*)("[^"]*"|'[^']*'|[^&\s,"'}]+)/gi;
// `Authorization: OAuth …` / `Bearer …` written into a free-text message.
const authorizationPattern =
  /\b(OAuth|Bearer|Basic)\s+[^\s,;]+(?:\s*,\s*[^\s,;]+=(?:"[^"]*"|'[^']*'|[^\s,;]*))*/g;
// SSN, tax id and account numbers, with or without separators (123-45-6789 has 9 digits). Not
// inside a word or a hyphenated identifier, so UUID reference ids stay intact for support.
const longDigitsPattern = /(?<![A-Za-z0-9_-])\d(?:[\s-]?\d){8,}(?![A-Za-z0-9_])/;
// ISO 8601 and electron-log times (`2026-11-26T02:14:07.123Z`, `[2026-11-26 02:14:07.123]`): read
// as one digit run they would be masked, and a log without its times is no help to support.
export const timestampPattern =
  /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?|(?<!\d)\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?/;

/** Masks every match of `digits` in `text`, leaving timestamps whole (they are tried first). */
export function maskDigitRuns(text: string, digits: RegExp): string {
  const either = new RegExp(`(${timestampPattern.source})|${digits.source}`, 'g');
  return text.replace(either, (match, timestamp: string | undefined) =>
    timestamp === undefined ? redactedMark : match,
  );
}
// Launch URLs of browser mode carry the per-launch secret; a denied callback carries the request
// token as `denied=` (decisions 5), possibly percent-encoded inside another URL.
const tokenQueryPattern = /((?:[?&]|%3F|%26)(?:token|secret|key|denied)(?:=|%3D))[^&\s#]+/gi;
// Browser mode's session cookie (`boarding_session_<port>=<secret>`) and whole Cookie headers.
const cookiePattern = /\b((?:set-)?cookie\s*:\s*|boarding_session_\d+=)[^\r\n]*/gi;
// E-mail addresses: owners' and contacts' PII. The lookbehind makes a match start only where a
// run of name characters starts, keeping the scan linear on long strings without an "@".
const emailPattern =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function isSecretKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z]/g, '');
  return secretKeyParts.some((part) => normalised.includes(part));
}

export function redactText(text: string): string {
  const masked = text
    .replace(cookiePattern, `$1${redactedMark}`)
    .replace(oauthParameterPattern, `$1$2$1$3${redactedMark}`)
    .replace(authorizationPattern, `$1 ${redactedMark}`)
    .replace(tokenQueryPattern, `$1${redactedMark}`)
    .replace(emailPattern, redactedMark);
  return maskDigitRuns(masked, longDigitsPattern);
}

/** A redacted deep copy: never mutates the input, survives cycles, Errors and odd objects. */
export function redact(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet());
}

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'bigint') return redactText(value.toString());
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' ? '[function]' : value;
  if (seen.has(value)) return '[circular]';
  if (depth >= maxDepth) return '[too deep]';
  seen.add(value);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
    if (value.stack) out.stack = redactText(value.stack);
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) out.code = redactValue(code, depth + 1, seen);
    if (value.cause !== undefined) out.cause = redactValue(value.cause, depth + 1, seen);
    return out;
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? redactedMark : redactValue(item, depth + 1, seen);
  }
  return out;
}
