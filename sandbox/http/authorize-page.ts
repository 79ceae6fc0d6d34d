// The authorization page (RFC 5849 section 2.2; decisions 5). A real page that names the
// requesting application and what it may do, with one plain form other engineers' tests drive with
// an HTTP client: hidden `oauth_token` and two submit buttons named `decision`. Everything dynamic
// is HTML-escaped; the page loads nothing external; CSP, X-Frame-Options and frame-ancestors stop
// framing (clickjacking); form-action allows only this server and the registered callback's
// origin, because browsers apply form-action to the redirect that follows the POST. In English or
// Spanish by the browser's Accept-Language (page-words.ts, decisions 91).
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { pageText, type PageLanguage, type PageMessageId } from './page-words';

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

function securityHeaders(
  language: PageLanguage,
  formActionOrigin?: string,
): Record<string, string> {
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
    'Content-Language': language,
    Vary: 'Accept-Language',
  };
}

function page(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body>
${body}
</body>
</html>
`;
}

function send(
  res: ServerResponse,
  status: number,
  language: PageLanguage,
  html: string,
  formActionOrigin?: string,
): void {
  res.writeHead(status, {
    ...securityHeaders(language, formActionOrigin),
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

/** The consent page for a pending request token. */
export function sendAuthorizePage(
  res: ServerResponse,
  language: PageLanguage,
  details: { consumerName: string; token: string; callback: string; tokenLifetimeHours: number },
): void {
  // Values are escaped before they go into a message; the catalogue's own text is ours.
  const name = escapeHtml(details.consumerName);
  const t = (id: PageMessageId) => pageText(language, id, { name });
  const origin = details.callback === 'oob' ? undefined : new URL(details.callback).origin;
  const html = page(
    language,
    t('authorize.title'),
    `<h1>${t('authorize.heading')}</h1>
<p>${t('authorize.asking')}</p>
<p>${t('authorize.mayIntro')}</p>
<ul>
<li>${t('authorize.maySubmit')}</li>
<li>${t('authorize.mayRead')}</li>
</ul>
<p class="note">${pageText(language, 'authorize.note', { hours: details.tokenLifetimeHours })}</p>
<form method="post" action="${authorizePath}">
<input type="hidden" name="oauth_token" value="${escapeHtml(details.token)}">
<div class="actions">
<button type="submit" name="decision" value="authorize">${t('authorize.authorize')}</button>
<button type="submit" name="decision" value="deny">${t('authorize.deny')}</button>
</div>
</form>`,
  );
  send(res, 200, language, html, origin);
}

/** Out-of-band callback (RFC 5849 section 2.1, "oob"): the verifier is shown to the user. */
export function sendVerifierPage(
  res: ServerResponse,
  language: PageLanguage,
  verifier: string,
): void {
  const title = pageText(language, 'verifier.title');
  send(
    res,
    200,
    language,
    page(
      language,
      title,
      `<h1>${title}</h1>
<p>${pageText(language, 'verifier.enterCode')}</p>
<p><code>${escapeHtml(verifier)}</code></p>`,
    ),
  );
}

/** A page that says one thing: its title and message are a pair in the catalogue. */
export type MessagePage =
  | 'unknown'
  | 'expired'
  | 'answered'
  | 'foreign'
  | 'unsupported'
  | 'tooLarge'
  | 'noDecision'
  | 'denied';

export function sendMessagePage(
  res: ServerResponse,
  status: number,
  language: PageLanguage,
  which: MessagePage,
): void {
  const title = pageText(language, `${which}.title`);
  const message = pageText(language, `${which}.message`);
  send(res, status, language, page(language, title, `<h1>${title}</h1>\n<p>${message}</p>`));
}
