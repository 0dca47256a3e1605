import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium (never a downloaded one): CHROMIUM_PATH, or Debian's usual places. */
export function findChromium(): string | undefined {
  return [process.env.CHROMIUM_PATH, ...CANDIDATES].find(
    (path): path is string => path !== undefined && path !== '' && existsSync(path),
  );
}

/**
 * Headless, and quiet on a closed network: without the background-networking flags Chromium
 * keeps trying to reach Google's hosts. Used by the browser tests and by Lighthouse alike.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
