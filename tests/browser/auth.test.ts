import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromium, newPage } from '../../testing/browser/chromium';
import { pageHelpers, submitRegistration } from '../../testing/browser/page-helpers';

/** What this test needs of `/_local/outbox.json`: the codes Cognito would have emailed. */
const outboxSchema = z.object({
  messages: z.array(
    z.looseObject({ to: z.string(), code: z.string(), purpose: z.optional(z.string()) }),
  ),
});

describe.runIf(chromiumPath)('accounts in headless Chromium, against the local cloud', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  // One account for the whole story; a unique address so reruns against kept data do not clash.
  const email = `asha.${Date.now()}@example.com`;
  const password = 'first-secret';
  const newPassword = 'second-secret';

  const field = (label: string) => pageHelpers(page).field(label);
  const button = (name: string) => pageHelpers(page).button(name);
  const toast = (text: string) => pageHelpers(page).toast(text);
  const heading = (name: string) => pageHelpers(page).heading(name);

  /** The form is for signed-out visitors (a signed-in one is offered the dashboard). */
  async function openAuth(mode?: 'login') {
    if (page.url().startsWith(cloud.url)) await page.evaluate(() => localStorage.clear());
    await page.goto(`${cloud.url}/auth${mode ? `?mode=${mode}` : ''}`);
    await heading(mode === 'login' ? 'Welcome Back!' : 'Get Started');
  }

  async function login(withEmail: string, withPassword: string) {
    await openAuth('login');
    await field('Email').fill(withEmail);
    await field('Password').fill(withPassword);
    await button('Login').click();
  }

  async function storedKeys(): Promise<string[]> {
    return page.evaluate(() => Object.keys(localStorage));
  }

  async function newestCode(to: string): Promise<string> {
    const response = await fetch(`${cloud.url}/_local/outbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = outboxSchema.parse(await response.json());
    const message = messages.find((candidate) => candidate.to.toLowerCase() === to.toLowerCase());
    if (!message) throw new Error(`No code was sent to ${to}`);
    return message.code;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    page = await newPage(browser);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor without a session from /dashboard to login', async () => {
    await page.goto(`${cloud.url}/dashboard`);
    await heading('Welcome Back!');
    expect(page.url()).toMatch(/\/auth\?mode=login&redirect=%2Fdashboard$/);
  });

  it('checks the password rules before registering', async () => {
    await openAuth();
    await field('Username').fill('asha');
    await field('Email').fill(email);
    await field('Password').fill('seven-7');
    await field('Confirm password').fill('seven-7');
    await button('Create Account').click();
    await toast('Password must be at least 8 characters');

    await field('Password').fill(password);
    await field('Confirm password').fill(`${password}-typo`);
    await button('Create Account').click();
    await toast('Passwords do not match');
    expect(page.url()).toMatch(/\/auth$/);
  });

  it('registers, then shows the dashboard with 20 credits and the welcome toast', async () => {
    await submitRegistration(page, cloud.url, { username: 'asha', email, password });

    await page.waitForURL(/\/dashboard$/);
    await toast('Account created! You got 20 free credits!');
    await heading('Welcome, asha!');
    const balance = page.getByRole('region', { name: 'Credit balance' });
    await expect(balance.getByText('20', { exact: true }).textContent()).resolves.toBe('20');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByText(email).waitFor();
    expect(await storedKeys()).toEqual(expect.arrayContaining(['token', 'user']));
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await heading('Welcome, asha!');
    expect(await storedKeys()).toContain('token');
  });

  it('logs out to /auth?mode=login with local storage cleared', async () => {
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Logout' })
      .click();

    await page.waitForURL(/\/auth\?mode=login$/);
    await heading('Welcome Back!');
    expect(await storedKeys()).toEqual([]);
  });

  it('refuses a second account with the same email and switches to login', async () => {
    await submitRegistration(page, cloud.url, {
      username: 'asha-again',
      email,
      password: 'another-secret',
    });

    await toast('This email is already registered. Please login instead.');
    await page.waitForURL(/\/auth\?mode=login$/);
    await heading('Welcome Back!');
    await expect(field('Email').inputValue()).resolves.toBe(email);
  });

  it('logs in with a welcome back, by SRP: the password never leaves the page', async () => {
    const cognitoCalls: string[] = [];
    const record = (request: Request) => {
      if (request.url().includes('/_local/cognito')) cognitoCalls.push(request.postData() ?? '');
    };
    page.on('request', record);
    await login(email, password);

    await page.waitForURL(/\/dashboard$/);
    page.off('request', record);
    await toast('Welcome back!');
    await heading('Welcome, asha!');
    expect(await storedKeys()).toEqual(expect.arrayContaining(['token', 'user']));
    expect(cognitoCalls.join('\n')).toContain('"AuthFlow":"USER_SRP_AUTH"');
    expect(cognitoCalls.join('\n')).toContain('"ChallengeName":"PASSWORD_VERIFIER"');
    expect(cognitoCalls.join('\n')).not.toContain(password);
  });

  it('renews a token about to expire instead of ending the session', async () => {
    // A stand-in bearer that expires in 10 s: the app must renew it from the Cognito session.
    const expiring = await page.evaluate(() => {
      const encode = (value: object) =>
        btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const token = `${encode({ alg: 'none' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 10 })}.x`;
      localStorage.setItem('token', token);
      return token;
    });

    await page.reload();

    await heading('Welcome, asha!');
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(expiring);
  });

  it('offers a signed-in visitor the dashboard on the landing page and on /auth', async () => {
    await page.goto(cloud.url);
    await page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' }).waitFor();
    await expect(page.getByRole('link', { name: 'Login' }).count()).resolves.toBe(0);

    await page.goto(`${cloud.url}/auth?mode=login`);
    await heading("You're signed in");
    await page.getByText(email).waitFor();
    await expect(page.getByLabel('Password', { exact: true }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await heading('Welcome, asha!');
  });

  it('returns to the page asked for once logged in', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${cloud.url}/projects?q=shop`);
    await heading('Welcome Back!');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/projects?q=shop');

    await field('Email').fill(email);
    await field('Password').fill(password);
    await button('Login').click();

    await page.waitForURL(/\/projects\?q=shop$/);
    await heading('Projects');
  });

  it('says the password is incorrect', async () => {
    await login(email, 'not-the-password');

    await toast('Incorrect password');
    expect(page.url()).toMatch(/\/auth\?mode=login$/);
    expect(await storedKeys()).not.toContain('token');
  });

  it('says no account has an unknown email', async () => {
    await login(`nobody.${Date.now()}@example.com`, password);

    await toast('No account found with this email');
    expect(page.url()).toMatch(/\/auth\?mode=login$/);
  });

  it('resets a forgotten password with the emailed code; the new one works, the old one not', async () => {
    await openAuth('login');
    await button('Forgot password?').click();
    await heading('Forgot Password?');
    await button('Send Reset Code').click();
    await toast('Please enter your email address');

    await field('Email').fill(email);
    await button('Send Reset Code').click();
    await toast('Password reset email sent! Check your inbox.');
    await heading('Reset Password');

    await field('Reset code').fill(await newestCode(email));
    await field('New password').fill(newPassword);
    await button('Reset Password').click();
    await toast('Password reset successful! Please login with your new password.');
    await heading('Welcome Back!');

    await field('Password').fill(newPassword);
    await button('Login').click();
    await page.waitForURL(/\/dashboard$/);
    await heading('Welcome, asha!');

    await login(email, password);
    await toast('Incorrect password');
    expect(page.url()).toMatch(/\/auth\?mode=login$/);
  });

  it('ends a session the server no longer accepts: cleared, told, sent to login and back', async () => {
    await page.goto(`${cloud.url}/auth?mode=login`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'a-token-the-server-refuses');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 'x', username: 'x', email: 'x@x.io', credits: 1 }),
      );
    });

    await page.goto(`${cloud.url}/dashboard`);

    await toast('Session expired. Please login again.');
    // Signing in again returns to the page the session ended on.
    await page.waitForURL(/\/auth\?mode=login&redirect=%2Fdashboard$/);
    expect(await storedKeys()).toEqual([]);
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
