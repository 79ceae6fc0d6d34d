// The small page the browser tab shows after the redirect to the loopback callback. It echoes
// nothing from the request (no token, no verifier), runs no script, loads nothing, and tells the
// user in plain words what happened and where to go next, in the language the browser asks for
// (English or Spanish, as the sandbox's authorization page before it; decisions 91).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedLanguage } from '../../../node/accept-language';
import { sendBody } from '../../../node/http-respond';

export type CallbackPageKind = 'signed-in' | 'denied' | 'rejected' | 'not-found' | 'used';

export const callbackLanguages = ['en', 'es'] as const;
export type CallbackLanguage = (typeof callbackLanguages)[number];

interface PageWords {
  title: string;
  message: string;
}

const statuses: Record<CallbackPageKind, number> = {
  'signed-in': 200,
  denied: 200,
  rejected: 400,
  'not-found': 404,
  used: 410,
};

const words: Record<CallbackLanguage, Record<CallbackPageKind, PageWords>> = {
  en: {
    'signed-in': {
      title: 'Signed in',
      message: 'Signed in: you can return to Boarding Desk and close this tab.',
    },
    denied: {
      title: 'Sign-in cancelled',
      message: 'You chose Deny, so Boarding Desk is not signed in. You can close this tab.',
    },
    rejected: {
      title: 'Sign-in link not recognised',
      message:
        'This link does not belong to the sign-in Boarding Desk is waiting for. Return to Boarding Desk and start the sign-in again if needed.',
    },
    'not-found': { title: 'Not found', message: 'There is nothing here.' },
    used: {
      title: 'Sign-in already finished',
      message: 'This sign-in has already finished. Return to Boarding Desk.',
    },
  },
  es: {
    'signed-in': {
      title: 'Sesión iniciada',
      message: 'Sesión iniciada: puede volver a Boarding Desk y cerrar esta pestaña.',
    },
    denied: {
      title: 'Inicio de sesión cancelado',
      message:
        'Eligió Rechazar, así que Boarding Desk no inició sesión. Puede cerrar esta pestaña.',
    },
    rejected: {
      title: 'Enlace de inicio de sesión no reconocido',
      message:
        'Este enlace no pertenece al inicio de sesión que Boarding Desk espera. Vuelva a Boarding Desk e inicie sesión de nuevo si hace falta.',
    },
    'not-found': { title: 'No encontrado', message: 'Aquí no hay nada.' },
    used: {
      title: 'Inicio de sesión ya terminado',
      message: 'Este inicio de sesión ya terminó. Vuelva a Boarding Desk.',
    },
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

export function callbackPageHtml(
  kind: CallbackPageKind,
  language: CallbackLanguage = 'en',
): string {
  const page = words[language][kind];
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(page.title)} - Boarding Desk</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1b1b1b}</style>',
    '</head><body>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    `<p>${escapeHtml(page.message)}</p>`,
    '</body></html>',
  ].join('\n');
}

export function sendCallbackPage(
  request: IncomingMessage,
  response: ServerResponse,
  kind: CallbackPageKind,
): void {
  const language = acceptedLanguage(request.headers['accept-language'], callbackLanguages);
  const html = callbackPageHtml(kind, language);
  sendBody(response, statuses[kind], html, 'text/html; charset=utf-8', {
    // Nothing to load and nothing to run; the inline style is the page's only resource.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    // The callback URL carries the verifier: never send it on as a Referer.
    'Referrer-Policy': 'no-referrer',
    'Content-Language': language,
    Vary: 'Accept-Language',
    Connection: 'close',
  });
}
