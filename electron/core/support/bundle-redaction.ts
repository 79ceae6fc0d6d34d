// The support bundle's redaction (decisions 44): the logging redactor (secrets by key, long digit
// runs, e-mail addresses, OAuth parameters, cookies) and, on top, every value under a key that
// could hold a person's or a business's identity. Log callers never pass those, but a bundle
// leaves the laptop, so what slipped through is masked here too.
import { redact, redactedMark, redactText } from '../logging/redact';

const personalKeyParts = ['name', 'dba', 'address', 'street', 'phone', 'email', 'birth', 'dob'];

function isPersonalKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z]/g, '');
  return personalKeyParts.some((part) => normalised.includes(part));
}

// `token=…`, `secret: …` written into free text, not only as a URL's query (the logging
// redactor's pattern): a bundle leaves the laptop, so any such pair loses its value.
const secretPairPattern =
  /\b([A-Za-z_]*(?:token|secret|password|passphrase|verifier|signature|key)[A-Za-z_]*\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s,;&]+)/gi;

function maskText(text: string): string {
  return redactText(text).replace(secretPairPattern, `$1${redactedMark}`);
}

function maskPersonal(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isPersonalKey(key) && (typeof inner === 'string' || typeof inner === 'number')
        ? redactedMark
        : maskPersonal(inner, depth + 1),
    ]),
  );
}

export function redactForBundle(value: unknown): unknown {
  return maskPersonal(redact(value));
}

/** One log line: a JSON line is redacted field by field, anything else as text. */
export function redactLogLine(line: string): unknown {
  try {
    return redactForBundle(JSON.parse(line));
  } catch {
    return maskText(line);
  }
}
