import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../../testing/browser/system-chromium';

/** The system Chromium for the eval's checks (never a downloaded one). */
export function launchEvalBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('The eval needs Chromium: set CHROMIUM_PATH or `apt-get install chromium`.');
  }
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
