import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_ACTIONS } from '../../shared/project-ideas';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { setCredits } from '../../testing/cloud/seed';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import {
  newAccount,
  pageHelpers,
  previewFrame,
  previewText,
  quoteDialog,
  screenshotIfAsked,
  signedInUserId,
  signUpInNewContext,
} from '../../testing/browser/page-helpers';

const RUN_TIMEOUT_MS = 60_000;
const PHONE = { width: 375, height: 812 };
const LANDING = QUICK_ACTIONS.find((action) => action.label === 'Landing Page');
if (!LANDING) throw new Error('No Landing Page quick action');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far down the panel may sit while a run's progress is shown above it. */
const PROGRESS_SHIFT = 160;

/**
 * How each picture looks: `panel`, the preview's heading is drawn, where it is in the last picture
 * or lower (the run's progress above it pushes it down; and what is painted a moment after a
 * change to the DOM may still be the screen before it); `flat`, the page's box under that
 * heading, moved down as far, is one flat colour (97 % of its pixels one colour).
 */
function looks({
  dataUrls,
  page,
  heading,
  shift,
}: {
  dataUrls: string[];
  page: Box;
  heading: Box;
  /** PROGRESS_SHIFT (this runs in the page: it sees only what it is given). */
  shift: number;
}) {
  const pixels = (image: HTMLImageElement, box: Box) => {
    const canvas = document.createElement('canvas');
    canvas.width = box.width;
    canvas.height = box.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    context.drawImage(image, -box.x, -box.y);
    return context.getImageData(0, 0, box.width, box.height).data;
  };
  const flatness = (data: Uint8ClampedArray) => {
    const counts = new Map<number, number>();
    // Colours to 4 bits a channel: JPEG noise does not split one flat colour.
    for (let i = 0; i < data.length; i += 4) {
      const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return Math.max(...counts.values()) / (data.length / 4);
  };
  /** The mean difference of each channel between the heading and the same box `down` lower. */
  const headingAt = (column: Uint8ClampedArray, want: Uint8ClampedArray, down: number) => {
    const offset = down * heading.width * 4;
    let sum = 0;
    for (let i = 0; i < want.length; i += 1) sum += Math.abs(column[offset + i]! - want[i]!);
    return sum / want.length;
  };
  return Promise.all(
    dataUrls.map(
      (url) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error('A frame did not decode'));
          image.src = url;
        }),
    ),
  ).then((images) => {
    const want = pixels(images.at(-1)!, heading);
    return images.map((image) => {
      const column = pixels(image, { ...heading, height: heading.height + shift });
      let down = 0;
      while (down <= shift && headingAt(column, want, down) >= 8) down += 1;
      if (down > shift) return { panel: false, flat: false };
      const below = { ...page, y: page.y + down, height: page.height - down };
      return { panel: true, flat: flatness(pixels(image, below)) >= 0.97 };
    });
  });
}

/** Writes the pictures where a failed run can be looked at (test-results/ is not committed). */
async function keepFrames(painted: readonly { dataUrl: string }[], dir: string) {
  await mkdir(dir, { recursive: true });
  await Promise.all(
    painted.map(({ dataUrl }, index) =>
      writeFile(
        join(dir, `${String(index).padStart(3, '0')}.jpg`),
        Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
      ),
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
      // The reader scrolls part-way down the page: the new version opens at the same place.
      const before = await previewFrame(page);
      await expect(before.evaluate(() => document.body.innerText)).resolves.not.toMatch(
        /Stay in the loop/,
      );
      const frameBox = await page
        .locator('iframe[title^="Preview of"]:not([aria-hidden])')
        .boundingBox();
      await page.mouse.move((frameBox?.x ?? 0) + 100, (frameBox?.y ?? 0) + 100);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => before.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      const readerAt = await before.evaluate(() => window.scrollY);
      await page.waitForTimeout(400);
      await page.getByRole('tab', { name: 'Chat' }).click();
      await page.getByRole('textbox', { name: 'AI Workspace' }).fill('Add a newsletter signup');
      await helpers().button('Apply change').click();
      await quoteDialog(page).total();
      // Confirm brings the preview up, in place of the chat, with the run's progress over it.
      // The page in the frame, drawn by a renderer of its own, comes a moment after its panel
      // (sooner or later as the machine is loaded); from then on, through the page being written
      // and the swap, every frame painted is checked.
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
      // The new version shows (it may come a moment after the run ends), and a moment after.
      await expect
        .poll(() => previewText(page), { timeout: RUN_TIMEOUT_MS })
        .toMatch(/Stay in the loop/);
      await page.waitForTimeout(500);
      await cdp.send('Page.stopScreencast');

      const after = await previewFrame(page);
      await expect(after.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(readerAt - 100);
      const box = async (target: Locator): Promise<Box> => {
        const found = await target.boundingBox();
        if (!found) throw new Error('Not on screen');
        const x = Math.max(0, Math.round(found.x));
        const y = Math.max(0, Math.round(found.y));
        return {
          x,
          y,
          width: Math.round(Math.min(found.width, PHONE.width - x)),
          height: Math.round(Math.min(found.height, PHONE.height - y)),
        };
      };
      const frames = await page.evaluate(looks, {
        dataUrls: painted.map(({ dataUrl }) => dataUrl),
        page: await box(page.locator('iframe[title^="Preview of"]:not([aria-hidden])')),
        heading: await box(page.getByText('Live Preview', { exact: true })),
        shift: PROGRESS_SHIFT,
      });
      // From the first picture with the preview's panel in it: the panel stays, its page shows
      // within a second, and from then on no picture is one flat colour.
      const panelFrom = frames.findIndex(({ panel }) => panel);
      expect(panelFrom).toBeGreaterThanOrEqual(0);
      const shown = frames.slice(panelFrom).map((looked, index) => ({
        ...looked,
        at: painted[panelFrom + index]!.at,
      }));
      const lost = shown.flatMap(({ panel, at }, index) =>
        panel ? [] : [`frame ${panelFrom + index} at +${Math.round(at - shown[0]!.at)} ms`],
      );
      if (lost.length > 0) await keepFrames(painted, 'test-results/workspace-phone-frames');
      expect(lost, 'pictures without the panel (kept in test-results/)').toEqual([]);
      const first = shown.findIndex(({ flat }) => !flat);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(shown[first]!.at - shown[0]!.at).toBeLessThan(1_000);
      expect(shown.slice(first).filter(({ flat }) => flat)).toEqual([]);
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
