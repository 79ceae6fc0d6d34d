// The sandbox's authorization page in the browser's language (decisions 91): Spanish for a
// browser that asks for it (any Spanish locale, by quality), English otherwise; the form posts
// the same protocol fields and values in both; the message pages follow too. Real loopback HTTP.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCatalogues, pageLanguage, pageText } from '../../sandbox/http/page-words';
import { catalogueProblems } from '../../scripts/build/catalogue-check';
import {
  parseAuthorizeForm,
  parseForm,
  signedFetch,
  startHarness,
  type Harness,
} from './sandbox-harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    consumer: { key: randomUUID(), secret: 'language-secret', name: 'Boarding <Desk>' },
  });
});
afterAll(() => harness.cleanup());

async function requestToken(): Promise<string> {
  const response = await signedFetch(
    harness,
    undefined,
    'POST',
    '/boarding/v2/oauth/1a/requesttoken',
    {
      params: { oauth_callback: 'oob' },
    },
  );
  return parseForm(await response.text()).oauth_token!;
}

function authorizePage(token: string, acceptLanguage?: string): Promise<Response> {
  return fetch(`${harness.sandbox.url}${harness.sandbox.authorizePath}?oauth_token=${token}`, {
    headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
  });
}

describe("the authorization page's language", () => {
  it('is Spanish for a browser that prefers Spanish, with the same form', async () => {
    const page = await authorizePage(await requestToken(), 'es-MX,es;q=0.9,en;q=0.8');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(page.headers.get('content-language')).toBe('es');
    expect(page.headers.get('vary')).toContain('Accept-Language');
    expect(html).toContain('¿Autorizar a Boarding &#60;Desk&#62;?');
    expect(html).toContain('<strong>Boarding &#60;Desk&#62;</strong> solicita usar');
    expect(html).toContain('El acceso dura 24 horas');
    expect(html).toContain('>Autorizar</button>');
    expect(html).toContain('>Rechazar</button>');
    expect(html).not.toContain('Authorize');
    const form = parseAuthorizeForm(html);
    expect(form.decisions).toEqual(['authorize', 'deny']);
    expect(Object.keys(form.fields)).toEqual(['oauth_token']);
  });

  it('is English when the browser asks for English, another language or nothing', async () => {
    for (const header of ['en-US,en;q=0.9,es;q=0.8', 'fr-FR,fr;q=0.9', undefined]) {
      const html = await (await authorizePage(await requestToken(), header)).text();
      expect(html, String(header)).toContain('<html lang="en">');
      expect(html, String(header)).toContain('Authorize Boarding &#60;Desk&#62;?');
      expect(html, String(header)).toContain('Access lasts 24 hours');
    }
  });

  it('says an unknown request in Spanish too', async () => {
    const page = await authorizePage('nope', 'es');
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<h1>Solicitud desconocida</h1>');
    expect(html).toContain('Vuelva a iniciar sesión desde la aplicación.');
  });

  it('has every English message in Spanish with the same arguments, and picks by quality', () => {
    expect(catalogueProblems(pageCatalogues.en, pageCatalogues.es, 'es')).toEqual([]);
    expect(pageLanguage('en;q=0.5, es;q=0.8')).toBe('es');
    expect(pageLanguage(['es-US'])).toBe('es');
    expect(pageLanguage('de')).toBe('en');
    expect(pageText('es', 'authorize.note', { hours: 1 })).toContain('1 hora;');
  });
});
