import axe from 'axe-core';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Download, Frame, Page } from 'playwright-core';
import { newContext } from './chromium';

/** The ways the browser tests find things: as a person would, by label, role and text. */
export function pageHelpers(page: Page) {
  return {
    field: (label: string) => page.getByLabel(label, { exact: true }),
    button: (name: string) => page.getByRole('button', { name, exact: true }),
    /** Waits for a toast (or any text) to show. */
    toast: (text: string) => page.getByText(text, { exact: true }).first().waitFor(),
    // The screen has arrived, even with a modal open over it (which hides it from the a11y tree).
    heading: (name: string) =>
      page.getByRole('heading', { level: 1, name, includeHidden: true }).waitFor(),
  };
}

const PREVIEW_FRAME = 'iframe[src$="/_preview/frame.html"]';

/**
 * The workspace preview's frame once it shows a page: the only one (a new page loads in a second
 * frame behind the one on show, which goes once the new one has drawn) with some text drawn.
 */
export async function previewFrame(page: Page, timeout = 10_000): Promise<Frame> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const handles = await page.locator(PREVIEW_FRAME).elementHandles();
    const frame = handles.length === 1 ? await handles[0]?.contentFrame() : null;
    const drawn = frame
      ? await frame.evaluate(() => document.body.innerText.length).catch(() => 0)
      : 0;
    if (frame && drawn > 0) return frame;
    if (Date.now() > deadline) throw new Error('The preview never showed a page');
    await page.waitForTimeout(100);
  }
}

/** The text of the page the preview shows. */
export async function previewText(page: Page): Promise<string> {
  for (;;) {
    const frame = await previewFrame(page);
    // The frame may be replaced between finding it and reading it: then read the new one.
    const text = await frame.evaluate(() => document.body.innerText).catch(() => null);
    if (text !== null) return text;
  }
}

/** The workspace's quote dialog. */
export function quoteDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Review your (build|edit)$/ });
  const confirm = dialog.getByRole('button', { name: /^Confirm · / });
  return {
    dialog,
    confirm,
    /** The total on the Confirm button, once the quote has arrived. */
    async total(): Promise<number> {
      const label = (await confirm.textContent({ timeout: 10_000 })) ?? '';
      const total = /Confirm · (\d+) credits?/.exec(label)?.[1];
      if (total === undefined) throw new Error(`No total in "${label}"`);
      return Number(total);
    },
    /** Confirms the quote as it stands, once it can be, and waits for the dialog to close. */
    async confirmRun(): Promise<void> {
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('[role="dialog"] button')].find((element) =>
          element.textContent?.startsWith('Confirm · '),
        );
        return button instanceof HTMLButtonElement && !button.disabled;
      });
      await confirm.click();
      await dialog.waitFor({ state: 'detached' });
    },
  };
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A new account's details; the address is unique so reruns against kept data do not clash. */
export function newAccount(username: string): Account {
  const unique = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  return { username, email: `${username}.${unique}@example.com`, password: 'first-secret' };
}

/** Fills and sends the register form at /auth; the caller checks what happens next. */
export async function submitRegistration(page: Page, baseUrl: string, account: Account) {
  const { field, button, heading } = pageHelpers(page);
  await page.goto(`${baseUrl}/auth`);
  await heading('Get Started');
  await field('Username').fill(account.username);
  await field('Email').fill(account.email);
  await field('Password').fill(account.password);
  await field('Confirm password').fill(account.password);
  await button('Create Account').click();
}

/** Registers through the form and waits for the dashboard. */
export async function register(page: Page, baseUrl: string, account: Account) {
  await submitRegistration(page, baseUrl, account);
  await page.waitForURL(/\/dashboard$/);
  await pageHelpers(page).heading(`Welcome, ${account.username}!`);
}

/** The signed-in user's id, as the server knows it (GET /api/auth/me). */
export async function signedInUserId(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/auth/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
  });
  if (!id) throw new Error('No signed-in user in this page');
  return id;
}

/**
 * A new desktop-sized browser context with the account registered in it; the page's uncaught
 * errors go to `pageErrors`.
 */
export async function signUpInNewContext(
  browser: Browser,
  baseUrl: string,
  account: Account,
  pageErrors: string[],
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await register(page, baseUrl, account);
  return { context, page };
}

/**
 * A picture of the page as `${name}.png` in SCREENSHOT_DIR, for a person to look at; nothing
 * when SCREENSHOT_DIR is not set, since taking them costs the run time and nothing reads them.
 */
export async function screenshotIfAsked(
  page: Page,
  name: string,
  /** `widths`: one picture per width (`{name}-{width}.png`), the viewport put back after. */
  { widths, ...options }: { fullPage?: boolean; widths?: readonly number[] } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  if (!widths) {
    await page.screenshot({ path: join(dir, `${name}.png`), ...options });
    return;
  }
  const viewport = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), ...options });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/**
 * axe-core's violations on the page as it is now: rule id and the offending markup. Frames are
 * checked too unless `iframes` is false (for a frame that shows someone else's page); `within`
 * checks only what a selector finds (a dialog, over a page the backdrop dims).
 */
export async function accessibilityViolations(
  page: Page,
  { iframes = true, within }: { iframes?: boolean; within?: string } = {},
): Promise<string[]> {
  // Once per document: injecting axe-core again costs the renderer a quarter second or more.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: axe.source });
  }
  return page.evaluate(
    async ({ iframes, within }) => {
      const pageAxe: typeof axe = Reflect.get(window, 'axe');
      const context = within ? { include: [[within]] } : document;
      const results = await pageAxe.run(context, { resultTypes: ['violations'], iframes });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.html}`),
      );
    },
    { iframes, within },
  );
}

/**
 * Shows the page in `colorScheme` and waits until the colours' transitions have ended in every
 * frame (a colour still fading reads as too faint to axe-core, and looks wrong in a picture).
 * Animations that never end (a spinner) are not waited for.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' ||
                animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        )
        // A frame that navigated or closed meanwhile has nothing left to wait for.
        .catch((error: unknown) => {
          if (!frame.isDetached()) throw error;
        }),
    ),
  );
}

/**
 * axe-core's violations in light and then dark, each prefixed with its scheme; `prepare` runs
 * after each switch (to reopen or wait for what is checked). The page is left light.
 */
export async function violationsInBothSchemes(
  page: Page,
  {
    iframes = true,
    prepare = async () => undefined,
  }: { iframes?: boolean; prepare?: () => Promise<void> } = {},
): Promise<string[]> {
  const violations: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, colorScheme);
    await prepare();
    const found = await accessibilityViolations(page, { iframes });
    violations.push(...found.map((violation) => `${colorScheme} ${violation}`));
  }
  await switchColorScheme(page, 'light');
  return violations;
}

/**
 * Keeps screenshots of the page as it is at desktop width (in dark too, with `dark`) and, whole,
 * at phone width (`phoneWidth`, 390 px unless given), when SCREENSHOT_DIR is set; the page keeps
 * its size.
 */
export async function screenshotWidths(
  page: Page,
  name: string,
  { dark = false, phoneWidth = 390 } = {},
) {
  if (!process.env.SCREENSHOT_DIR) return;
  const size = page.viewportSize();
  await screenshotIfAsked(page, `${name}-desktop`);
  if (dark) {
    await switchColorScheme(page, 'dark');
    await screenshotIfAsked(page, `${name}-desktop-dark`);
    await switchColorScheme(page, 'light');
  }
  await page.setViewportSize({ width: phoneWidth, height: 844 });
  await screenshotIfAsked(page, `${name}-mobile`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** What a download holds, read through Playwright (the shared Chromium keeps the file itself). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
