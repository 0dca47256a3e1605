import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { QUICK_ACTIONS } from '../../shared/project-ideas';
import type { IdpAccount } from '../../tools/local-cloud/idp/test-accounts';
import { visitSite } from '../cloud/visit-site';
import { newAccount, pageHelpers, quoteDialog } from './page-helpers';
import { newContext } from './chromium';

const STEP_TIMEOUT_MS = 60_000;

export interface NewUserWalk {
  /** Each click or field a person had to use, in order. */
  actions: string[];
  /** From the first action on the landing page to the live site answering. */
  seconds: number;
  liveUrl: string;
}

/**
 * How the new user signs up: with email and a password, or with Google as someone already signed
 * in there (one pick in its account chooser; the local cloud's chooser lists test accounts).
 */
export type WalkSignUp = { with: 'email' } | { with: 'google'; account: Pick<IdpAccount, 'name'> };

/**
 * A new user from the landing page to a live site, scripted as a person does it: each click and
 * each field filled is one action; waiting for the page is none. Sign-up, a quick action, Confirm
 * in its quote, Publish in the workspace.
 */
export async function walkToLiveSite(
  browser: Browser,
  baseUrl: string,
  signUp: WalkSignUp = { with: 'email' },
): Promise<NewUserWalk> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const { button } = pageHelpers(page);
    const landing = QUICK_ACTIONS.find((action) => action.label === 'Landing Page');
    if (!landing) throw new Error('No Landing Page quick action');
    await page.goto(baseUrl);
    const actions: string[] = [];
    const act = async (name: string, doing: () => Promise<unknown>) => {
      actions.push(name);
      await doing();
    };
    const started = performance.now();
    if (signUp.with === 'email') await signUpWithEmail(page, act);
    else await signUpWithGoogle(page, act, signUp.account.name);
    await page.waitForURL(/\/dashboard$/, { timeout: STEP_TIMEOUT_MS });
    await act(landing.label, () => button(landing.label).click());
    const quote = quoteDialog(page);
    await quote.total();
    await act('Confirm', () => quote.confirmRun());
    const publish = page.getByRole('button', { name: 'Publish' });
    await publish.waitFor({ timeout: STEP_TIMEOUT_MS });
    await page
      .getByRole('button', { name: 'Generating...' })
      .waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await act('Publish', () => publish.click());
    const live = page.getByRole('link', { name: /^Live at / });
    await live.waitFor({ timeout: STEP_TIMEOUT_MS });
    const liveUrl = (await live.getAttribute('href')) ?? '';
    for (;;) {
      const site = await visitSite(liveUrl);
      if (site.status === 200) break;
      if (performance.now() - started > 2 * STEP_TIMEOUT_MS) {
        throw new Error(`${liveUrl} never answered`);
      }
      await page.waitForTimeout(100);
    }
    return { actions, seconds: (performance.now() - started) / 1000, liveUrl };
  } finally {
    await context.close();
  }
}

type Act = (name: string, doing: () => Promise<unknown>) => Promise<void>;

async function signUpWithEmail(page: Page, act: Act) {
  const { field, button } = pageHelpers(page);
  const account = newAccount('walker');
  await act('Get Started', () => page.getByRole('link', { name: 'Get Started Free' }).click());
  await act('Username', () => field('Username').fill(account.username));
  await act('Email', () => field('Email').fill(account.email));
  await act('Password', () => field('Password').fill(account.password));
  await act('Confirm password', () => field('Confirm password').fill(account.password));
  await act('Create Account', () => button('Create Account').click());
}

async function signUpWithGoogle(page: Page, act: Act, name: string) {
  await act('Continue with Google', () =>
    page.getByRole('button', { name: 'Continue with Google', exact: true }).click(),
  );
  const choice = page.getByRole('button', { name: new RegExp(`^${name} `) });
  await choice.waitFor({ timeout: STEP_TIMEOUT_MS });
  await act('Choose account', () => choice.click());
}
