// The openExternal allow-list (conventions 7; Electron security checklist "Do not use openExternal
// with untrusted content"). Only the authorization-page origins of configured environments and
// the app's help links may be opened, and only over https, or plain http to a loopback host (the
// built-in sandbox's authorization page, RFC 8252 section 8.3). The URL is parsed, never matched
// as text.
import type { OpenExternal } from '../ports';

export const helpLinks = {
  guide: 'https://boarding-desk.example.com/help',
  privacy: 'https://boarding-desk.example.com/privacy',
} as const;

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackHostname(hostname: string): boolean {
  return loopbackHosts.has(hostname.toLowerCase());
}

/** The origin an allow-list entry stands for, or null when the entry itself is not acceptable. */
export function allowedOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const isHttps = parsed.protocol === 'https:';
  const isLoopbackHttp = parsed.protocol === 'http:' && isLoopbackHostname(parsed.hostname);
  if (!isHttps && !isLoopbackHttp) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  return parsed.origin;
}

/**
 * `allowedUrls` is read on every call: environments change at runtime (the built-in sandbox gets
 * a new ephemeral port on each start).
 */
export function isAllowedExternalUrl(url: unknown, allowedUrls: readonly string[]): boolean {
  if (typeof url !== 'string' || url.length > 8192) return false;
  const origin = allowedOrigin(url);
  if (origin === null) return false;
  return allowedUrls.some((entry) => allowedOrigin(entry) === origin);
}

export class ExternalUrlRefusedError extends Error {
  constructor() {
    super('Refused to open a link that is not an authorization page or help link.');
    this.name = 'ExternalUrlRefusedError';
  }
}

/** Wraps the platform's opener (shell.openExternal, xdg-open) with the allow-list. */
export function guardOpenExternal(
  open: OpenExternal,
  allowedUrls: () => readonly string[],
): OpenExternal {
  return async (url) => {
    if (!isAllowedExternalUrl(url, allowedUrls())) throw new ExternalUrlRefusedError();
    // Hand over the URL as parsed, not as given: the check above read it with the WHATWG parser,
    // and the OS handler behind shell.openExternal / xdg-open may parse the raw text differently
    // (`https://allowed.example\@evil.example/`, tabs or newlines inside the host), so only the
    // serialised form is sure to name the origin that was allowed.
    await open(new URL(url).href);
  };
}
