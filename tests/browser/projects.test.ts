import { generationEngine } from '../../functions/generation/models/model-settings';
import { quoteRun } from '../../shared/pricing';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjectsResponseSchema } from '../../shared/api/project-schemas';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { seedProject, seedProjectVersion, setCredits } from '../../testing/cloud/seed';
import { SURPRISE_IDEAS } from '../../shared/project-ideas';
import { UNDO_DELETE_MS } from '../../shared/constants';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import {
  accessibilityViolations,
  newAccount,
  pageHelpers,
  quoteDialog,
  register,
  screenshotIfAsked,
  signedInUserId,
  downloadedText,
} from '../../testing/browser/page-helpers';

/** A harmless script that changes the page, and one that tries to reach the app and reports. */
const PROBE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Probe</title></head>
  <body>
    <h1 id="greeting">Not run</h1>
    <script>document.getElementById('greeting').textContent = 'Hello from the generated page';</script>
    <script>
      function attempt(read) {
        try { return { ok: true, value: String(read()) }; }
        catch (error) { return { ok: false, error: (error && error.name) || String(error) }; }
      }
      parent.postMessage({ probe: {
        parentLocalStorage: attempt(function () { return JSON.stringify(window.parent.localStorage); }),
        parentToken: attempt(function () { return window.parent.localStorage.getItem('token'); }),
        cookie: attempt(function () { return document.cookie; }),
        parentDocument: attempt(function () { return parent.document.body.innerHTML; }),
      } }, '*');
    </script>
  </body>
