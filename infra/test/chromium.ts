import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from './system-chromium';

export const chromiumPath = findChromium();

if (!chromiumPath) {
  const message =
    'No Chromium found (set CHROMIUM_PATH or `apt-get install chromium`): browser tests cannot run.';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n${'!'.repeat(100)}\n!! SKIPPING BROWSER TESTS. ${message}\n${'!'.repeat(100)}\n`);
}

export interface LaunchOptions {
  /**
   * Keep Chromium's popup blocker on, as a visitor's browser has it (Playwright turns it off by
   * default): for pages that open tabs other than straight from a click.
   */
  popupBlocker?: boolean;
}

export function launchChromium({ popupBlocker = false }: LaunchOptions = {}): Promise<Browser> {
  if (!chromiumPath) throw new Error('No Chromium to launch');
  return chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: popupBlocker ? ['--disable-popup-blocking'] : [],
  });
}
