// Draws a signature on the review's pad with the mouse, as a merchant would with a finger: one
// stroke across the middle of the pad.
import type { Page } from '@playwright/test';

export async function drawOnPad(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Sign here with a mouse, pen or finger' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1)
    await page.mouse.move(box.x + 40 + step * 15, y + Math.sin(step / 2) * 30);
  await page.mouse.up();
}
