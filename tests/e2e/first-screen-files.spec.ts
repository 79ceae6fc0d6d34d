// The drafts home's first screen arrives in at most six files (decisions 59): browser mode serves
// it over HTTP/1.1, where Chromium opens six connections to a host, so a seventh file, and the
// first screen's requests to main behind it, would wait for one of the six to finish.
import { expect, test } from '@playwright/test';
import { useBrowserModeApp } from './support/app';

const app = useBrowserModeApp();

test('the first screen is at most six files, all listed in the page', async ({ page }) => {
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  const html = await (await page.request.get(new URL('/', page.url()).href)).text();
  const listed = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\.\/(assets\/[^"]+\.(?:js|css))"/g),
  ].map((match) => match[1]!);
  expect(listed.some((file) => file.endsWith('.js'))).toBe(true);
  expect(listed.some((file) => file.endsWith('.css'))).toBe(true);
  expect(listed.length, listed.join(', ')).toBeLessThanOrEqual(6);
});
