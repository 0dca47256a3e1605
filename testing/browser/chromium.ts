import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
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

/** How `newContext` opens a context: Playwright's options, and whether the pages move. */
export interface TestContextOptions extends BrowserContextOptions {
  /**
   * 'run' for a file about the pages' motion. Otherwise CSS animations and transitions are off:
   * each state shows at once, as Playwright's screenshots do, rather than Chromium painting every
   * frame of it in software (about 15% of the browser lanes' CPU) and each click waiting for the
   * element to stop moving.
   */
  motion?: 'run' | 'stopped';
}

/**
 * A new context of `browser` (a visitor with nothing stored), with the app's service worker
 * blocked unless `serviceWorkers: 'allow'` asks for it. Installing the worker precaches the whole
 * app: in every new context that was about a fifth of the browser lanes' CPU, spent for the
 * offline copy no test of a screen looks at. The files about the installed app and its worker
 * allow it.
 */
export async function newContext(
  browser: Browser,
  { motion = 'stopped', ...options }: TestContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  if (motion === 'stopped') await context.addInitScript(stopMotion);
  return context;
}

/** Runs in every frame before its scripts: a style sheet that turns off every movement. */
function stopMotion() {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; }';
  const add = () => (document.head ?? document.documentElement).append(style);
  if (document.documentElement) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
}

/** A page in a new context of its own (as `newContext`); closing the page closes the context. */
export async function newPage(browser: Browser, options: TestContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  // Once the browser has gone, its contexts went with it.
  page.once('close', () => context.close().catch(() => undefined));
  return page;
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
