import { chromium } from 'playwright-core';
import {
  walkToLiveSite,
  type NewUserWalk,
  type WalkSignUp,
} from '../../testing/browser/new-user-walk';
import { CHROMIUM_FLAGS, findChromium } from '../../testing/browser/system-chromium';
import { GOOGLE_TEST_ACCOUNTS } from '../local-cloud/idp/test-accounts';
import type { LocalCloud } from '../local-cloud/local-cloud';
import { percentile } from './load';

/** Issue #46's targets for a new user's way to a live site, by how they sign up. */
export const WALK_TARGETS = {
  email: { actions: 9, seconds: 30 },
  google: { actions: 5, seconds: 30 },
} as const;

/** The Google accounts the walks sign up as: new users of the bench's fresh cloud. */
const GOOGLE_WALKERS = [
  GOOGLE_TEST_ACCOUNTS.ishaan,
  GOOGLE_TEST_ACCOUNTS.diya,
  GOOGLE_TEST_ACCOUNTS.kavya,
];

export interface WalkBenchResult {
  signUp: WalkSignUp['with'];
  walks: NewUserWalk[];
  p50Seconds: number;
  misses: string[];
}

/**
 * A new user from the landing page to a live site, three times in a fresh browser context each
 * (sign-up, a quick action, Confirm, Publish), against the local cloud serving the built SPA:
 * the actions it takes and the seconds, p50 of the three. With email, each walk is a new
 * account; with Google, each is one of the local chooser's new users (the cloud must be fresh).
 */
export async function benchWalk(
  cloud: LocalCloud,
  signUp: WalkSignUp['with'],
  { walks = 3 } = {},
): Promise<WalkBenchResult> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('The walk needs Chromium: set CHROMIUM_PATH or install it');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const done: NewUserWalk[] = [];
    for (let index = 0; index < walks; index += 1) {
      const account = GOOGLE_WALKERS[index % GOOGLE_WALKERS.length];
      const way: WalkSignUp =
        signUp === 'google' && account ? { with: 'google', account } : { with: 'email' };
      done.push(await walkToLiveSite(browser, cloud.url, way));
    }
    const seconds = done.map((walk) => walk.seconds).sort((a, b) => a - b);
    const p50Seconds = percentile(seconds, 0.5);
    const actions = Math.max(...done.map((walk) => walk.actions.length));
    const target = WALK_TARGETS[signUp];
    const misses = [
      ...(actions > target.actions ? [`${actions} actions (target ≤ ${target.actions})`] : []),
      ...(p50Seconds > target.seconds
        ? [`p50 ${p50Seconds.toFixed(1)} s (target ≤ ${target.seconds} s)`]
        : []),
    ];
    return { signUp, walks: done, p50Seconds, misses };
  } finally {
    await browser.close();
  }
}

export function formatWalk(result: WalkBenchResult): string {
  const [first] = result.walks;
  const lines = [
    `${result.signUp} sign-up, ${first?.actions.length ?? 0} actions: ${first?.actions.join(' · ') ?? ''}`,
    `  seconds: ${result.walks.map((walk) => walk.seconds.toFixed(1)).join(', ')} (p50 ${result.p50Seconds.toFixed(1)} s)`,
  ];
  if (result.misses.length > 0) lines.push(`  MISSED: ${result.misses.join('; ')}`);
  return lines.join('\n');
}
