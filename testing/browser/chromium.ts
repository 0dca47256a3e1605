import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
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

/**
 * The run's one Chromium (testing/global-setup.ts) for browser files, each with contexts of its
 * own; closing the answer only disconnects. Outside the browser lane, or with the popup blocker
 * on, a Chromium of the file's own.
 */
export async function launchChromium({
  popupBlocker = false,
}: LaunchOptions = {}): Promise<Browser> {
  if (!chromiumPath) throw new Error('No Chromium to launch');
  const shared = popupBlocker ? undefined : inject('chromiumEndpoint');
  if (shared) return chromium.connect(shared);
  return chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: popupBlocker ? ['--disable-popup-blocking'] : [],
  });
}

/**
 * Chromium with a profile of its own in `userDataDir`, as a person's browser is: unlike a new
 * context of `launchChromium()` (incognito), Chromium will install web apps from it.
 */
export function launchChromiumProfile(
  userDataDir: string,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  if (!chromiumPath) throw new Error('No Chromium to launch');
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    viewport,
  });
}
