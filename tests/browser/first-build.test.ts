import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES } from '../../shared/catalogue';
import { WELCOME_CREDITS } from '../../shared/constants';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { QUICK_ACTIONS } from '../../shared/project-ideas';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import { localCheckout } from '../../testing/browser/local-checkout';
import {
  newAccount,
  pageHelpers,
  previewFrame,
  quoteDialog,
  screenshotWidths,
  signUpInNewContext,
} from '../../testing/browser/page-helpers';

const RUN_TIMEOUT_MS = 60_000;
const LANDING = QUICK_ACTIONS.find((action) => action.label === 'Landing Page');
if (!LANDING) throw new Error('No Landing Page quick action');
/** An edit that asks for what the free credits left cannot pay for. */
const LARGER = 'Redesign it as a complete multi-page website with custom illustrations';
const PACK = CREDIT_PACKAGES[0];
const sampleCount = (count: number) => `${count} sample ${count === 1 ? 'item' : 'items'}`;

/**
 * Notes, from the first paint, whether the preview ever showed a page still being written (its
 * "Writing the page..." status beside a frame): the offline Frontend is quick, so a poll may miss it.
 */
function recordWritingPreview() {
  Reflect.set(window, '__sawWritingPreview', false);
  new MutationObserver(() => {
    const panel = [...document.querySelectorAll('section')].find((section) =>
      section.textContent?.includes('Writing the page...'),
    );
    if (panel?.querySelector('iframe')) Reflect.set(window, '__sawWritingPreview', true);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * A newcomer's first minutes, as a person goes through them: sign up, pick a quick action, see
 * the quote (within the free credits), confirm, watch the page arrive; edit it once on what is
 * left; then ask for more than the balance covers, buy credits from the quote, come back to the
 * same prompt and build it.
 */
describe.runIf(chromiumPath)('a new user’s first builds in headless Chromium', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const helpers = () => pageHelpers(page);
  const quote = () => quoteDialog(page);
  // Read behind an open quote too (a modal, which hides the page from the accessibility tree).
  const chat = () => page.getByRole('textbox', { name: 'AI Workspace', includeHidden: true });

  /** The workspace header's balance. */
  async function headerBalance(): Promise<number> {
    const label = await page.getByLabel(/^Credit balance: /).getAttribute('aria-label');
    return Number((label ?? '').replace(/[^\d]/g, ''));
  }

  async function waitForHeaderBalance(credits: number) {
    await page.getByLabel(`Credit balance: ${credits}`, { exact: true }).waitFor();
  }

  /** What the agents of the run on show gave back (work that left the page as it was). */
  async function givenBack(): Promise<number> {
    const rows = page.getByRole('region', { name: 'AI Agents' }).getByRole('listitem');
    const labels = await rows.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? ''),
    );
    return labels.reduce(
      (sum, label) => sum + Number(/, (\d+) given back$/.exec(label)?.[1] ?? 0),
      0,
    );
  }

  async function runEnds() {
    await page
      .getByRole('button', { name: 'Generating...' })
      .waitFor({ state: 'detached', timeout: RUN_TIMEOUT_MS });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  }

  beforeAll(async () => {
    browser = await launchChromium();
    ({ page } = await signUpInNewContext(browser, cloud.url, newAccount('meera'), pageErrors));
    await page.addInitScript(recordWritingPreview);
    await page.reload();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    'builds a quick action on the free credits after a quote that fits them',
    async () => {
      // A quick action goes straight to its quote: no Generate click.
      await helpers().button(LANDING.label).click();
      await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);

      const total = await quote().total();
      expect(total).toBeLessThanOrEqual(WELCOME_CREDITS);
      await expect(quote().dialog.textContent()).resolves.toContain(
        `${WELCOME_CREDITS} → ${WELCOME_CREDITS - total} after this run`,
      );
      await screenshotWidths(page, 'first-build-quote');
      await quote().confirmRun();
      await page.getByRole('button', { name: 'Generating...' }).waitFor();

      await runEnds();
      // The page filled in as it was written, before the finished one replaced it.
      await expect(page.evaluate(() => Reflect.get(window, '__sawWritingPreview'))).resolves.toBe(
        true,
      );
      await page.getByText('Writing the page...').waitFor({ state: 'detached' });
      const frame = await previewFrame(page, RUN_TIMEOUT_MS);
      await expect.poll(() => frame.evaluate(() => document.title)).not.toBe('');
      await waitForHeaderBalance(WELCOME_CREDITS - total + (await givenBack()));
      // What the build delivered of what was asked, from the Testing agent's coverage check.
      const scorecard = page.getByRole('region', { name: 'What v1 delivered' });
      await scorecard.waitFor();
      await expect(scorecard.textContent()).resolves.toMatch(/asked-for items|asked for/);
      await screenshotWidths(page, 'first-build-complete');
      // Each detail the brief gave, with where on the page it went.
      await scorecard.getByText('Show the checklist').click();
      await expect(
        scorecard.getByRole('listitem').filter({ hasText: '— Shown in ' }).count(),
      ).resolves.toBeGreaterThan(0);
      await screenshotWidths(page, 'first-build-checklist');
    },
    RUN_TIMEOUT_MS * 2,
  );

  it('names the facts that would improve the page most, and a pick starts the message', async () => {
    const worth = page.getByRole('region', { name: 'Make it yours' });
    await expect(worth.textContent()).resolves.toContain('The page would gain most from');
    const first = worth.getByRole('button').first();
    const label = (await first.textContent()) ?? '';
    expect(label).toMatch(/^Add /);
    await first.click();
    // The message is started, not sent: the person finishes it in their words.
    await expect(chat().inputValue()).resolves.toMatch(/\S $/);
    await screenshotWidths(page, 'first-build-make-it-yours');
    await chat().fill('');
  });

  it(
    'lists the sample content to replace, and asks before publishing it, with the same count',
    async () => {
      const workspace = page.url();
      const replace = page.getByRole('region', { name: 'Replace before publishing' });
      const said = (await replace.textContent()) ?? '';
      let count = Number(/(\d+) sample items? stand in/.exec(said)?.[1] ?? 0);
      expect(count).toBeGreaterThan(0);
      await replace.getByText('Show them').click();
      await expect(replace.getByRole('listitem').count()).resolves.toBe(count);
      // The page marks each of them, so the list is what a visitor would see as placeholders.
      const frame = await previewFrame(page, RUN_TIMEOUT_MS);
      await expect(
        frame.evaluate(() => document.querySelectorAll('[data-sample]').length),
      ).resolves.toBe(count);
      // Choosing one opens the visual editor with it selected, ready to be changed.
      await replace
        .getByRole('listitem')
        .nth(count - 1)
        .getByRole('button', { name: /^Select / })
        .click();
      const toolbar = page.getByRole('toolbar', { name: 'Edit the page' });
      // The toolbar names what is selected (it asks to click something when nothing is).
      await toolbar.getByText(/: “/).waitFor();
      const editing = await previewFrame(page, RUN_TIMEOUT_MS);
      await expect(
        editing.evaluate(() => {
          const chosen = document.querySelector('[data-sw-selected]');
          const samples = [...document.querySelectorAll('[data-sample]')];
          return samples.findIndex((item) => item === chosen || item.contains(chosen));
        }),
      ).resolves.toBe(count - 1);
      await screenshotWidths(page, 'first-build-sample-selected');
      // Rewritten by hand, it is the person's own: saved, it is no longer listed or asked about.
      await editing
        .locator(
          ':is([data-sw-selected], [data-sw-selected] [data-sw-id]):not(:has(*)):not(section)',
        )
        .first()
        .dblclick();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Our own words, written by hand');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Save as new version (1 change)' }).click();
      await page.getByRole('button', { name: /^Version 2 \(current\)/ }).waitFor();
      count -= 1;
      const left = page.getByRole('region', { name: 'Replace before publishing' });
      if (count > 0) await left.getByText(`${sampleCount(count)} stand in`).waitFor();
      else await left.waitFor({ state: 'detached' });

      await page.goto(workspace.replace('/workspace/', '/deployment/'));
      await helpers().button('Deploy Now').click();
      const question = page.getByRole('alertdialog');
      await question
        .getByRole('heading', {
          name: `${count} sample ${count === 1 ? 'item remains' : 'items remain'}: publish anyway?`,
        })
        .waitFor();
      await screenshotWidths(page, 'first-build-sample-question');
      await question.getByRole('button', { name: 'Cancel' }).click();
      // Nothing was published.
      await page.getByRole('heading', { name: 'Not deployed yet' }).waitFor();
      await page.goto(workspace);
      await chat().waitFor();
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'edits the page once on what the free credits left: a rename, quoted as a small edit',
    async () => {
      const before = await headerBalance();
      const rename = 'Rename the site to "Sunrise Studio"';
      await chat().fill(rename);
      await helpers().button('Apply change').click();
      const total = await quote().total();
      expect(total).toBeLessThanOrEqual(before);
      await expect(quote().dialog.textContent()).resolves.toContain('Priced as a small edit');
      await screenshotWidths(page, 'first-edit-quote');
      await quote().confirmRun();
      await runEnds();
      await waitForHeaderBalance(before - total + (await givenBack()));
      const frame = await previewFrame(page, RUN_TIMEOUT_MS);
      await expect
        .poll(() => frame.evaluate(() => document.body.textContent ?? ''))
        .toContain('Sunrise Studio');
      await page.getByRole('button', { name: /^Version 3 \(current\)/ }).waitFor();
    },
    RUN_TIMEOUT_MS * 2,
  );

  it(
    'turns a short balance into buying credits, then builds the kept prompt',
    async () => {
      const before = await headerBalance();
      await chat().fill(LARGER);
      await helpers().button('Apply change').click();
      const short = quote().dialog.getByRole('alert');
      await short.getByText(/^You need \d+ credits? more for this run\.$/).waitFor();
      await expect(quote().confirm.isDisabled()).resolves.toBe(true);
      await screenshotWidths(page, 'first-build-short');

      await short.getByRole('button', { name: 'Buy credits' }).click();
      await page.waitForURL(/\/credits\?return=/);
      await helpers().heading('Credits');
      await page
        .getByRole('article', { name: PACK.name })
        .getByRole('button', { name: 'Buy Now' })
        .click();
      await localCheckout(page).payButton.click();
      await localCheckout(page).closed();

      // Paid: back in the workspace, with the prompt and its quote as they were.
      await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
      await waitForHeaderBalance(before + PACK.credits);
      await expect(chat().inputValue()).resolves.toBe(LARGER);
      const total = await quote().total();
      expect(total).toBeGreaterThan(before);
      await quote().confirmRun();
      await runEnds();
      await waitForHeaderBalance(before + PACK.credits - total + (await givenBack()));
      await page.getByRole('button', { name: /^Version 4 \(current\)/ }).waitFor();
      expect(pageErrors).toEqual([]);
    },
    RUN_TIMEOUT_MS * 2,
  );
});
