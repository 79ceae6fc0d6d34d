// Browser mode's socket dropped while the page lives (decisions 67): events the host sent while it
// was closed are lost, so when the page's transport opens it again, the page reads again what it
// shows. A route stands between the page and the real host: it forwards every message, drops the
// page's socket on demand, and holds the page's next socket until a change has been made through
// another connection (a POST), so that change's event can only have been missed.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import { ipc } from './support/workspace';

// A launch link works once: each test has its own app.
const app = useBrowserModeApp({ perTest: true });

test('after the socket drops and opens again, the drafts home shows a change made meanwhile, without a reload', async ({
  page,
}) => {
  let markChanged: () => void = () => undefined;
  const changed = new Promise<void>((resolve) => (markChanged = resolve));
  const sockets: { page: WebSocketRoute; drop: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/ipc$/, async (socket) => {
    // A reopen waits for the change: its event went out while no socket of this page was open.
    if (sockets.length > 0) await changed;
    const server = socket.connectToServer();
    let isDropped = false;
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!isDropped) socket.send(message);
    });
    sockets.push({
      page: socket,
      drop: async () => {
        isDropped = true;
        await socket.close();
        await server.close();
      },
    });
  });
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  const { id } = await ipc<{ id: string }>(page, 'drafts:create', {});
  await ipc(page, 'drafts:save', { id, payload: { legalName: 'Before The Drop LLC' } });
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Before The Drop LLC' })).toBeVisible();
  // Set in the page now: still there at the end means the page was never reloaded.
  await page.evaluate(() => Object.assign(globalThis, { pageBeforeDrop: true }));

  expect(sockets).toHaveLength(1);
  await sockets[0]!.drop();
  await ipc(page, 'drafts:save', { id, payload: { legalName: 'After The Drop LLC' } });
  markChanged();

  await expect(main.getByRole('link', { name: 'After The Drop LLC' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Before The Drop LLC' })).toHaveCount(0);
  expect(sockets).toHaveLength(2);
  expect(await page.evaluate(() => 'pageBeforeDrop' in globalThis)).toBe(true);
});

test('an open editor keeps its form when the read after a reopen fails for want of a connection', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sockets: { drop: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/ipc$/, async (socket) => {
    const index = sockets.length;
    let isDropped = false;
    const entry = {
      drop: async () => {
        isDropped = true;
        await socket.close();
        await server.close();
      },
    };
    sockets.push(entry);
    // The third socket waits until the test has looked at the editor.
    if (index === 2) await released;
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      // The second socket goes as the editor reads its draft again: that read fails OFFLINE.
      if (index === 1 && String(message).includes('"drafts:get"')) void entry.drop();
      else if (!isDropped) server.send(message);
    });
    server.onMessage((message) => {
      if (!isDropped) socket.send(message);
    });
  });
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  const { id } = await ipc<{ id: string }>(page, 'drafts:create', {});
  await ipc(page, 'drafts:save', { id, payload: { legalName: 'Kept Form LLC' } });
  await page
    .getByRole('main')
    .getByRole('link', { name: /Kept Form LLC/ })
    .click();
  const legalName = page.getByLabel('Legal name', { exact: true });
  await expect(legalName).toHaveValue('Kept Form LLC');

  await sockets[0]!.drop();
  // The second socket opened, the editor's read went out on it and failed, and the transport is
  // now opening a third (held): the failure was answered seconds ago.
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(3);
  // The form is still there (the error view would have replaced it); the documents' own read
  // failed too, and says so in its section.
  await expect(legalName).toHaveValue('Kept Form LLC');
  await expect(page.getByRole('alert')).toHaveText(/cannot be reached/);
  release();
  // The third socket opens: what failed is read again, and the form goes on.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await legalName.fill('Kept Form LLC, typed after');
  await expect(legalName).toHaveValue('Kept Form LLC, typed after');
});
