import { TEMPLATE_MODE_LABEL } from '../../shared/app-config';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, hexOfCss } from '../../shared/colour';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { setCredits } from '../../testing/cloud/seed';
import { chromiumPath, launchChromium, newPage } from '../../testing/browser/chromium';
import {
  newAccount,
  pageHelpers,
  previewText as previewTextOf,
  quoteDialog,
  register,
  screenshotWidths,
  signedInUserId,
} from '../../testing/browser/page-helpers';

const DESCRIPTION = 'A bakery website with a seasonal menu, opening hours and a map';
const NEW_NAME = 'Sunrise Bakehouse';
const EDIT = `Rename the site to ${NEW_NAME}`;
const RUN_TIMEOUT_MS = 60_000;
/** A logo as a user might upload it: a drawing and a word, with a script that must not survive. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" onload="alert(1)">' +
  '<script>alert(2)</script><circle cx="20" cy="20" r="16" fill="#b45309"/>' +
  '<text x="44" y="27" font-family="sans-serif" font-size="18" fill="#1f2937">Sunrise</text></svg>';
const STARTING_CREDITS = 500;
/** A run of the local pipeline takes tens of seconds; a test waits for at most two. */
const TEST_TIMEOUT_MS = 2 * RUN_TIMEOUT_MS + 30_000;

/**
 * Records, from the first paint, every status each agent row shows and whether a progress bar
 * was drawn: the offline agents are quick, so a status may come and go between two polls.
 */
function recordAgentStatuses() {
  const seen: Record<string, string[]> = {};
  const bars: string[] = [];
  Reflect.set(window, '__agentStatuses', seen);
  Reflect.set(window, '__progressBars', bars);
  const record = () => {
    for (const row of document.querySelectorAll('li[data-status]')) {
      const name = row.getAttribute('aria-label')?.split(':')[0] ?? '';
      const status = row.getAttribute('data-status') ?? '';
      const list = (seen[name] ??= []);
      if (list.at(-1) !== status) list.push(status);
    }
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      const label = bar.getAttribute('aria-label') ?? '';
      if (!bars.includes(label)) bars.push(label);
    }
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-status', 'aria-label'],
  });
}

