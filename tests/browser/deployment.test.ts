import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { seedProject, seedProjectVersion } from '../../testing/cloud/seed';
import { visitSite } from '../../testing/cloud/visit-site';
import { outboxResponseSchema } from '../../tools/local-cloud/cognito/outbox';
import { DEPLOY_PREVIEW_OPEN_DELAY_MS } from '../../shared/constants';
import { offlineModels } from '../../functions/generation/offline/offline-models';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import {
  violationsInBothSchemes,
  newAccount,
  pageHelpers,
  screenshotWidths,
  signedInUserId,
  signUpInNewContext,
  downloadedText,
  switchColorScheme,
} from '../../testing/browser/page-helpers';
import { CONTROL_TOKEN_HEADER } from '../../tools/local-cloud/gateway/control-token-names';

const PROJECT_NAME = 'Harbour Cafe';

/** A visitor's everyday browser (headless Chromium's own user agent is not counted). */
const VISITOR_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function siteHtml(heading: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${PROJECT_NAME}</title></head>
  <body><h1>${heading}</h1></body>
</html>`;
}

describe.runIf(chromiumPath)(
  'deploying a site in headless Chromium, against the local cloud',
  () => {
    const cloud = useSharedCloud();
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let userId: string;
    let projectId: string;
    let previewUrl: string;
    const pageErrors: string[] = [];
    const account = newAccount('ines');
    const helpers = () => pageHelpers(page);
    const liveCard = () => page.getByRole('region', { name: 'Your site is live' });

    const shoot = (name: string) => screenshotWidths(page, name, { dark: true });

    /** The card alone at desktop width and at 375 px, light and dark, when SCREENSHOT_DIR is set. */
    async function shootCard(card: ReturnType<Page['getByRole']>, name: string) {
      const dir = process.env.SCREENSHOT_DIR;
      if (!dir) return;
      await mkdir(dir, { recursive: true });
      const size = page.viewportSize();
      for (const [width, label] of [
        [size?.width ?? 1280, 'desktop'],
        [375, '375'],
      ] as const) {
        await page.setViewportSize({ width, height: size?.height ?? 800 });
        for (const scheme of ['light', 'dark'] as const) {
          await switchColorScheme(page, scheme);
          await card.screenshot({ path: join(dir, `${name}-${label}-${scheme}.png`) });
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      if (size) await page.setViewportSize(size);
    }

    /** axe-core in light and dark; the live site's frame is the user's page, not the app's. */
    const violationsOfApp = () => violationsInBothSchemes(page, { iframes: false });

    /** What the site at `url` answers, as a visitor's fresh tab sees it. */
    async function visit(url: string): Promise<{ status: number; heading: string }> {
      const visitor = await context.newPage();
      try {
        const response = await visitor.goto(url);
        const heading = (await visitor.locator('h1').first().textContent()) ?? '';
        return { status: response?.status() ?? 0, heading };
      } finally {
        await visitor.close();
      }
    }

    /**
     * Runs `act` and resolves to the tab the page opens (the preview, a second after a deploy), and
     * how long after `act` began it opened.
     */
    async function openedTab(act: () => Promise<void>): Promise<{ tab: Page; afterMs: number }> {
      const started = Date.now();
      const [tab] = await Promise.all([context.waitForEvent('page'), act()]);
      const afterMs = Date.now() - started;
      await tab.waitForLoadState();
      return { tab, afterMs };
    }

    beforeAll(async () => {
      // The preview tab opens a second after the deploy answers: it must get past the blocker.
      browser = await launchChromium({ popupBlocker: true });
      ({ context, page } = await signUpInNewContext(browser, cloud.url, account, pageErrors));
      userId = await signedInUserId(page);
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('disables Deploy Now with a hint while the project has no code', async () => {
      const empty = await seedProject(cloud, { userId, name: 'Empty Project' });

      await page.goto(`${cloud.url}/deployment/${empty}`);
      await helpers().heading('Empty Project');

      await expect(helpers().button('Deploy Now').isDisabled()).resolves.toBe(true);
      await page.getByText('Generate a website first before deploying').waitFor();
      await shoot('deployment-no-code');
      await expect(violationsOfApp()).resolves.toEqual([]);
    });

    it('deploys: the preview opens a second later and the subdomain serves the page', async () => {
      projectId = await seedProject(cloud, { userId, name: PROJECT_NAME });
      await seedProjectVersion(cloud, { userId, projectId, html: siteHtml('Version one') });
      await page.goto(`${cloud.url}/deployment/${projectId}`);
      await helpers().heading(PROJECT_NAME);
      await page.getByRole('region', { name: 'What you get' }).waitFor();
      await shoot('deployment-empty');

      const { tab, afterMs } = await openedTab(() => helpers().button('Deploy Now').click());

      await helpers().toast('Website deployed successfully!');
      expect(afterMs).toBeGreaterThanOrEqual(DEPLOY_PREVIEW_OPEN_DELAY_MS);
      // Cut off from the app: the site cannot navigate the app's tab.
      await expect(tab.evaluate(() => window.opener === null)).resolves.toBe(true);
      previewUrl =
        (await liveCard().getByRole('link', { name: /^http/ }).getAttribute('href')) ?? '';
      expect(previewUrl).toMatch(/^http:\/\/harbour-cafe[a-z0-9-]*\.localhost:\d+\/$/);
      expect(tab.url()).toBe(previewUrl);
      await expect(tab.locator('h1').textContent()).resolves.toBe('Version one');
      await tab.close();
      await expect(visit(previewUrl)).resolves.toEqual({ status: 200, heading: 'Version one' });
      const frame = page.frameLocator('iframe[title="Live site of Harbour Cafe"]');
      await expect(frame.locator('h1').textContent()).resolves.toBe('Version one');
      await liveCard().getByText('Live', { exact: true }).waitFor();
      await shoot('deployment-live');
    });

    it('updates: the same address serves the new version', async () => {
      await seedProjectVersion(cloud, { userId, projectId, html: siteHtml('Version two') });

      const { tab } = await openedTab(() => helpers().button('Update Deployment').click());

      await helpers().toast('Deployment updated successfully!');
      expect(tab.url()).toBe(previewUrl);
      await expect(tab.locator('h1').textContent()).resolves.toBe('Version two');
      await tab.close();
      await expect(
        liveCard().getByRole('link', { name: /^http/ }).getAttribute('href'),
      ).resolves.toBe(previewUrl);
      await expect(visit(previewUrl)).resolves.toEqual({ status: 200, heading: 'Version two' });
      const frame = page.frameLocator('iframe[title="Live site of Harbour Cafe"]');
      await expect(frame.locator('h1').textContent()).resolves.toBe('Version two');
      // Contrast is measured once the toast is gone: one fading out reads as too faint.
      await page.getByText('Deployment updated successfully!', { exact: true }).waitFor({
        state: 'detached',
      });
      await expect(violationsOfApp()).resolves.toEqual([]);
    });

    it('rolls back to the first deploy at once, and forward again', async () => {
      const history = page.getByRole('region', { name: 'Deploy history' });
      await history.getByText('Deploy #2').waitFor();
      const ownAddress = await history
        .getByRole('link', { name: 'Open Deploy #2' })
        .getAttribute('href');
      await shoot('deployment-history');

      await history.getByRole('button', { name: 'Roll back to Deploy #1' }).click();

      await helpers().toast('Deploy #1 is live again');
      await expect(visit(previewUrl)).resolves.toEqual({ status: 200, heading: 'Version one' });
      await expect(visit(ownAddress ?? '')).resolves.toEqual({
        status: 200,
        heading: 'Version two',
      });
      const frame = page.frameLocator('iframe[title="Live site of Harbour Cafe"]');
      await expect(frame.locator('h1').textContent()).resolves.toBe('Version one');
      await history.getByRole('button', { name: 'Make live Deploy #2' }).waitFor();
      await shoot('deployment-rolled-back');
      await expect(violationsOfApp()).resolves.toEqual([]);

      await history.getByRole('button', { name: 'Make live Deploy #2' }).click();

      await helpers().toast('Deploy #2 is live again');
      await expect(visit(previewUrl)).resolves.toEqual({ status: 200, heading: 'Version two' });
    });

    it('lists what a visitor sent through the site’s form, exports it and deletes it', async () => {
      const message = 'Do you take bookings for twelve?\nWe would come on Saturday at noon.';
      const sent = await visitSite(`${previewUrl}_forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ravi Kumar', email: 'ravi@example.com', message }),
      });
      expect(sent.status).toBe(200);

      await page.reload();
      const card = page.getByRole('region', { name: 'Form submissions' });
      await card.getByText('ravi@example.com', { exact: true }).waitFor();
      await expect(card.getByRole('heading', { level: 3 }).textContent()).resolves.toBe('contact');
      await card.scrollIntoViewIfNeeded();
      await shoot('deployment-submissions');
      await expect(violationsOfApp()).resolves.toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^harbour-cafe[a-z0-9-]*-submissions\.csv$/);
      const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
      expect(csv).toMatch(
        /^submitted_at,form,name,email,message\r\n\S+,contact,Ravi Kumar,ravi@example\.com,"Do you take bookings for twelve\?\nWe would come on Saturday at noon\."\r\n$/,
      );

      await card.getByRole('button', { name: /^Delete the contact submission of / }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete this submission?' })
        .getByRole('button', { name: 'Delete' })
        .click();

      await helpers().toast('Submission deleted');
      await card.getByText('No submissions yet').waitFor();
      await shoot('deployment-submissions-empty');
    });

    it('connects shop.localhost: pending, active once the local resolver has its TXT and CNAME, then served there', async () => {
      const domain = 'harbour-shop.localhost';
      const card = page.getByRole('region', { name: 'Custom domain' });
      await card.getByLabel('Domain', { exact: true }).fill(domain);
      await card.getByRole('button', { name: 'Add domain' }).click();

      await helpers().toast('Domain added. Create the DNS records below, then check them.');
      await card.getByText('Pending').waitFor();
      await card.scrollIntoViewIfNeeded();
      await shoot('deployment-custom-domain-pending');
      await expect(violationsOfApp()).resolves.toEqual([]);

      // The owner creates both records the card lists: the TXT proving the domain theirs, then
      // the CNAME.
      const ownership = (await card.getByText(/^sitewright-verify=/).textContent()) ?? '';
      for (const record of [
        { name: `_sitewright.${domain}`, type: 'TXT', value: ownership },
        { name: domain, type: 'CNAME', value: 'sites.localhost' },
      ]) {
        const created = await fetch(`${cloud.url}/_local/dns`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [CONTROL_TOKEN_HEADER]: cloud.controlToken,
          },
          body: JSON.stringify(record),
        });
        expect(created.status).toBe(200);
      }
      await card.getByRole('button', { name: 'Check DNS' }).click();

      await card.getByText('Active').waitFor();
      await shoot('deployment-custom-domain-active');
      await expect(visit(`http://${domain}:${cloud.gateway.port}/`)).resolves.toEqual({
        status: 200,
        heading: 'Version two',
      });
    });

    it('emails the owner a new submission once they turn the switch on', async () => {
      const card = page.getByRole('region', { name: 'Form submissions' });
      const toggle = card.getByRole('switch', { name: 'Email me new submissions' });
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');

      // The switch moves at once (optimistic); reload only once the server has kept it.
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/deployments/${projectId}/notifications`) &&
          response.request().method() === 'PUT',
      );
      await toggle.click();
      expect((await saved).status()).toBe(200);
      await page.reload();
      await card.getByRole('switch', { name: 'Email me new submissions', checked: true }).waitFor();
      await shootCard(card, 'deployment-submission-emails');
      const sent = await visitSite(`${previewUrl}_forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mei Lin', message: 'A table for two?' }),
      });

      expect(sent.status).toBe(200);
      const reply = await fetch(
        `${cloud.url}/_local/outbox.json?to=${encodeURIComponent(account.email)}`,
      );
      const [email] = outboxResponseSchema.parse(await reply.json()).messages;
      expect(email?.subject).toBe(`New “contact” submission on ${PROJECT_NAME}`);
      expect(email?.body).toContain('Mei Lin');
      expect(email?.body).toContain(`/deployment/${projectId}`);
    });

    it('moves the site to an address its owner types; the old address sends visitors on', async () => {
      const card = liveCard();
      const old = previewUrl;
      const chosen = `harbour-${account.username.slice(-6)}`.toLowerCase();
      await card.getByRole('button', { name: 'Change address' }).click();
      await card.getByRole('textbox', { name: 'New address' }).fill(chosen);
      await shootCard(card, 'deployment-address-form');
      await card.getByRole('button', { name: 'Save address' }).click();

      await helpers().toast('Address changed');
      previewUrl = (await card.getByRole('link', { name: /^http/ }).getAttribute('href')) ?? '';
      expect(previewUrl).toBe(old.replace(/\/\/[^.]+\./, `//${chosen}.`));
      await card.getByText(/redirects here until/).waitFor();
      await shootCard(card, 'deployment-address-changed');
      await expect(visit(previewUrl)).resolves.toEqual({ status: 200, heading: 'Version two' });
      const redirected = await visitSite(old);
      expect(redirected.status).toBe(308);
      expect(redirected.headers.location).toBe(previewUrl);
      // The custom domain connected above follows the site to its new address.
      await expect(visit(`http://harbour-shop.localhost:${cloud.gateway.port}/`)).resolves.toEqual({
        status: 200,
        heading: 'Version two',
      });
    });

    it('deletes after confirmation: the address answers the not-deployed page', async () => {
      await helpers().button('Delete').click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete deployment?' });
      await shoot('deployment-delete-dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();

      await helpers().toast('Deployment deleted');
      await helpers().button('Deploy Now').waitFor();
      await expect(visit(previewUrl)).resolves.toEqual({
        status: 404,
        heading: "This site isn't deployed",
      });
      expect(pageErrors).toEqual([]);
    });

    it('sends a downloaded page’s form on the first click after a mistake', async () => {
      const saved = await context.newPage();
      await saved.setContent(await pageWithForm());
      const form = saved.locator('form[data-widget="form"]').first();
      await sendAfterAMistake(form);
      await form
        .getByRole('status')
        .getByText(/^Thank you, Asha! .*This is a preview/)
        .waitFor();
      await expect(form.locator('[aria-invalid=true]').count()).resolves.toBe(0);
      await saved.close();
    });

    it('delivers a visitor’s form from the deployed site to its owner, and counts the visit', async () => {
      const formProject = await seedProject(cloud, { userId, name: 'Crumb Cafe' });
      await seedProjectVersion(cloud, {
        userId,
        projectId: formProject,
        html: await pageWithForm(),
      });
      await page.goto(`${cloud.url}/deployment/${formProject}`);
      await helpers().heading('Crumb Cafe');
      // A built page still carries sample content (dishes, reviews): publishing it asks first.
      await helpers().button('Deploy Now').click();
      await openedTab(() =>
        page.getByRole('alertdialog').getByRole('button', { name: 'Publish anyway' }).click(),
      ).then(({ tab }) => tab.close());
      await helpers().toast('Website deployed successfully!');
      const siteUrl =
        (await liveCard().getByRole('link', { name: /^http/ }).getAttribute('href')) ?? '';

      // A person's browser, in a context of its own: the site counts no headless one.
      const visitorContext = await newContext(browser, { userAgent: VISITOR_AGENT });
      const visitor = await visitorContext.newPage();
      await visitor.goto(siteUrl);
      const form = visitor.locator('form[data-widget="form"]').first();
      await sendAfterAMistake(form);

      await form.getByRole('status').getByText('Thank you, Asha!').waitFor();
      await visitorContext.close();
      await page.reload();
      const card = page.getByRole('region', { name: 'Form submissions' });
      await card.getByText('A table for four on Friday?').waitFor();
      await expect(card.getByText('asha@example.com').count()).resolves.toBe(1);
      const visitors = page.getByRole('region', { name: 'Visitors' });
      await visitors.getByText('Page views', { exact: true }).waitFor();
      await expect(visitors.locator('dd').first().textContent()).resolves.toBe('1');
      await visitors.scrollIntoViewIfNeeded();
      await shoot('deployment-visitors');
      await expect(violationsOfApp()).resolves.toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  },
);

/**
 * Sends the form as a person does after a mistake: Send with nothing filled in, then the fields,
 * then Send once with the pointer while the last field still has the focus (its message clears
 * as it loses it: a form whose button moved from under the pointer sent nothing).
 */
async function sendAfterAMistake(form: Locator) {
  await form.locator('[type=submit]').click();
  await form.getByRole('status').getByText('Please fix the highlighted fields.').waitFor();
  await form.locator('[name=name]').fill('Asha');
  await form.locator('[name=email]').fill('asha@example.com');
  await form.locator('[name=message]').fill('A table for four on Friday?');
  await form.locator('[type=submit]').click();
}

/** A page the offline models build for a cafe with a contact form, its script included. */
async function pageWithForm(): Promise<string> {
  const plan = await offlineModels.plan('A cafe called Crumb with a menu and a contact form');
  const content = await offlineModels.writeContent(plan);
  const images = await offlineModels.makeImages(plan, content);
  return offlineModels.buildPage(plan, content, images);
}
