import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_TEST_ACCOUNTS } from '../../tools/local-cloud/idp/test-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import { walkToLiveSite } from '../../testing/browser/new-user-walk';
import { visitSite } from '../../testing/cloud/visit-site';

describe.runIf(chromiumPath)('a new user, from the landing page to a live site', () => {
  const cloud = useSharedCloud();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('gets there in at most nine actions with an email sign-up', async () => {
    const walk = await walkToLiveSite(browser, cloud.url);
    // The speed target is the bench's (`npm run bench`, section walk); here, the steps.
    expect(walk.actions).toEqual([
      'Get Started',
      'Username',
      'Email',
      'Password',
      'Confirm password',
      'Create Account',
      'Landing Page',
      'Confirm',
      'Publish',
    ]);
    const site = await visitSite(walk.liveUrl);
    expect(site.status).toBe(200);
    expect(site.body).toMatch(/<h1[\s>]/);
  }, 120_000);

  it('gets there in at most five actions with Google', async () => {
    const walk = await walkToLiveSite(browser, cloud.url, {
      with: 'google',
      account: GOOGLE_TEST_ACCOUNTS.ishaan,
    });
    expect(walk.actions).toEqual([
      'Continue with Google',
      'Choose account',
      'Landing Page',
      'Confirm',
      'Publish',
    ]);
    const site = await visitSite(walk.liveUrl);
    expect(site.status).toBe(200);
  }, 120_000);
});
