// The small page the browser tab shows after the redirect to the loopback callback. It echoes
// nothing from the request (no token, no verifier), runs no script, loads nothing, and tells the
// user in plain words what happened and where to go next.
import type { ServerResponse } from 'node:http';
import { sendBody } from '../../../node/http-respond';

export type CallbackPageKind = 'signed-in' | 'denied' | 'rejected' | 'not-found' | 'used';

const pages: Record<CallbackPageKind, { status: number; title: string; message: string }> = {
  'signed-in': {
    status: 200,
    title: 'Signed in',
    message: 'Signed in: you can return to Boarding Desk and close this tab.',
  },
  denied: {
    status: 200,
    title: 'Sign-in cancelled',
    message: 'You chose Deny, so Boarding Desk is not signed in. You can close this tab.',
  },
  rejected: {
    status: 400,
    title: 'Sign-in link not recognised',
    message:
      'This link does not belong to the sign-in Boarding Desk is waiting for. Return to Boarding Desk and start the sign-in again if needed.',
  },
  'not-found': { status: 404, title: 'Not found', message: 'There is nothing here.' },
  used: {
    status: 410,
    title: 'Sign-in already finished',
    message: 'This sign-in has already finished. Return to Boarding Desk.',
  },
};

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export function callbackPageHtml(kind: CallbackPageKind): string {
  const page = pages[kind];
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(page.title)} - Boarding Desk</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1b1b1b}</style>',
    '</head><body>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    `<p>${escapeHtml(page.message)}</p>`,
    '</body></html>',
  ].join('\n');
}

export function sendCallbackPage(response: ServerResponse, kind: CallbackPageKind): void {
  sendBody(response, pages[kind].status, callbackPageHtml(kind), 'text/html; charset=utf-8', {
    // Nothing to load and nothing to run; the inline style is the page's only resource.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    // The callback URL carries the verifier: never send it on as a Referer.
    'Referrer-Policy': 'no-referrer',
    Connection: 'close',
  });
}
