// The error words come from the catalogue (renderer/words/errors.ts, area `errors`; decisions 91):
// the reason a data folder is read-only, which the banner shows from the folder and the system's
// code (diskWords), is checked for English left in the pseudo-locale and read in Spanish on a
// Spanish system. The folder is a tmpfs remounted read-only (root ignores file modes), as in
// storage-banners.spec.ts; skipped with the reason where mounts are not allowed.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mountProblem, mountSmallDisk } from '../../core/disk/disk-mounts';
import { startBrowserMode } from '../browser-host-process';
import { englishOnScreen, sourceOf } from '../support/english-left';
import { seedDrafts } from '../support/seed-drafts';

test.use({ locale: 'es-US' });

test('a read-only folder’s reason is in Spanish on a Spanish system, and no English is left in the pseudo-locale', async ({
  page,
}) => {
  test.skip(mountProblem !== undefined, `needs a tmpfs mount: ${mountProblem}`);
  test.setTimeout(120_000);
  const disk = mountSmallDisk('8m');
  try {
    const dataDir = path.join(disk.dir, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await seedDrafts(dataDir, 1);
    disk.remountReadOnly();
    const app = await startBrowserMode({ dataDir, keepDataDir: true });
    try {
      await page.goto(app.launchUrl);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      // (The built-in sandbox cannot start in a read-only folder either: a banner of its own.)
      const banner = page.locator('.banners .banner-problem').filter({ hasText: 'EROFS' });
      await expect(banner).toContainText(
        'La carpeta de datos es de solo lectura: no se puede guardar ni enviar nada.',
      );
      await expect(banner).toContainText(`${dataDir} está en un disco de solo lectura (EROFS).`);

      await page.goto(`${app.origin}/?pseudo-locale#/sign-in`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      // The path is data, shown as it is; every word around it is accented.
      await expect(
        page.locator('.banners .banner-problem').filter({ hasText: dataDir }),
      ).toBeVisible();
      const left = await englishOnScreen(page, ['.banners'], [dataDir]);
      expect(left.map((text) => `"${text}" (${sourceOf(text)})`)).toEqual([]);
    } finally {
      await app.stop();
    }
  } finally {
    disk.unmount();
  }
});
