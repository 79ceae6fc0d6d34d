// The agent's language picked quickly, faster than the host answers (decisions 91): the screen
// follows the picks and stays on the last one while the saves' answers come in. The answers to the
// earlier picks are out of date when they land and must not put their language back, not even for
// a frame. The route stands between the page and the host (decisions 62) and holds every
// settings:set answer until the test lets it go, one at a time.
import { expect, test } from '@playwright/test';
import { useBrowserModeApp } from '../support/app';
import { twoFrames } from '../support/frames';
import { ipc } from '../support/workspace';

const app = useBrowserModeApp();

/** Every value <html lang> takes from now on, kept in the page (source text: no DOM types here). */
const watchLang = `(() => {
  const seen = [];
  window.langSeen = seen;
  new MutationObserver(() => seen.push(document.documentElement.lang)).observe(
    document.documentElement,
    { attributes: true, attributeFilter: ['lang'] },
  );
})()`;

test('Spanish, English, Spanish picked before any save is answered: Spanish stays, with no English frame', async ({
  page,
}) => {
  const saves = new Set<number>();
  const held: (() => void)[] = [];
  let answered = 0;
  await page.routeWebSocket(/\/ipc$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const call = JSON.parse(String(message)) as { id: number; channel: string };
      if (call.channel === 'settings:set') saves.add(call.id);
      server.send(message);
    });
    server.onMessage((message) => {
      const answer = JSON.parse(String(message)) as { id?: number };
      if (answer.id === undefined || !saves.has(answer.id)) return socket.send(message);
      held.push(() => {
        socket.send(message);
        answered += 1;
      });
    });
  });
  await page.goto(app().launchUrl);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  expect((await ipc<{ agentLanguage: string }>(page, 'settings:get')).agentLanguage).toBe('system');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-US');
  const picker = page.getByRole('combobox', { name: /^(Language|Idioma)$/ });

  await picker.selectOption('es');
  await expect(html).toHaveAttribute('lang', 'es-US');
  await picker.selectOption('en');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await picker.selectOption('es');
  await expect(html).toHaveAttribute('lang', 'es-US');
  // From the last pick on, every language the page takes is recorded.
  await page.evaluate(watchLang);

  // Each held answer let go in turn (the saves may be sent one after another, each once the one
  // before is answered), with the picker and the page checked after each has been taken in.
  for (let answer = 1; answer <= 3; answer += 1) {
    await expect.poll(() => held.length, { message: `save ${answer} sent` }).toBeGreaterThan(0);
    held.shift()?.();
    await twoFrames(page);
    await expect(html, `after answer ${answer}`).toHaveAttribute('lang', 'es-US');
    await expect(picker).toHaveValue('es');
  }
  expect(answered).toBe(3);
  expect(saves.size).toBe(3);
  expect(await page.evaluate('window.langSeen')).toEqual([]);
  expect((await ipc<{ agentLanguage: string }>(page, 'settings:get')).agentLanguage).toBe('es');
  // Another save still goes through, and once it has ended the cache has its answer: the picker
  // and the page stay on it rather than going back to the Spanish the cache held before.
  await picker.selectOption('system');
  await expect(html).toHaveAttribute('lang', 'en-US');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  held.shift()?.();
  await twoFrames(page);
  await expect(picker).toHaveValue('system');
  await expect(html).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate('window.langSeen')).toEqual(['en-US']);
  expect((await ipc<{ agentLanguage: string }>(page, 'settings:get')).agentLanguage).toBe('system');
});
