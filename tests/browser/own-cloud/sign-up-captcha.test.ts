import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOwnLocalCloud, withRunSpa } from '../../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromium, newContext } from '../../../testing/browser/chromium';
import { newAccount, pageHelpers } from '../../../testing/browser/page-helpers';

/**
 * Context `waf=on` puts AWS WAF's CAPTCHA before signing up: on a page load of /auth and on the
 * register call. The local cloud stands in for it with `waf: 'on'` (the very rule CDK deploys),
 * so the path a visitor takes is the one they take on AWS: into the app on the landing page, to
 * the sign-up form inside the app (no page load, so no puzzle yet), and through the service
 * worker that, without care, would serve the reload from its cache and never show the puzzle.
 */
describe.runIf(chromiumPath)('signing up behind the firewall’s CAPTCHA', () => {
  const cloud = useOwnLocalCloud({ ...withRunSpa(), waf: 'on' });
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await newContext(browser, { serviceWorkers: 'allow' })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reaches the sign-up form inside the installed app, solves the puzzle once and signs up', async () => {
    const { field, button, heading } = pageHelpers(page);
    const account = newAccount('captcha');

    await page.goto(cloud.url);
    // The service worker controls the app, as on any visit after the first.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await heading('Get Started');
    await field('Username').fill(account.username);
    await field('Email').fill(account.email);
    await field('Password').fill(account.password);
    await field('Confirm password').fill(account.password);
    await button('Create Account').click();
    await page.getByText('Please complete a quick security check').waitFor();

    // The reload reaches the server, whose firewall shows the puzzle.
    await heading("Let's confirm you are human");
    await button('Verify').click();

    // Back on the form, filled in but for the passwords: the register call now goes through.
    await heading('Get Started');
    await expect.poll(() => field('Email').inputValue()).toBe(account.email);
    await expect.poll(() => field('Username').inputValue()).toBe(account.username);
    await field('Password').fill(account.password);
    await field('Confirm password').fill(account.password);
    await button('Create Account').click();
    await page.waitForURL(/\/dashboard$/);
    await heading(`Welcome, ${account.username}!`);
  });

  it('leaves the rest of the app and the Google and GitHub return page without a puzzle', async () => {
    const statuses = await Promise.all(
      ['/', '/auth/callback', '/contact'].map(async (path) => {
        const response = await fetch(`${cloud.url}${path}`, { headers: { accept: 'text/html' } });
        return `${path} ${response.status}`;
      }),
    );
    expect(statuses).toEqual(['/ 200', '/auth/callback 200', '/contact 200']);
    const register = await fetch(`${cloud.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount('script')),
    });
    expect(register.status).toBe(405);
    expect(register.headers.get('x-amzn-waf-action')).toBe('captcha');
  });
});
