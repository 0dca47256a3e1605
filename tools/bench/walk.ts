import { chromium } from 'playwright-core';
import { walkToLiveSite, type NewUserWalk } from '../../testing/browser/new-user-walk';
import { CHROMIUM_FLAGS, findChromium } from '../../testing/browser/system-chromium';
import type { LocalCloud } from '../local-cloud/local-cloud';
import { percentile } from './load';

/** Issue #46's targets for a new user's way to a live site. */
export const WALK_TARGETS = { actions: 9, seconds: 30 };

export interface WalkBenchResult {
  walks: NewUserWalk[];
  p50Seconds: number;
  misses: string[];
}

/**
 * A new user from the landing page to a live site, three times in a fresh browser context each
 * (sign-up with email, a quick action, Confirm, Publish), against the local cloud serving the
 * built SPA: the actions it takes and the seconds, p50 of the three.
 */
export async function benchWalk(cloud: LocalCloud, { walks = 3 } = {}): Promise<WalkBenchResult> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('The walk needs Chromium: set CHROMIUM_PATH or install it');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const done: NewUserWalk[] = [];
    for (let index = 0; index < walks; index += 1)
      done.push(await walkToLiveSite(browser, cloud.url));
    const seconds = done.map((walk) => walk.seconds).sort((a, b) => a - b);
    const p50Seconds = percentile(seconds, 0.5);
    const actions = Math.max(...done.map((walk) => walk.actions.length));
    const misses = [
      ...(actions > WALK_TARGETS.actions
        ? [`${actions} actions (target ≤ ${WALK_TARGETS.actions})`]
        : []),
      ...(p50Seconds > WALK_TARGETS.seconds
        ? [`p50 ${p50Seconds.toFixed(1)} s (target ≤ ${WALK_TARGETS.seconds} s)`]
        : []),
    ];
    return { walks: done, p50Seconds, misses };
  } finally {
    await browser.close();
  }
}

export function formatWalk(result: WalkBenchResult): string {
  const [first] = result.walks;
  const lines = [
    `${first?.actions.length ?? 0} actions: ${first?.actions.join(' · ') ?? ''}`,
    `seconds: ${result.walks.map((walk) => walk.seconds.toFixed(1)).join(', ')} (p50 ${result.p50Seconds.toFixed(1)} s)`,
  ];
  if (result.misses.length > 0) lines.push(`MISSED: ${result.misses.join('; ')}`);
  return lines.join('\n');
}
