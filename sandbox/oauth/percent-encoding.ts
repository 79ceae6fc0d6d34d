// Percent-encoding exactly as RFC 5849 section 3.6 defines it: every byte of the UTF-8 form is
// encoded except the unreserved set ALPHA / DIGIT / "-" / "." / "_" / "~", and hex digits are
// upper case. encodeURIComponent leaves !'()* alone, so those five are encoded by hand. This is
// written here on purpose instead of reusing the app's client signer (oauth-1.0a): two
// independent implementations catch each other's bugs.

const extraReserved = /[!'()*]/g;

export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    extraReserved,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Decodes a percent-encoded protocol parameter value (RFC 5849 section 3.5.1: header values are
 * encoded per section 3.6). Returns undefined for malformed input (a stray "%" or bytes that are
 * not UTF-8) so the caller can answer 401 with a clear message instead of throwing.
 */
export function percentDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
