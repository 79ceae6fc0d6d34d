// The second line of defence for logs (STYLE.md 4, ports.ts Logger): callers never pass secrets or
// PII, and whatever slips through is masked here before a line is written. Keys are matched after
// normalising case and punctuation (`oauth_token_secret`, `taxId`, `Account-Number`); string values
// lose runs of 9+ digits (SSN, tax id, account numbers) and OAuth header parameters.
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

// RFC 5849 section 3.5.1 header parameters and form/query pairs: `oauth_token="…"`, `oauth_verifier=…`.
const oauthParameterPattern = /(oauth_[a-z_]+)\s*=\s*("[^"]*"|'[^']*'|[^&\s,"']+)/gi;
// `Authorization: OAuth …` / `Bearer …` written into a free-text message.
const authorizationPattern =
  /\b(OAuth|Bearer|Basic)\s+[^\s,;]+(?:\s*,\s*[^\s,;]+=(?:"[^"]*"|'[^']*'|[^\s,;]*))*/g;
// SSN, tax id and account numbers, with or without separators (123-45-6789 has 9 digits). Not
// inside a word or a hyphenated identifier, so UUID reference ids stay intact for support.
const longDigitsPattern = /(?<![A-Za-z0-9_-])\d(?:[\s-]?\d){8,}(?![A-Za-z0-9_])/g;
// Launch URLs of browser mode carry the per-launch secret.
const tokenQueryPattern = /([?&](?:token|secret|key)=)[^&\s#]+/gi;

export function isSecretKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z]/g, '');
  return secretKeyParts.some((part) => normalised.includes(part));
}

export function redactText(text: string): string {
  return text
    .replace(oauthParameterPattern, `$1=${redactedMark}`)
    .replace(authorizationPattern, `$1 ${redactedMark}`)
    .replace(tokenQueryPattern, `$1${redactedMark}`)
    .replace(longDigitsPattern, redactedMark);
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
