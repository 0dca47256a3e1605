import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium (never a downloaded one): CHROMIUM_PATH, or Debian's usual places. */
export const chromiumPath = [process.env.CHROMIUM_PATH, ...CANDIDATES].find(
  (path): path is string => path !== undefined && path !== '' && existsSync(path),
);

if (!chromiumPath) {
  const message =
    'No Chromium found (set CHROMIUM_PATH or `apt-get install chromium`): browser tests cannot run.';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n${'!'.repeat(100)}\n!! SKIPPING BROWSER TESTS. ${message}\n${'!'.repeat(100)}\n`);
}

export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error('No Chromium to launch');
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
