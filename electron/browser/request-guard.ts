// Browser mode's sender check (conventions 3): the HTTP equivalent of "a window we created, top frame,
// our origin". A request is ours when it carries the per-launch session cookie (compared in
// constant time), names our loopback host and port in Host (defeats DNS rebinding: a page on
// evil.example resolved to 127.0.0.1 still sends Host: evil.example), and, when it has an Origin
// header, that is our own origin (defeats cross-site calls). POSTs must carry Origin, and so must
// a WebSocket upgrade (method 'UPGRADE' here), which carries calls too: a browser always sends
// Origin on one, so a page elsewhere opening our socket is refused by name (cross-site WebSocket
// hijacking).
import { createHash, timingSafeEqual } from 'node:crypto';

export interface BrowserSender {
  method: string;
  host: string | undefined;
  origin: string | undefined;
  cookie: string | undefined;
}

export interface GuardConfig {
  port: number;
  cookieName: string;
  sessionSecret: string;
}

export type GuardVerdict = { ok: true } | { ok: false; reason: 'host' | 'origin' | 'cookie' };

export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function checkHost(host: string | undefined, port: number): boolean {
  return host !== undefined && allowedHosts(port).includes(host.toLowerCase());
}

/** Origin must name the same host the request was sent to (cookies are per host). */
export function checkOrigin(sender: BrowserSender, port: number): boolean {
  if (sender.origin === undefined) return sender.method === 'GET' || sender.method === 'HEAD';
  return (
    checkHost(sender.host, port) &&
    sender.origin.toLowerCase() === `http://${sender.host?.toLowerCase()}`
  );
}

/**
 * Every value sent under `name`. A page on another 127.0.0.1 port can set a cookie of the same
 * name for our host ("cookie tossing": cookies are not separated by port, RFC 6265 section 8.5), and
 * browsers send the longer-path one first; taking only the first would let it lock the agent out.
 */
export function readCookies(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}

/** Hashing first gives equal-length inputs, so timingSafeEqual never leaks the secret's length. */
export function secretsEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function checkBrowserSender(sender: BrowserSender, config: GuardConfig): GuardVerdict {
  if (!checkHost(sender.host, config.port)) return { ok: false, reason: 'host' };
  if (!checkOrigin(sender, config.port)) return { ok: false, reason: 'origin' };
  // Each candidate is compared in constant time; a tossed cookie can neither pass nor block.
  const cookies = readCookies(sender.cookie, config.cookieName);
  if (!cookies.some((cookie) => secretsEqual(cookie, config.sessionSecret)))
    return { ok: false, reason: 'cookie' };
  return { ok: true };
}
