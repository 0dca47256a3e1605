import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GITHUB_TEST_ACCOUNTS,
  GOOGLE_TEST_ACCOUNTS,
} from '../../../tools/local-cloud/idp/test-accounts';
import { useOwnLocalCloud, withRunSpa } from '../../../testing/cloud/local-cloud-suite';
import {
  chromiumPath,
  launchChromium,
  newContext,
  newPage,
} from '../../../testing/browser/chromium';
import { localCognitoClient } from '../../../testing/cloud/local-accounts';
import {
  accessibilityViolations,
  pageHelpers,
  screenshotWidths,
  submitRegistration,
} from '../../../testing/browser/page-helpers';

const OTHER_LOGIN_METHOD =
  'An account already exists with this email using a different login method';

describe.runIf(chromiumPath)('sign-in with Google and GitHub, against the local cloud', () => {
  // A cloud of its own: its tests sign in as the sign-in stand-in's fixed test accounts.
  const cloud = useOwnLocalCloud(withRunSpa());
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  const toast = (text: string) => pageHelpers(page).toast(text);
  const heading = (name: string) => pageHelpers(page).heading(name);

  /** From a signed-out /auth, off to the provider's consent page through the hosted UI. */
  async function continueWith(provider: 'Google' | 'GitHub', on: Page = page) {
    if (on.url().startsWith(cloud.url)) await on.evaluate(() => localStorage.clear());
    await on.goto(`${cloud.url}/auth?mode=login`);
    await pageHelpers(on).heading('Welcome Back!');
    await on.getByRole('button', { name: `Continue with ${provider}`, exact: true }).click();
    await pageHelpers(on).heading(`Sign in with ${provider}`);
    expect(on.url().startsWith(`${cloud.url}/_local/idp/`)).toBe(true);
  }

  /** Picks a test account on the consent page. */
  async function chooseAccount(name: string) {
    await page.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  }

  async function creditBalance(): Promise<string | null> {
    const balance = page.getByRole('region', { name: 'Credit balance' });
    return balance.getByText('20', { exact: true }).textContent();
  }

  async function accountsWithEmail(email: string) {
    const { Users = [] } = await localCognitoClient(cloud).send(
      new ListUsersCommand({ UserPoolId: cloud.userPool.userPoolId, Filter: `email = "${email}"` }),
    );
    return Users;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a plain consent page, whole at 375 px, with the test accounts and Deny', async () => {
    // The page allows no script, axe's included: checked in a context that lets axe in.
    const context = await newContext(browser, {
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    const consent = await context.newPage();
    try {
      await continueWith('Google', consent);

      for (const account of Object.values(GOOGLE_TEST_ACCOUNTS)) {
        await consent.getByRole('button', { name: new RegExp(`^${account.name} `) }).waitFor();
      }
      await consent.getByRole('button', { name: 'Deny', exact: true }).waitFor();
      expect(await accessibilityViolations(consent)).toEqual([]);
      await screenshotWidths(consent, 'consent-google', { phoneWidth: 375 });
      await consent.setViewportSize({ width: 375, height: 812 });
      // Nothing wider than the phone: no sideways scrolling.
      const overflow = await consent.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(await accessibilityViolations(consent)).toEqual([]);

      // GitHub's is the same page; the product's GitHub OAuth app asks for it directly.
      const github = new URL(`${cloud.idp.urls.githubOAuthUrl}/login/oauth/authorize`);
      github.searchParams.set('client_id', cloud.idp.githubApp.clientId);
      github.searchParams.set('scope', 'read:user user:email');
      await consent.setViewportSize({ width: 1280, height: 900 });
      await consent.goto(github.href);
      await pageHelpers(consent).heading('Sign in with GitHub');
      await consent.getByText('No verified primary email').waitFor();
      expect(await accessibilityViolations(consent)).toEqual([]);
      await screenshotWidths(consent, 'consent-github', { phoneWidth: 375 });
    } finally {
      await context.close();
    }
  });

  it('signs up with Google and lands on the dashboard with 20 credits', async () => {
    const meera = GOOGLE_TEST_ACCOUNTS.meera;
    await continueWith('Google');

    await chooseAccount(meera.name);

    await page.waitForURL(/\/dashboard$/);
    await toast('Google login successful!');
    await heading(`Welcome, ${meera.name}!`);
    await expect(creditBalance()).resolves.toBe('20');
    await page.getByRole('complementary', { name: 'Sidebar' }).getByText(meera.email).waitFor();
  });

  it('comes back to login with Login cancelled when the person denies', async () => {
    await continueWith('Google');

    await page.getByRole('button', { name: 'Deny', exact: true }).click();

    await toast('Login cancelled');
    await page.waitForURL(/\/auth\?mode=login$/);
    await heading('Welcome Back!');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('refuses Google for an email registered with a password, and opens no second account', async () => {
    const arjun = GOOGLE_TEST_ACCOUNTS.arjun;
    await submitRegistration(page, cloud.url, {
      username: 'arjun',
      email: arjun.email,
      password: 'first-secret',
    });
    await page.waitForURL(/\/dashboard$/);
    await continueWith('Google');

    await chooseAccount(arjun.name);

    await toast(OTHER_LOGIN_METHOD);
    await page.waitForURL(/\/auth\?mode=login$/);
    const accounts = await accountsWithEmail(arjun.email);
    expect(accounts.map((account) => account.UserStatus)).toEqual(['CONFIRMED']);
  });

  describe('GitHub, through the GitHub OIDC bridge', () => {
    it('signs up with GitHub and lands on the dashboard with 20 credits', async () => {
      const rohan = GITHUB_TEST_ACCOUNTS.rohan;
      await continueWith('GitHub');

      await chooseAccount(rohan.name);

      await page.waitForURL(/\/dashboard$/);
      await toast('GitHub login successful!');
      await expect(creditBalance()).resolves.toBe('20');
    });

    it('finds the email GitHub keeps private', async () => {
      const priya = GITHUB_TEST_ACCOUNTS.priya;
      await continueWith('GitHub');

      await chooseAccount(priya.name);

      await page.waitForURL(/\/dashboard$/);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByText(priya.email).textContent()).resolves.toBe(priya.email);
    });

    it('says why an account without a verified email cannot sign in', async () => {
      await continueWith('GitHub');

      await chooseAccount(GITHUB_TEST_ACCOUNTS.uma.name);

      await page.waitForURL(/\/auth\?mode=login$/);
      await page
        .getByText(/verified/i)
        .first()
        .waitFor();
      await expect(page.getByText('GitHub login failed', { exact: true }).count()).resolves.toBe(0);
    });

    it('refuses GitHub for an email that has an account signed into another way', async () => {
      await continueWith('GitHub');

      await chooseAccount(GITHUB_TEST_ACCOUNTS.arjun.name);

      await toast(OTHER_LOGIN_METHOD);
      await page.waitForURL(/\/auth\?mode=login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    it('comes back to login with Login cancelled when the person denies', async () => {
      await continueWith('GitHub');

      await page.getByRole('button', { name: 'Deny', exact: true }).click();

      await toast('Login cancelled');
      await page.waitForURL(/\/auth\?mode=login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
