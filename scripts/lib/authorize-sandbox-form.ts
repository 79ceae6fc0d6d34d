// Plays the user's browser on the sandbox's authorization page (decisions 5): loads the page,
// reads its one form (action and hidden inputs), submits it with the chosen `decision` button, and
// follows the 302 to the callback like a browser would. Used as the `openExternal` port by
// `npm run signin:check` and by the sign-in tests, so both exercise the real page, not a shortcut.
// Plain fetch and a small HTML reader: the sandbox's page is ours and simple (one form, quoted
// attributes), so no HTML parser dependency is needed. Each page is read through the capped
// reader like every other answer (decisions 18).
import { readAnswerBody } from '../../node/http-body';

export type Decision = 'authorize' | 'deny';

export interface AuthorizeForm {
  action: URL;
  method: string;
  fields: Record<string, string>;
  /** Values of the submit buttons named `decision`. */
  decisions: string[];
}

export interface CallbackVisit {
  status: number;
  body: string;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const name = match[1];
    if (name !== undefined) found[name.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return found;
}

/** Reads the page's single form; throws with a clear message when the page has none. */
export function parseAuthorizeForm(html: string, pageUrl: string): AuthorizeForm {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (form === null) throw new Error('The authorization page has no form.');
  const formAttributes = attributes(form[1] ?? '');
  const fields: Record<string, string> = {};
  const decisions: string[] = [];
  for (const tag of (form[2] ?? '').matchAll(/<(input|button)\b([^>]*)>/gi)) {
    const element = attributes(tag[2] ?? '');
    const type = (
      element.type ?? (tag[1]?.toLowerCase() === 'button' ? 'submit' : 'text')
    ).toLowerCase();
    if (type === 'hidden' && element.name !== undefined) fields[element.name] = element.value ?? '';
    if (type === 'submit' && element.name === 'decision' && element.value !== undefined)
      decisions.push(element.value);
  }
  return {
    action: new URL(formAttributes.action ?? pageUrl, pageUrl),
    method: (formAttributes.method ?? 'get').toUpperCase(),
    fields,
    decisions,
  };
}

/** The answer's text, read capped (decisions 18); a page over the cap or cut off is an error. */
async function pageText(response: Response, what: string): Promise<string> {
  const read = await readAnswerBody(response);
  if (!read.ok)
    throw new Error(
      `${what} (HTTP ${response.status}) could not be read: ${read.reason === 'too-large' ? 'larger than the cap' : 'it broke off'}.`,
    );
  return read.body.toString('utf8');
}

/** Loads the page and submits its form; resolves to the callback URL the service redirects to. */
export async function submitAuthorizeForm(pageUrl: string, decision: Decision): Promise<URL> {
  const page = await fetch(pageUrl, { redirect: 'manual' });
  const html = await pageText(page, 'The authorization page');
  if (page.status !== 200) throw new Error(`The authorization page answered HTTP ${page.status}.`);
  const form = parseAuthorizeForm(html, pageUrl);
  if (form.method !== 'POST')
    throw new Error(`The authorization form uses ${form.method}, not POST.`);
  if (!form.decisions.includes(decision))
    throw new Error(`The authorization form has no "${decision}" button.`);
  const answer = await fetch(form.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, decision }).toString(),
    redirect: 'manual',
  });
  await answer.body?.cancel();
  const location = answer.headers.get('location');
  if (answer.status !== 302 || location === null) {
    throw new Error(`The authorization form answered HTTP ${answer.status} without a redirect.`);
  }
  return new URL(location, form.action);
}

/** GETs the callback URL the way the browser tab would after the redirect. */
export async function visitCallback(callbackUrl: URL | string): Promise<CallbackVisit> {
  const response = await fetch(callbackUrl, { redirect: 'manual' });
  return { status: response.status, body: await pageText(response, 'The callback page') };
}

/**
 * An `openExternal` that authorizes (or denies) on the sandbox page and lands on the callback.
 * `onVisit` sees what the "browser tab" showed.
 */
export function sandboxBrowser(
  decision: Decision = 'authorize',
  onVisit?: (visit: CallbackVisit) => void,
): (url: string) => Promise<void> {
  return async (url) => {
    const callback = await submitAuthorizeForm(url, decision);
    const visit = await visitCallback(callback);
    onVisit?.(visit);
  };
}
