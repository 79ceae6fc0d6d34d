// Waiting in the page for what a change has set going: two animation frames, by when an answer's
// promise chain has run and its render has been committed and painted.
import type { Page } from '@playwright/test';

export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const frame = (
          globalThis as unknown as { requestAnimationFrame: (next: () => void) => void }
        ).requestAnimationFrame.bind(globalThis);
        frame(() => frame(() => resolve(undefined)));
      }),
  );
}
