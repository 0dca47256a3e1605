import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GITHUB_TEST_ACCOUNTS } from '../../../tools/local-cloud/idp/test-accounts';
import { useOwnLocalCloud, withRunSpa } from '../../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromium } from '../../../testing/browser/chromium';
import { githubTokenFor, headCommit, pushedFile } from '../../../testing/cloud/github-stand-in';
import { seedProject, seedProjectVersion } from '../../../testing/cloud/seed';
import {
  accessibilityViolations,
  newAccount,
  pageHelpers,
  signedInUserId,
  signUpInNewContext,
} from '../../../testing/browser/page-helpers';

const PROJECT_NAME = 'Harbour Cafe';
const rohan = GITHUB_TEST_ACCOUNTS.rohan;

function siteHtml(heading: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${PROJECT_NAME}</title></head>
  <body><h1>${heading}</h1><p>Fresh coffee by the water.</p></body>
</html>`;
}

describe.runIf(chromiumPath)('saving a project to GitHub, against the local cloud', () => {
  // A cloud of its own: its tests save as the GitHub stand-in's fixed test accounts.
  const cloud = useOwnLocalCloud(withRunSpa());
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  let projectId: string;
  let readToken: string;
  const pageErrors: string[] = [];
  const account = newAccount('tara');
  const repository = `${rohan.login}/harbour-cafe-${Date.now().toString(36)}`;
  const dialog = () => page.getByRole('dialog', { name: 'Save to GitHub' });

  /** The dialog alone at desktop width and at 375 px, as /tmp/ghsave-{name}-{width}.png. */
  async function shoot(name: string, target: Locator = dialog()) {
    const dir = process.env.SCREENSHOT_DIR;
    if (!dir) return;
    await mkdir(dir, { recursive: true });
    const size = page.viewportSize();
    for (const [width, label] of [
      [1280, 'desktop'],
      [375, '375'],
    ] as const) {
      await page.setViewportSize({ width, height: 812 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: join(dir, `ghsave-${name}-${label}.png`) });
      // Nothing wider than the phone: no sideways scrolling inside the dialog.
      const overflow = await target.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect([name, label, overflow]).toEqual([name, label, 0]);
    }
    if (size) await page.setViewportSize(size);
  }

  async function openDialog() {
    await page.getByRole('button', { name: 'GitHub', exact: true }).click();
    await dialog().waitFor();
  }

  beforeAll(async () => {
    browser = await launchChromium();
    ({ context, page } = await signUpInNewContext(browser, cloud.url, account, pageErrors));
    userId = await signedInUserId(page);
    projectId = await seedProject(cloud, { userId, name: PROJECT_NAME });
    await seedProjectVersion(cloud, {
      userId,
      projectId,
      html: siteHtml('Harbour Cafe'),
      prompt: 'A cafe by the harbour with a short menu',
    });
    readToken = await githubTokenFor(cloud, rohan.id);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('connects GitHub through its consent page and comes back to the project with the dialog open', async () => {
    await page.goto(`${cloud.url}/workspace/${projectId}`);
    await pageHelpers(page).heading(PROJECT_NAME);
    await openDialog();
    const connect = dialog().getByRole('button', { name: 'Connect GitHub' });
    await connect.waitFor();
    expect(
      await accessibilityViolations(page, { iframes: false, within: '[role="dialog"]' }),
    ).toEqual([]);
    await shoot('connect');

    await connect.click();
    await pageHelpers(page).heading('Sign in with GitHub');
    await page.getByText('Your public and private repositories (read and write)').waitFor();
    await page.getByRole('button', { name: new RegExp(`^${rohan.name} `) }).click();

    await page.waitForURL(new RegExp(`/workspace/${projectId}$`));
    await pageHelpers(page).toast(`GitHub connected as @${rohan.login}.`);
    await dialog().getByText(`@${rohan.login}`).waitFor();
  });

  it('creates a private repository and saves the current version, whose index.html GitHub then serves', async () => {
    const name = dialog().getByLabel('Repository name', { exact: true });
    expect(await name.inputValue()).toBe('Harbour-Cafe');
    await expect(
      dialog().getByRole('switch', { name: 'Private repository' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await name.fill('my cafe');
    await dialog().getByText('may only contain letters, digits').first().waitFor();
    await name.fill(repository.split('/')[1] ?? '');
    expect(
      await accessibilityViolations(page, { iframes: false, within: '[role="dialog"]' }),
    ).toEqual([]);
    await shoot('create');

    await dialog().getByRole('button', { name: 'Create and save version 1' }).click();

    await pageHelpers(page).toast(`Saved version 1 to ${repository}.`);
    await dialog().getByText('Last saved: version 1').waitFor();
    const link = dialog().getByRole('link', { name: repository });
    expect(await link.getAttribute('href')).toBe(`${cloud.idp.urls.githubOAuthUrl}/${repository}`);
    await shoot('saved');
    // The repository is the project's now: the next save goes to it.
    expect(await dialog().getByLabel('Repository', { exact: true }).inputValue()).toBe(repository);
    expect((await pushedFile(cloud, readToken, repository, 'index.html')).toString()).toBe(
      siteHtml('Harbour Cafe'),
    );
    const head = await headCommit(cloud, readToken, repository);
    expect(head.message).toBe('A cafe by the harbour with a short menu');
  });

  it('saves the next version to the same repository as a second commit on the first', async () => {
    const first = await headCommit(cloud, readToken, repository);
    await seedProjectVersion(cloud, {
      userId,
      projectId,
      html: siteHtml('Harbour Cafe, now open late'),
      prompt: 'Say we are open late',
    });
    await page.reload();
    await pageHelpers(page).heading(PROJECT_NAME);
    await openDialog();
    const chooser = dialog().getByLabel('Repository', { exact: true });
    await chooser.waitFor();
    expect(await chooser.inputValue()).toBe(repository);

    await dialog().getByRole('button', { name: 'Save version 2' }).click();

    await dialog().getByText('Last saved: version 2').waitFor();
    const second = await headCommit(cloud, readToken, repository);
    expect(second.message).toBe('Say we are open late');
    expect(second.parents.map((parent) => parent.sha)).toEqual([first.sha]);
    expect((await pushedFile(cloud, readToken, repository, 'index.html')).toString()).toBe(
      siteHtml('Harbour Cafe, now open late'),
    );
  });

  it('disconnects: GitHub forgets the grant and the dialog offers to connect again', async () => {
    await dialog().getByRole('button', { name: 'Disconnect' }).click();

    await pageHelpers(page).toast('GitHub disconnected.');
    await dialog().getByRole('button', { name: 'Connect GitHub' }).waitFor();
    // The project keeps its link to the repository.
    await dialog().getByText('Last saved: version 2').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