</html>`;

interface ProbeResult {
  ok: boolean;
  value?: string;
  error?: string;
}

describe.runIf(chromiumPath)('projects in headless Chromium, against the local cloud', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userId: string;
  const pageErrors: string[] = [];
  const account = newAccount('maya');

  const helpers = () => pageHelpers(page);
  const buildBox = () => page.getByRole('textbox', { name: 'What will you build today?' });
  const recentProjects = () => page.getByRole('region', { name: 'Recent Projects' });

  async function openDashboard() {
    await page.goto(`${cloud.url}/dashboard`);
    await helpers().heading(`Welcome, ${account.username}!`);
  }

  function previewFrame(): Frame {
    const frame = page
      .frames()
      .find((candidate) => candidate.url().endsWith('/_preview/frame.html'));
    if (!frame) throw new Error('No preview frame in the page');
    return frame;
  }

  /** A new tab of the same browser (the session is shared), watched for uncaught errors. */
  async function openTab() {
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }

  beforeAll(async () => {
    browser = await launchChromium();
    context = await newContext(browser, { acceptDownloads: true });
    await openTab();
    await register(page, cloud.url, account);
    userId = await signedInUserId(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the empty state before any project exists', async () => {
    await openDashboard();
    await recentProjects().getByText('No projects yet').waitFor();
    await expect(recentProjects().getByRole('listitem').count()).resolves.toBe(0);
  });

  it('asks for a description when the box is empty', async () => {
    await buildBox().fill('   ');
    await helpers().button('Generate').click();

    await helpers().toast('Please describe what you want to build');
    expect(page.url()).toMatch(/\/dashboard$/);
    // Closed, so it does not lie over the phone header's menu button in the test after next.
    await page.getByRole('button', { name: 'Close toast' }).click();
  });

  it('fills the box from Surprise Me', async () => {
    await helpers().button('Surprise Me').click();
    expect(SURPRISE_IDEAS).toContain(await buildBox().inputValue());
  });

  it('opens the sidebar as a menu on a phone, which Escape closes with focus back on its button', async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      const menuButton = helpers().button('Menu');
      await menuButton.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('link', { name: 'Credits' }).waitFor();
      await screenshotIfAsked(page, 'dashboard-menu-375');
      await expect(accessibilityViolations(page, { within: '[role="dialog"]' })).resolves.toEqual(
        [],
      );

      await page.keyboard.press('Escape');

      await menu.waitFor({ state: 'detached' });
      await expect(
        menuButton.evaluate((button) => button === document.activeElement),
      ).resolves.toBe(true);
    } finally {
      if (size) await page.setViewportSize(size);
    }
  });

  it('generates from the box: creates the project and quotes the description in its workspace', async () => {
    const description = 'A bakery website with a seasonal menu, online orders and a map';
    await buildBox().fill(description);
    await helpers().button('Generate').click();

    await helpers().toast('Project created! Opening workspace...');
    await page.waitForURL(/\/workspace\/[0-9A-Z]{26}/);
    await helpers().heading('Bakery');
    // Quoted at once (generation.test.ts confirms and follows the run), and dropped from the URL
    // so a reload does not quote it again.
    await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
    const quote = quoteDialog(page);
    await expect(quote.total()).resolves.toBe(
      quoteRun(['Frontend'], generationEngine(process.env).pricedAs).total,
    );
    await expect(quote.dialog.textContent()).resolves.toContain(description);
    // Behind the quote, which is modal (hidden from the accessibility tree meanwhile).
    const chat = page.getByRole('textbox', { name: 'AI Workspace', includeHidden: true });
    await expect(chat.inputValue()).resolves.toBe(description);
  });

  it('creates a project from the "Create New Project" dialog, and keeps none when its first quote is cancelled', async () => {
    await openDashboard();
    await helpers().button('New Project').click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByLabel('Project name').fill('Yoga Studio');
    await dialog.getByLabel('Description').fill('Class timetable and teacher profiles');
    await dialog.getByRole('button', { name: 'Create Project' }).click();

    await helpers().toast('Project created! Opening workspace...');
    await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
    await helpers().heading('Yoga Studio');
    // The description is the first message: quoted at once, and in the chat box.
    const quote = page.getByRole('dialog', { name: 'Review your build' });
    await expect(quote.textContent()).resolves.toContain('Class timetable and teacher profiles');
    // Cancelled before anything was built: no empty project is kept, and the description goes
    // back to the dashboard's box.
    await quote.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/dashboard$/);
    await helpers().toast('Cancelled: nothing was built, and no project was kept.');
    await expect(buildBox().inputValue()).resolves.toBe('Class timetable and teacher profiles');
    await expect(
      recentProjects()
        .getByRole('link', { name: /Yoga Studio/ })
        .count(),
    ).resolves.toBe(0);
  });

  it('lists the projects and opens one by clicking it', async () => {
    await seedProject(cloud, { userId, name: 'Yoga Studio' });
    await openDashboard();
    const link = recentProjects().getByRole('link', { name: /Yoga Studio/ });
    await link.waitFor();
    await expect(recentProjects().getByRole('listitem').count()).resolves.toBe(2);

    await link.click();
    await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
    await helpers().heading('Yoga Studio');
  });

  it('deletes a project from the list at once, with an Undo, and leaving the app sends the delete at once', async () => {
    await openDashboard();
    await page.getByRole('button', { name: 'Delete Yoga Studio' }).click();
    await helpers().toast('Project deleted');
    const yoga = recentProjects().getByRole('link', { name: /Yoga Studio/ });
    await yoga.waitFor({ state: 'detached' });
    // Undo brings it back; deleted again, it is gone for good.
    await page.getByRole('button', { name: 'Undo' }).click();
    await yoga.waitFor();
    // Used, the Undo goes with its toast.
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Yoga Studio' }).click();
    await yoga.waitFor({ state: 'detached' });
    // Leaving the app inside the Undo's few seconds does not lose the delete: hidden (a phone
    // switching apps, a tab closing) sends it at once, its Undo withdrawn.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.status() === 200,
    );
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached' });
    await deleted;
    await expect
      .poll(
        async () => {
          await openDashboard();
          return recentProjects().getByRole('listitem').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(
      recentProjects()
        .getByRole('link', { name: /Yoga Studio/ })
        .count(),
    ).resolves.toBe(0);
  });

  it('downloads the stored HTML as a file named after the project, without the product’s plan', async () => {
    const html = '<!doctype html><html><body><h1>Bakery Site</h1></body></html>';
    const plan = '<script type="application/json" id="site-plan">{"title":"Bakery Site"}</script>';
    const projectId = await seedProject(cloud, { userId, name: 'Bakery Site' });
    await seedProjectVersion(cloud, {
      userId,
      projectId,
      html: html.replace('<body>', `<body>${plan}`),
    });
    await page.goto(`${cloud.url}/workspace/${projectId}`);
    await helpers().heading('Bakery Site');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      helpers().button('Download').click(),
    ]);

    expect(download.suggestedFilename()).toBe('Bakery Site.html');
    await expect(downloadedText(download)).resolves.toBe(html);
    await expect(
      page.getByRole('link', { name: 'Deployments' }).getAttribute('href'),
    ).resolves.toBe(`/deployment/${projectId}`);
  });

  it("runs the stored page's scripts in the preview, with no reach into the app", async () => {
    const projectId = await seedProject(cloud, { userId, name: 'Probe' });
    await seedProjectVersion(cloud, { userId, projectId, html: PROBE_HTML });
    await page.evaluate(() => {
      document.cookie = 'app-secret=cookie-the-preview-must-not-see; path=/';
    });
    await page.addInitScript(() => {
      const probes: unknown[] = [];
      Reflect.set(window, '__probes', probes);
      window.addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data;
        if (typeof data === 'object' && data !== null && 'probe' in data) probes.push(data.probe);
      });
    });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.goto(`${cloud.url}/workspace/${projectId}`);
    await helpers().heading('Probe');
    await page.getByRole('region', { name: 'Live Preview' }).waitFor();

    await page.waitForFunction(() => {
      const probes: unknown = Reflect.get(window, '__probes');
      return Array.isArray(probes) && probes.length > 0;
    });
    const [probe] = await page
      .evaluate(() => {
        const probes: unknown = Reflect.get(window, '__probes');
        return JSON.stringify(probes);
      })
      .then((text) => JSON.parse(text) as Record<string, ProbeResult>[]);
    const reported = JSON.stringify(probe);
    expect(reported).not.toContain(token);
    expect(reported).not.toContain('cookie-the-preview-must-not-see');
    expect(probe?.parentLocalStorage).toMatchObject({ ok: false, error: 'SecurityError' });
    expect(probe?.parentToken).toMatchObject({ ok: false, error: 'SecurityError' });
    expect(probe?.parentDocument).toMatchObject({ ok: false, error: 'SecurityError' });
    expect(probe?.cookie?.value ?? '').toBe('');

    const frame = previewFrame();
    await expect(frame.locator('#greeting').textContent()).resolves.toBe(
      'Hello from the generated page',
    );
    await expect(frame.evaluate(() => self.origin)).resolves.toBe('null');
    const sandbox = await page.getByTitle('Preview of Probe').getAttribute('sandbox');
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it('hides and shows the preview with its toggle', async () => {
    const preview = page.getByRole('region', { name: 'Live Preview' });
    await helpers().button('Hide preview').click();
    await preview.waitFor({ state: 'detached' });
    await expect(preview.count()).resolves.toBe(0);
    await helpers().button('Show preview').click();
    await preview.waitFor();
    await expect(preview.count()).resolves.toBe(1);
  });

  it('says what a header button does in a tooltip while the pointer rests on it', async () => {
    await helpers().button('Download').hover();

    const tooltip = page.getByRole('tooltip');
    await expect(tooltip.textContent()).resolves.toBe('Download HTML');
    await screenshotIfAsked(page, 'workspace-header-tooltip');
    // In steps, as a hand moves: the tooltip stays while the pointer heads for it.
    await page.mouse.move(0, 0, { steps: 10 });
    await tooltip.waitFor({ state: 'detached' });
  });

  it('shows six recent projects on the dashboard and links to all of them', async () => {
    const oldId = await seedProject(cloud, { userId, name: 'Lighthouse Bakery' });
    await seedProjectVersion(cloud, {
      userId,
      projectId: oldId,
      html: '<!doctype html><html><body><h1 id="sign">Fresh bread daily</h1></body></html>',
    });
    for (let index = 1; index <= 8; index += 1) {
      await seedProject(cloud, { userId, name: `Newer site ${index}` });
    }

    await openDashboard();
    await recentProjects()
      .getByRole('link', { name: /Newer site 8/ })
      .waitFor();
    await expect(recentProjects().getByRole('listitem').count()).resolves.toBe(6);
    await expect(recentProjects().getByText('Lighthouse Bakery').count()).resolves.toBe(0);
    await screenshotIfAsked(page, 'dashboard', { widths: [1440, 375], fullPage: true });

    await recentProjects().getByRole('link', { name: 'View all projects' }).click();
    await page.waitForURL(/\/projects$/);
    await helpers().heading('Projects');
    await screenshotIfAsked(page, 'projects', { widths: [1440, 375], fullPage: true });
  });

  it('finds an old project by name and shows its page in small', async () => {
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('LIGHTHOUSE');
    await page.waitForURL(/\/projects\?q=LIGHTHOUSE$/);
    const list = page.getByRole('region', { name: 'Projects' });
    await list.getByRole('link', { name: /Newer site 8/ }).waitFor({ state: 'detached' });
    // The search's answer, not the moment between the old list going and the new one coming.
    await list.getByRole('link', { name: /Lighthouse Bakery/ }).waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(1);

    const frameElement = list.locator('iframe');
    await frameElement.waitFor();
    await expect(frameElement.getAttribute('sandbox')).resolves.toBe('allow-scripts');
    await expect(frameElement.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(frameElement.getAttribute('aria-hidden')).resolves.toBe('true');
    const frame = await frameElement.elementHandle().then((handle) => handle?.contentFrame());
    if (!frame) throw new Error('No preview frame on the card');
    await frame.locator('#sign', { hasText: 'Fresh bread daily' }).waitFor();
    // The preview shows someone's generated page: its own markup is not the app's to check.
    await expect(accessibilityViolations(page, { iframes: false })).resolves.toEqual([]);
    await expect(frame.evaluate(() => self.origin)).resolves.toBe('null');

    await list.getByRole('link', { name: /Lighthouse Bakery/ }).click();
    await page.waitForURL(/\/workspace\/[0-9A-Z]{26}$/);
    await helpers().heading('Lighthouse Bakery');
  });

  it('deletes exactly one project from the projects page, however many clicks', async () => {
    const countProjects = async () => {
      const body = await page.evaluate(async () => {
        const response = await fetch('/api/projects?limit=100', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        });
        return (await response.json()) as unknown;
      });
      return listProjectsResponseSchema.parse(body).projects.length;
    };
    await page.goto(`${cloud.url}/projects?q=newer`);
    const list = page.getByRole('region', { name: 'Projects' });
    await list.getByRole('link', { name: /Newer site 8/ }).waitFor();
    const before = await countProjects();

    await page.getByRole('button', { name: 'Delete Newer site 5' }).dblclick();
    await helpers().toast('Project deleted');
    await list.getByRole('link', { name: /Newer site 5/ }).waitFor({ state: 'detached' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(7);
    // Sent once the Undo has run out: one project fewer, however many clicks.
    await expect.poll(() => countProjects(), { timeout: UNDO_DELETE_MS + 10_000 }).toBe(before - 1);
    await page.waitForTimeout(1_000);
    await expect(countProjects()).resolves.toBe(before - 1);
  });

  it('sends a user with 0 credits to /credits with the insufficient-credits message', async () => {
    await setCredits(cloud, userId, 0);
    await openDashboard();
    await buildBox().fill('A portfolio for a photographer');
    await helpers().button('Generate').click();

    await helpers().toast('Insufficient credits. Please buy more credits.');
    await page.waitForURL(/\/credits$/);
    expect(new URL(page.url()).pathname).toBe('/credits');
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
