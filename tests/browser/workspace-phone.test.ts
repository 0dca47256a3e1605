import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_ACTIONS } from '../../shared/project-ideas';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { setCredits } from '../../testing/cloud/seed';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import {
  newAccount,
  pageHelpers,
  previewFrame,
  quoteDialog,
  screenshotIfAsked,
  signedInUserId,
  signUpInNewContext,
} from '../../testing/browser/page-helpers';

const RUN_TIMEOUT_MS = 60_000;
const PHONE = { width: 375, height: 812 };
const LANDING = QUICK_ACTIONS.find((action) => action.label === 'Landing Page');
if (!LANDING) throw new Error('No Landing Page quick action');

/** The share of a picture's pixels that are its most common colour (1: one flat colour). */
function flatness({
  dataUrls,
  clip,
}: {
  dataUrls: string[];
  clip: { x: number; y: number; width: number; height: number };
}) {
  return Promise.all(
    dataUrls.map(
      (url) =>
        new Promise<number>((resolve, reject) => {
          const image = new Image();
          image.onload = () => {
            const canvas = document.createElement('canvas');
            canvas.width = clip.width;
            canvas.height = clip.height;
            const context = canvas.getContext('2d');
            if (!context) return reject(new Error('No 2D context'));
            context.drawImage(image, -clip.x, -clip.y);
            const { data } = context.getImageData(0, 0, clip.width, clip.height);
            const counts = new Map<number, number>();
            // Colours to 4 bits a channel: JPEG noise does not split one flat colour.
            for (let i = 0; i < data.length; i += 4) {
              const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
              counts.set(key, (counts.get(key) ?? 0) + 1);
            }
            resolve(Math.max(...counts.values()) / (data.length / 4));
          };
          image.onerror = () => reject(new Error('A frame did not decode'));
          image.src = url;
        }),
    ),
  );
}

