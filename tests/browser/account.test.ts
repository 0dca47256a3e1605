import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import {
  accessibilityViolations,
  newAccount,
  pageHelpers,
  screenshotIfAsked,
  signUpInNewContext,
} from '../../testing/browser/page-helpers';
import { totpCode, wrongTotpCode } from '../../testing/auth/totp';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Nisha Yoga</title></head><body><h1>Nisha Yoga</h1></body></html>';

/** The files of a downloaded zip, by path. */
async function zippedFiles(download: Download): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

describe.runIf(chromiumPath)('the account page in headless Chromium', () => {
  const cloud = useSharedCloud();
  const account = newAccount('nisha');
  const pageErrors: string[] = [];
  let browser: Browser;
  let page: Page;
  /** The key the authenticator app was given, once two-step sign-in is set up. */
  let secret = '';

  const helpers = () => pageHelpers(page);

  beforeAll(async () => {
    browser = await launchChromium();
    ({ page } = await signUpInNewContext(browser, cloud.url, account, pageErrors));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a project with a saved page, to have something to take away', async () => {
    // As the app does it (the project's create call, then a page saved from the preview): the
    // build pipeline has browser tests of its own.
    const saved = await page.evaluate(async (html) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
        'content-type': 'application/json',
      };
      const created = await fetch('/api/projects/create', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Nisha Yoga', description: 'A yoga studio', model: 'gpt-5' }),
      });
      const body: unknown = await created.json();
      const id = typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
      const code = await fetch(`/api/projects/${id}/code`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ code: html, base_version: 0 }),
      });
      return { id, status: code.status };
    }, PAGE);
    expect(saved.status).toBe(200);

    await page.goto(`${cloud.url}/workspace/${saved.id}`);
    await helpers().heading('Nisha Yoga');
  });

  it('opens the account page from the dashboard, readable at desktop and phone widths', async () => {
    await page.goto(`${cloud.url}/dashboard`);
    await helpers().heading(`Welcome, ${account.username}!`);
    await page.getByRole('link', { name: 'Account', exact: true }).click();

    await page.waitForURL(/\/account$/);
    await helpers().heading('Account');
    await page.getByText(account.email, { exact: true }).waitFor();
    await page.getByText('Signs in with email and password').waitFor();
    await screenshotIfAsked(page, 'account', { widths: [1440, 375], fullPage: true });
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
  });

  it('downloads a zip of the profile, the project with its page, the ledger and payments', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      helpers().button('Download my data').click(),
    ]);

    expect(download.suggestedFilename()).toMatch(/^sitewright-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = await zippedFiles(download);
    const paths = Object.keys(files);
    expect(paths).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'credits/ledger.json',
        'payments/orders.json',
        'payments/subscriptions.json',
      ]),
    );
    expect(paths.filter((path) => /^projects\/[^/]+\/project\.json$/.test(path))).toHaveLength(1);
    const pages = paths.filter((path) => /^projects\/[^/]+\/versions\/v1\.html$/.test(path));
    expect(pages).toHaveLength(1);
    expect(files[pages[0] ?? '']).toContain('<h1>Nisha Yoga</h1>');
    expect(JSON.parse(files['profile.json'] ?? '')).toMatchObject({ email: account.email });
    expect(
      JSON.parse(files['credits/ledger.json'] ?? '').map((line: { type: string }) => line.type),
    ).toEqual(['welcome']);
    await helpers().toast('Your data is downloading');
  });

  it('turns on two-step sign-in with the key given to an authenticator app', async () => {
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByText('Off', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Turn on' }).click();

    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await screenshotIfAsked(page, 'account-two-step-setup', { widths: [1440, 375] });
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
    secret = ((await card.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await card.getByLabel('Code from the app').fill(totpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();

    await helpers().toast('Two-step sign-in is on');
    await card.getByText('On', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Turn off' }).waitFor();
  });

  it('asks for the app’s code after the password at login, and refuses a wrong one', async () => {
    await page.goto(`${cloud.url}/dashboard`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/auth\?mode=login$/);
    await helpers().field('Email').fill(account.email);
    await helpers().field('Password').fill(account.password);
    await helpers().button('Login').click();

    await helpers().heading('Two-step sign-in');
    await helpers().field('Authentication code').fill(wrongTotpCode(secret));
    await helpers().button('Verify').click();
    await helpers().toast('Incorrect code. Please try again.');
    await screenshotIfAsked(page, 'login-two-step', { widths: [1440, 375] });

    await helpers().field('Authentication code').fill(totpCode(secret));
    await helpers().button('Verify').click();
    await page.waitForURL(/\/dashboard$/);
    await helpers().heading(`Welcome, ${account.username}!`);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy();
  });

  it('turns two-step sign-in off after asking', async () => {
    await page.goto(`${cloud.url}/account`);
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await card.getByRole('button', { name: 'Turn off' }).click();
    await page
      .getByRole('alertdialog', { name: 'Turn off two-step sign-in?' })
      .getByRole('button', { name: 'Turn off' })
      .click();

    await helpers().toast('Two-step sign-in is off');
    await card.getByText('Off', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Turn on' }).isEnabled()).resolves.toBe(true);
  });

  it('refuses a wrong password in the dialog, and keeps the account', async () => {
    await helpers().button('Delete account').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    await dialog.getByRole('alert').getByText('Incorrect password').waitFor();
    await screenshotIfAsked(page, 'account-delete-dialog', { widths: [1440, 375] });
    await expect(
      accessibilityViolations(page, { within: '[role="alertdialog"]' }),
    ).resolves.toEqual([]);
    expect(page.url()).toMatch(/\/account$/);
  });

  it('deletes the account with the right password: signed out, on the landing page, told so', async () => {
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    await page.waitForURL(`${cloud.url}/`);
    await helpers().toast('Your account has been deleted');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.goto(`${cloud.url}/account`);
    await page.waitForURL(/\/auth\?mode=login/);
  });

  it('no longer signs in with the old password', async () => {
    await page.goto(`${cloud.url}/auth?mode=login`);
    await helpers().heading('Welcome Back!');
    await helpers().field('Email').fill(account.email);
    await helpers().field('Password').fill(account.password);
    await helpers().button('Login').click();

    await helpers().toast('No account found with this email');
    expect(page.url()).toMatch(/\/auth\?mode=login$/);
    expect(pageErrors).toEqual([]);
  });
});
