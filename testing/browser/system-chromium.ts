import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell`: the same Chromium release as the `chromium` package, built
 * as the headless shell (no browser UI underneath the page). Pages render and script alike, for
 * about 40% less CPU in the browser tests, which is most of their cost on two cores.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium (never a downloaded one): CHROMIUM_PATH, or Debian's usual places; the
 * headless shell first unless the whole browser is asked for (Lighthouse measures what people's
 * Chrome does).
 */
export function findChromium({ fullBrowser = false }: { fullBrowser?: boolean } = {}):
  | string
  | undefined {
  const candidates = fullBrowser ? FULL_BROWSERS : [HEADLESS_SHELL, ...FULL_BROWSERS];
  return [process.env.CHROMIUM_PATH, ...candidates].find(
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