describe.runIf(chromiumPath)('the workspace on a phone, in headless Chromium', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const helpers = () => pageHelpers(page);

  beforeAll(async () => {
    browser = await launchChromium();
    ({ page } = await signUpInNewContext(
      browser,
      cloud.url,
      newAccount('tara'),
      pageErrors,
      PHONE,
    ));
    // A build and an edit: more than the free credits pay for.
    await setCredits(cloud, await signedInUserId(page), 200);
    await page.reload();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    'brings the preview into view within a second of Confirm, with the progress over it',
    async () => {
      await helpers().button(LANDING.label).click();
      await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
      const quote = quoteDialog(page);
      await quote.total();
      // No toast lies over the quote's buttons.
      const cancel = await quote.dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
      const toasts = await page.locator('[data-sonner-toast]').evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
      for (const toast of toasts) {
        const apart =
          !cancel ||
          toast.y + toast.height <= cancel.y ||
          toast.y >= cancel.y + cancel.height ||
          toast.x + toast.width <= cancel.x ||
          toast.x >= cancel.x + cancel.width;
        expect(apart).toBe(true);
      }
      await quote.confirmRun();
      const confirmedAt = Date.now();
      // The build's progress, over the preview's column, is on screen within a second.
      await page.waitForFunction(
        () => {
          const strip = document.querySelector('[aria-label="Build progress"]');
          const box = strip?.getBoundingClientRect();
          return box !== undefined && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
        },
        undefined,
        { timeout: 1_000 },
      );
      expect(Date.now() - confirmedAt).toBeLessThan(1_000);
      await screenshotIfAsked(page, 'phone-building');

      await page
        .getByRole('button', { name: 'Generating...' })
        .waitFor({ state: 'detached', timeout: RUN_TIMEOUT_MS })
        .catch(() => undefined);
      await previewFrame(page, RUN_TIMEOUT_MS);
      // The finished page is in view (the frame on show, not one still loading behind it).
      await page.waitForFunction(() => {
        const shown = document.querySelector('iframe[title^="Preview of"]:not([aria-hidden])');
        const box = shown?.getBoundingClientRect();
        return box !== undefined && box.height > 0 && box.top < innerHeight;
      });
      await screenshotIfAsked(page, 'phone-built');

      // The chat is a tab away, the message and its reply in it.
      await page.getByRole('tab', { name: 'Chat' }).click();
      const thread = page.getByRole('list', { name: 'Messages' });
      await thread.locator('li[data-run-state="completed"]').waitFor();
      await screenshotIfAsked(page, 'phone-chat');
      await page.getByRole('tab', { name: 'Preview' }).click();
      expect(pageErrors).toEqual([]);
    },
    RUN_TIMEOUT_MS + 30_000,
  );

  it(
    'never shows a blank frame between the page being written and the finished page',
    async () => {
      // The reader is part-way down the page: the new version opens at the same place.
      const before = await previewFrame(page);
      await before.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await page.waitForTimeout(400);
      await page.getByRole('tab', { name: 'Chat' }).click();
      await page.getByRole('textbox', { name: 'AI Workspace' }).fill('Add a FAQ section');
      await helpers().button('Apply change').click();
      await quoteDialog(page).total();
      // Confirm brings the preview up, in place of the chat, with the run's progress over it.
      // The page in the frame, drawn by a renderer of its own, comes a moment after its panel
      // (sooner or later as the machine is loaded); from then on, through the page being written
      // and the swap, every frame painted is checked. The page notes when the progress and the
      // panel show, and frames are kept from before Confirm, so a run that ends at once is still
      // seen whole.
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          const progress = document.querySelector('[role="status"][aria-label="Build progress"]');
          const frame = document.querySelector('iframe[title^="Preview of"]:not([aria-hidden])');
          if (progress && !Reflect.has(window, 'progressShownAt')) {
            Reflect.set(window, 'progressShownAt', Date.now());
          }
          const visible = (frame?.getBoundingClientRect().height ?? 0) > 0;
          if (visible && !Reflect.has(window, 'panelShownAt')) {
            Reflect.set(window, 'panelShownAt', Date.now());
          }
          if (Reflect.has(window, 'progressShownAt') && Reflect.has(window, 'panelShownAt')) {
            observer.disconnect();
          }
        });
        observer.observe(document.body, { attributes: true, childList: true, subtree: true });
      });
      const cdp: CDPSession = await page.context().newCDPSession(page);
      const painted: { at: number; dataUrl: string }[] = [];
      cdp.on(
        'Page.screencastFrame',
        (event: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
          painted.push({
            at: (event.metadata.timestamp ?? Date.now() / 1000) * 1000,
            dataUrl: `data:image/jpeg;base64,${event.data}`,
          });
          void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId });
        },
      );
      await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 70, everyNthFrame: 1 });
      await quoteDialog(page).confirmRun();
      await page
        .getByRole('button', { name: 'Generating...' })
        .waitFor({ state: 'detached', timeout: RUN_TIMEOUT_MS });
      await page.waitForTimeout(1_500);
      await cdp.send('Page.stopScreencast');
      const [progressShownAt, panelShownAt]: unknown[] = await page.evaluate(() => [
        Reflect.get(window, 'progressShownAt'),
        Reflect.get(window, 'panelShownAt'),
      ]);
      expect(progressShownAt).toEqual(expect.any(Number));
      expect(panelShownAt).toEqual(expect.any(Number));
      const shownAt = Math.max(Number(progressShownAt), Number(panelShownAt));
      const shown = painted.filter(({ at }) => at >= shownAt);
      const shownFrame = page.locator('iframe[title^="Preview of"]:not([aria-hidden])');
      await shownFrame.waitFor();
      const panel = await shownFrame.boundingBox();
      const after = await previewFrame(page);
      await expect(after.evaluate(() => document.body.innerText)).resolves.toMatch(
        /Frequently asked questions/i,
      );
      await expect(after.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(500);
      expect(panel).not.toBeNull();
      expect(shown.length).toBeGreaterThan(3);
      const clip = {
        x: Math.round(panel?.x ?? 0),
        y: Math.round(panel?.y ?? 0),
        width: Math.round(Math.min(panel?.width ?? 1, PHONE.width)),
        height: Math.round(Math.min(panel?.height ?? 1, PHONE.height - (panel?.y ?? 0))),
      };
      const dataUrls = shown.map(({ dataUrl }) => dataUrl);
      const flat = (await page.evaluate(flatness, { dataUrls, clip })).map(
        (share) => share >= 0.97,
      );
      // The page shows within a second of its panel, and from then on every frame painted
      // shows it: none is one flat colour.
      const first = flat.indexOf(false);
      expect(first).toBeGreaterThanOrEqual(0);
      expect((shown[first]?.at ?? Infinity) - shownAt).toBeLessThan(1_000);
      expect(flat.indexOf(true, first)).toBe(-1);
    },
    RUN_TIMEOUT_MS + 30_000,
  );

  it('renames the project: the header, the download and, at its first deploy, the address', async () => {
    await page.getByRole('button', { name: /^Rename / }).click();
    const field = page.getByRole('textbox', { name: 'Project name' });
    await field.fill('Sunrise Habits');
    await field.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Sunrise Habits' }).waitFor();
    await screenshotIfAsked(page, 'phone-renamed');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('Sunrise Habits.html');

    await page.getByRole('button', { name: 'Publish' }).click();
    const live = page.getByRole('link', { name: /^Live at / });
    await live.waitFor({ timeout: 30_000 });
    await expect(live.textContent()).resolves.toMatch(/^Live at sunrise-habits\./);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
