// The support bundle's redaction (decisions 44): the logging redactor (secrets by key, long digit
// runs, e-mail addresses, OAuth parameters, cookies) and, on top, every value under a key that
// could hold a person's or a business's identity. Log callers never pass those, but a bundle
// leaves the laptop, so what slipped through is masked here too: in JSON lines by key, and in
// electron-log's text lines (`{ legalName: 'Jane Doe LLC', dba: 'Janes' }`) by `key: value` and
// `key=value` pairs, with shorter digit runs than the logs themselves.
import { isSecretKey, maskDigitRuns, redact, redactedMark, redactText } from '../logging/redact';

const personalKeyParts = ['name', 'dba', 'address', 'street', 'phone', 'email', 'birth', 'dob'];
/** Object keys masked in the bundle beyond the logging redactor's own (RFC 5849 section 3.1). */
const bundleSecretKeyParts = ['consumerkey'];
/** Key parts whose `key: value` pair in free text loses its value. */
const textPairKeyParts = [
  ...personalKeyParts,
  ...bundleSecretKeyParts,
  'token',
  'secret',
  'password',
  'passphrase',
  'verifier',
  'signature',
  'key',
  'ssn',
  'tax',
  'account',
  'routing',
];

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

function isPersonalKey(key: string): boolean {
  const normalised = normalise(key);
  return [...personalKeyParts, ...bundleSecretKeyParts].some((part) => normalised.includes(part));
}

function isTextPairKey(key: string): boolean {
  const normalised = normalise(key);
  return isSecretKey(key) || textPairKeyParts.some((part) => normalised.includes(part));
}

// `key: 'value'`, `"key": "value"`, `key=value`, `key: [ … ]` in free text (util.inspect's and
// electron-log's rendering of an object, a URL's query, a message). The key starts with a letter,
// so times (`02:14:07`) are never read as pairs.
const pairPattern =
  /(?<![A-Za-z0-9_])(["']?)([A-Za-z_][A-Za-z0-9_-]*)\1(\s*[=:]\s*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\[[^\]\n]*\]|[^\s,;&}\]]+)/g;
// Six or more digits, with space, hyphen or dot between them: shorter account and card numbers,
// phone numbers and dotted tax ids. Not inside a word or a hyphenated id (UUIDs stay whole).
const bundleDigitsPattern = /(?<![A-Za-z0-9_-])\d(?:[\s.-]?\d){5,}(?![A-Za-z0-9_])/;

function maskText(text: string): string {
  const paired = text.replace(
    pairPattern,
    (match, quote: string, key: string, separator: string) =>
      isTextPairKey(key) ? `${quote}${key}${quote}${separator}${redactedMark}` : match,
  );
  return maskDigitRuns(redactText(paired), bundleDigitsPattern);
}

function maskPersonal(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskPersonal(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      // Every value under such a key goes, arrays and objects too (owners, addresses).
      isPersonalKey(key) && inner !== null && inner !== undefined
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
