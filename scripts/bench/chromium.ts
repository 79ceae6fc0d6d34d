// The benches' browser: Debian's Chromium with the same flags as the browser tests
// (playwright.config.ts), so a figure measured here is of the browser the tests drive.
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config';

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
