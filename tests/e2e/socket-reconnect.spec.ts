// Browser mode's socket dropped while the page lives (decisions 67): events the host sent while it
// was closed are lost, so when the page's transport opens it again, the page reads again what it
// shows. A route stands between the page and the real host: it forwards every message, drops the
// page's socket on demand, and holds the page's next socket until a change has been made through
// another connection (a POST), so that change's event can only have been missed.
import { expect, test, type WebSocketRoute } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import { ipc } from './support/workspace';

const app = useBrowserModeApp();

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
