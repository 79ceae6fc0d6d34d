// The authorization page (RFC 5849 section 2.2; decisions 5). A real page that names the
// requesting application and what it may do, with one plain form other engineers' tests drive with
// an HTTP client: hidden `oauth_token` and two submit buttons named `decision`. Everything dynamic
// is HTML-escaped; the page loads nothing external; CSP, X-Frame-Options and frame-ancestors stop
// framing (clickjacking); form-action allows only this server and the registered callback's
// origin, because browsers apply form-action to the redirect that follows the POST.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export const authorizePath = '/boarding/v2/oauth/1a/authorize';

const style = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.4rem}ul{padding-left:1.2rem}.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{font-size:1rem;padding:.5rem 1.25rem;border-radius:.4rem;border:1px solid #555;background:#fff;cursor:pointer}
button[value=authorize]{background:#0b5cad;color:#fff;border-color:#0b5cad}.note{color:#555;font-size:.9rem}
code{font-size:1.1rem;background:#eee;padding:.2rem .4rem}`;
const styleHash = createHash('sha256').update(style).digest('base64');

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function securityHeaders(formActionOrigin?: string): Record<string, string> {
  const formAction = formActionOrigin ? `'self' ${formActionOrigin}` : `'self'`;
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleHash}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` on the
    // page's own form post, which the decision handler's Origin check must refuse. Nothing
    // leaves for another origin either way (the redirect to the callback carries no referrer).
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body>
${body}
</body>
</html>
`;
}

function send(res: ServerResponse, status: number, html: string, formActionOrigin?: string): void {
  res.writeHead(status, {
    ...securityHeaders(formActionOrigin),
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

/** The consent page for a pending request token. */
export function sendAuthorizePage(
  res: ServerResponse,
  details: { consumerName: string; token: string; callback: string; tokenLifetimeHours: number },
): void {
  const name = escapeHtml(details.consumerName);
  const origin = details.callback === 'oob' ? undefined : new URL(details.callback).origin;
  const html = page(
    `Authorize ${details.consumerName}`,
    `<h1>Authorize ${name}?</h1>
<p><strong>${name}</strong> is asking to use the boarding service (sandbox) on your behalf.</p>
<p>If you authorize it, it may:</p>
<ul>
<li>submit merchant boarding applications (business, owner, location and bank-funding details);</li>
<li>read the merchants it submitted and their status.</li>
</ul>
<p class="note">Access lasts ${details.tokenLifetimeHours} hours, then the application must ask again. This is a local practice server: nothing leaves this computer.</p>
<form method="post" action="${authorizePath}">
<input type="hidden" name="oauth_token" value="${escapeHtml(details.token)}">
<div class="actions">
<button type="submit" name="decision" value="authorize">Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`,
  );
  send(res, 200, html, origin);
}

/** Out-of-band callback (RFC 5849 section 2.1, "oob"): the verifier is shown to the user. */
export function sendVerifierPage(res: ServerResponse, verifier: string): void {
  send(
    res,
    200,
    page(
      'Authorized',
      `<h1>Authorized</h1>
<p>Enter this verification code in the application:</p>
<p><code>${escapeHtml(verifier)}</code></p>`,
    ),
  );
}

export function sendMessagePage(
  res: ServerResponse,
  status: number,
  title: string,
  message: string,
): void {
  send(res, status, page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`));
}
