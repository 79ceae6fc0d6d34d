// The renderer is served from a privileged custom scheme, `app://boarding/`, not file://: it gets
// a real, stable origin (so CSP 'self', the IPC sender check and navigation rules compare against
// one value) and file:// loses its ambient access to the whole disk (Electron security checklist
// "Use a custom protocol instead of file://"). No Electron import: the rules here are unit-tested.
export const appScheme = 'app';
export const appHost = 'boarding';
export const appStartUrl = `${appScheme}://${appHost}/index.html`;

/**
 * True for URLs of our renderer. WHATWG URL gives non-special schemes the origin "null", so the
 * scheme and host are compared instead of `url.origin`.
 */
export function isAppUrl(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === `${appScheme}:` &&
      parsed.host === appHost &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}