describe.runIf(chromiumPath)(
  'generating a site in headless Chromium, against the local cloud',
  () => {
    const cloud = useSharedCloud();
    let browser: Browser;
    let page: Page;
    const pageErrors: string[] = [];
    const account = newAccount('ravi');
    const helpers = () => pageHelpers(page);
    // Read behind an open quote too (a modal, which hides the page from the accessibility tree).
    const chat = () => page.getByRole('textbox', { name: 'AI Workspace', includeHidden: true });
    const versions = () => page.getByRole('region', { name: /^Versions/ });

    const shoot = (name: string) => screenshotWidths(page, name);

    const previewText = () => previewTextOf(page);

    async function statuses() {
      return page.evaluate(() => ({
        seen: Reflect.get(window, '__agentStatuses') as Record<string, string[]>,
        bars: Reflect.get(window, '__progressBars') as string[],
      }));
    }

    async function waitForRunToEnd() {
      await page
        .getByRole('button', { name: 'Generating...' })
        .waitFor({ state: 'detached', timeout: RUN_TIMEOUT_MS });
      const alert = page.getByRole('alertdialog');
      // The server's error, if the run failed, says more than a count would.
      const failure = (await alert.count()) > 0 ? await alert.textContent() : null;
      expect(failure).toBeNull();
    }

    beforeAll(async () => {
      browser = await launchChromium();
      page = await newPage(browser, { viewport: { width: 1440, height: 900 } });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript(recordAgentStatuses);
      await register(page, cloud.url, account);
      // The 20 free credits pay for one build; the edit needs more.
      await setCredits(cloud, await signedInUserId(page), STARTING_CREDITS);
      await page.reload();
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
    });

    it(
      'quotes the dashboard’s description as soon as the workspace opens, and builds it on Confirm',
      async () => {
        await page.getByRole('textbox', { name: 'What will you build today?' }).fill(DESCRIPTION);
        await helpers().button('Generate').click();
        await page.waitForURL(/\/workspace\/[0-9A-Z]{26}/);
        await helpers().heading('Bakery');

        // Without a model, the workspace and the quote both say the page comes from templates.
        await page
          .getByRole('region', { name: 'AI Agents', includeHidden: true })
          .getByText(TEMPLATE_MODE_LABEL, { exact: true })
          .waitFor();
        await quoteDialog(page).dialog.getByText(TEMPLATE_MODE_LABEL, { exact: true }).waitFor();
        // Quoted once: a reload must not quote it again, so the prompt leaves the URL.
        await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
        await quoteDialog(page).confirmRun();
        await expect(chat().inputValue()).resolves.toBe('');
        await page.getByText('Estimated Cost').waitFor();
        await shoot('workspace-running');

        await versions()
          .getByRole('button', { name: `Version 1 (current): ${DESCRIPTION}` })
          .waitFor({ timeout: RUN_TIMEOUT_MS });
        await waitForRunToEnd();
        const { seen, bars } = await statuses();
        const ran = Object.values(seen).filter((list) => list.some((status) => status !== 'idle'));
        expect(ran.length).toBeGreaterThan(0);
        for (const list of ran) expect(list.at(-1)).toBe('completed');
        expect(ran.some((list) => list.includes('pending'))).toBe(true);
        expect(bars.length).toBeGreaterThan(0);

        const text = await previewText();
        expect(text.toLowerCase()).toContain('bak');
        const balance = await page.getByLabel(/^Credit balance: /).getAttribute('aria-label');
        expect(balance).not.toBe(`Credit balance: ${STARTING_CREDITS}`);
        await shoot('workspace-built');
      },
      TEST_TIMEOUT_MS,
    );

    it(
      'changes the page with an edit message and keeps both versions',
      async () => {
        const before = await previewText();
        await chat().fill(EDIT);
        await helpers().button('Apply change').click();
        await quoteDialog(page).confirmRun();
        await versions()
          .getByRole('button', { name: `Version 2 (current): ${EDIT}` })
          .waitFor({ timeout: RUN_TIMEOUT_MS });
        await waitForRunToEnd();

        await expect.poll(() => previewText(), { timeout: 10_000 }).toContain(NEW_NAME);
        expect(before).not.toContain(NEW_NAME);
        await expect(versions().getByRole('button').count()).resolves.toBe(2);
        // The version says what the edit changed.
        await expect(
          versions()
            .getByRole('button', { name: `Version 2 (current): ${EDIT}` })
            .textContent(),
        ).resolves.toMatch(new RegExp(`Renamed “.+” to “${NEW_NAME}” in \\d+ places`));
        // And what changed against v1, line by line.
        await versions().getByText('What changed from v1').click();
        const added = versions()
          .getByRole('listitem')
          .filter({ hasText: `Added: ${NEW_NAME}` });
        await added.first().waitFor();
        await expect(
          versions()
            .getByRole('listitem')
            .filter({ hasText: /Removed: / })
            .count(),
        ).resolves.toBeGreaterThan(0);
        await shoot('workspace-edited');
      },
      TEST_TIMEOUT_MS,
    );

    it('previews the first version and restores it as a third', async () => {
      await versions()
        .getByRole('button', { name: `Version 1: ${DESCRIPTION}` })
        .click();
      await page.getByText('Previewing version 1').waitFor();
      await expect.poll(() => previewText()).not.toContain(NEW_NAME);
      await shoot('workspace-previewing');

      await helpers().button('Restore this version').click();
      await versions()
        .getByRole('button', { name: 'Version 3 (current): Restored version 1' })
        .waitFor();
      await expect(versions().getByRole('button').count()).resolves.toBe(3);
      // The way back to the current version is a navigation, a moment after the history shows
      // the restored version: the banner goes then.
      await expect.poll(() => page.getByText('Previewing version 1').count()).toBe(0);
      await expect.poll(() => previewText()).not.toContain(NEW_NAME);

      await page.reload();
      await page.getByText('Ready', { exact: true }).waitFor();
      await expect(page.getByRole('button', { name: 'Generating...' }).count()).resolves.toBe(0);
      expect(await previewText()).not.toContain(NEW_NAME);
      expect(pageErrors).toEqual([]);
    });

    it(
      'keeps the conversation across a reload: each message, its quote, progress, reply and version',
      async () => {
        const WARMER = 'Make the colours warmer';
        const thread = () => page.getByRole('list', { name: 'Messages' });
        await chat().fill(WARMER);
        await helpers().button('Apply change').click();
        await quoteDialog(page).confirmRun();
        // The message shows at once, the agents' progress folded into it while the run is under
        // way (a short run may be over before a loaded machine looks: then its reply).
        await thread().getByText(WARMER, { exact: true }).waitFor();
        await thread()
          .getByRole('list', { name: 'Progress' })
          .or(thread().locator('li[data-run-state="completed"]').filter({ hasText: WARMER }))
          .waitFor();
        await shoot('workspace-thread-running');
        await waitForRunToEnd();

        await page.reload();
        await page.getByText('Ready', { exact: true }).waitFor();
        const runs = thread().locator('li[data-run-state]');
        await expect.poll(() => runs.count()).toBe(3);
        const texts = await runs.allTextContents();
        // Oldest first: the build, the rename, the colours; each with its agents and price.
        expect(texts[0]).toContain(DESCRIPTION);
        expect(texts[1]).toContain(EDIT);
        expect(texts[1]).toMatch(new RegExp(`Renamed “.+” to “${NEW_NAME}” in \\d+ places`));
        expect(texts[2]).toContain(WARMER);
        for (const text of texts) expect(text).toMatch(/\d+ credits?/);
        await expect(
          runs.evaluateAll((items) => items.map((i) => i.dataset.runState)),
        ).resolves.toEqual(['completed', 'completed', 'completed']);
        // Each reply names its version; the restore in between is a note of its own.
        await thread().getByRole('button', { name: 'View version 1' }).waitFor();
        await thread().getByRole('button', { name: 'View version 2' }).waitFor();
        await thread()
          .getByText(/Restored version 1/)
          .waitFor();
        await thread().getByRole('button', { name: 'View version 4' }).waitFor();
        await expect(page.getByRole('button', { name: 'Apply change' }).count()).resolves.toBe(1);
        await shoot('workspace-thread');
      },
      TEST_TIMEOUT_MS,
    );

    it('edits a heading by hand in the preview and saves it as a free version that stays', async () => {
      const HEADING = 'Baked fresh at dawn';
      const balance = await page.getByLabel(/^Credit balance: /).getAttribute('aria-label');
      await helpers().button('Edit page').click();
      const editor = page.frameLocator('iframe[title^="Editing "]');
      await editor.locator('section:not([data-kind="hero"]) h2').first().click();
      const toolbar = page.getByRole('toolbar', { name: 'Edit the page' });
      await toolbar.getByText(/^Heading:/).waitFor();
      await toolbar.getByLabel('Heading text').fill(HEADING);
      await toolbar.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(() => editor.locator('section:not([data-kind="hero"]) h2').first().textContent())
        .toBe(HEADING);
      await toolbar.getByLabel('Size').selectOption('Larger');
      await expect
        .poll(() =>
          editor.locator('section:not([data-kind="hero"]) h2').first().getAttribute('class'),
        )
        .toContain('sw-style-');
      // A colour picked that is hard to read on what is behind it is said so; a readable one,
      // applied, is not.
      const behind = hexOfCss(
        await editor
          .locator('section:not([data-kind="hero"]) h2')
          .first()
          .evaluate((element) => {
            for (let node: Element | null = element; node; node = node.parentElement) {
              const colour = getComputedStyle(node).backgroundColor;
              if (colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
            }
            return 'rgb(255, 255, 255)';
          }),
      );
      if (!behind) throw new Error('No background colour behind the heading');
      const colour = toolbar.getByLabel('Colour');
      await colour.fill(behind);
      await toolbar
        .getByRole('status')
        .filter({ hasText: /^Hard to read: 1\.0:1/ })
        .waitFor();
      await shoot('workspace-visual-edit-contrast');
      const readable =
        contrastRatio('#000000', behind) > contrastRatio('#ffffff', behind) ? '#000000' : '#ffffff';
      await colour.fill(readable);
      await expect.poll(() => toolbar.getByText(/^Hard to read/).count()).toBe(0);
      await colour.blur();
      await expect
        .poll(async () =>
          hexOfCss(
            await editor
              .locator('section:not([data-kind="hero"]) h2')
              .first()
              .evaluate((element) => getComputedStyle(element).color),
          ),
        )
        .toBe(readable);
      await shoot('workspace-visual-edit');
      await toolbar.getByRole('button', { name: 'Save as new version (3 changes)' }).click();

      await versions()
        .getByRole('button', { name: 'Version 5 (current): Edited in the preview' })
        .waitFor();
      await expect.poll(() => previewText()).toContain(HEADING);
      // Free: the balance is as it was.
      await expect(page.getByLabel(/^Credit balance: /).getAttribute('aria-label')).resolves.toBe(
        balance,
      );

      await page.reload();
      await page.getByText('Ready', { exact: true }).waitFor();
      await expect.poll(() => previewText()).toContain(HEADING);
      expect(pageErrors).toEqual([]);
    });

    it('puts an uploaded logo and a picture in place of the art in the page, and the deployed site shows them', async () => {
      const projectId = /\/workspace\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
      await helpers().button('Edit page').click();
      const editor = page.frameLocator('iframe[title^="Editing "]');
      await editor.locator('header a.brand').click();
      const toolbar = page.getByRole('toolbar', { name: 'Edit the page' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        toolbar.getByRole('button', { name: 'Use a logo image...' }).click(),
      ]);
      await chooser.setFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(LOGO_SVG),
      });
      const drawn = (frame: { locator: Page['locator'] } | ReturnType<Page['frameLocator']>) =>
        frame
          .locator('header a.brand img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images[0]?.complete ? images[0].naturalWidth : 0,
          );
      await expect.poll(() => drawn(editor), { timeout: 15_000 }).toBeGreaterThan(0);
      // The logo is an element of its own now: it can be selected and replaced, by a new file
      // or one uploaded before.
      await editor.locator('header a.brand img').click();
      await toolbar.getByText(/^Image:/).waitFor();
      await toolbar.getByRole('button', { name: 'Replace image...' }).waitFor();
      await toolbar.getByRole('button', { name: 'Use uploaded image 1' }).waitFor();
      await shoot('workspace-logo');
      // The page's drawn art is a picture too: replaced by an upload, described, in the same box.
      const art = editor.locator('section[data-kind="hero"] svg').first();
      const artBox = await art.boundingBox();
      await art.click();
      await toolbar.getByText(/^Picture:/).waitFor();
      await toolbar.getByLabel('Describe the picture').fill('Our front door at dawn');
      await toolbar.getByRole('button', { name: 'Use uploaded image 1' }).click();
      const replaced = editor.locator(
        'section[data-kind="hero"] img[alt="Our front door at dawn"]',
      );
      await replaced.waitFor();
      const imageBox = await replaced.boundingBox();
      expect(Math.abs((imageBox?.width ?? 0) - (artBox?.width ?? -99))).toBeLessThan(2);
      expect(Math.abs((imageBox?.height ?? 0) - (artBox?.height ?? -99))).toBeLessThan(2);
      await shoot('workspace-art-replaced');
      await toolbar.getByRole('button', { name: 'Save as new version (2 changes)' }).click();
      await versions()
        .getByRole('button', { name: 'Version 6 (current): Edited in the preview' })
        .waitFor();
      await expect
        .poll(() => drawn(page.frameLocator('iframe[title^="Preview of "]:not([aria-hidden])')))
        .toBeGreaterThan(0);

      await page.goto(`${cloud.url}/deployment/${projectId}`);
      // The built page still carries sample content: publishing it asks first.
      await helpers().button('Deploy Now').click();
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('alertdialog').getByRole('button', { name: 'Publish anyway' }).click(),
      ]);
      await tab.waitForLoadState();
      await expect.poll(() => drawn(tab), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(new URL(tab.url()).hostname).toMatch(/\.localhost$/);
      await expect(tab.locator('header a.brand img').getAttribute('src')).resolves.toMatch(
        /^assets\/[0-9A-Z]{26}\.svg$/,
      );
      await expect(
        tab.locator('img[alt="Our front door at dawn"]').getAttribute('src'),
      ).resolves.toMatch(/^assets\/[0-9A-Z]{26}\.svg$/);
      await tab.close();
      expect(pageErrors).toEqual([]);
    });

    it(
      'declines a tool template mode has none of, says which and why, and refunds every credit',
      async () => {
        await page.goto(`${cloud.url}/dashboard`);
        await page
          .getByRole('textbox', { name: 'What will you build today?' })
          .fill('qr code generator');
        await helpers().button('Generate').click();
        await page.waitForURL(/\/workspace\/[0-9A-Z]{26}/);
        const balance = () =>
          page
            .getByLabel(/^Credit balance: /)
            .first()
            .getAttribute('aria-label');
        const before = await balance();
        await quoteDialog(page).confirmRun();
        const alert = page.getByRole('alertdialog');
        await alert.waitFor({ timeout: RUN_TIMEOUT_MS });
        await expect(alert.textContent()).resolves.toMatch(
          /Template mode has no “qr code generator”.+Connect an AI model to build this one\. \d+ credits were refunded\./,
        );
        await shoot('workspace-tool-declined');
        await expect.poll(balance).toBe(before);
        expect(pageErrors).toEqual([]);
      },
      TEST_TIMEOUT_MS,
    );
  },
);
