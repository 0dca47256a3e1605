import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ANALYTICS } from '../../../../shared/api/product-analytics-schemas';
import { createProductTracker, type TrackerNavigator } from './product-tracker';

const URL = 'https://app.example.com/api/analytics/events';

/** A navigator whose beacons are kept: what the tracker would have sent, parsed. */
function browser(signals: Pick<TrackerNavigator, 'doNotTrack' | 'globalPrivacyControl'> = {}) {
  const beacons: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const navigator: TrackerNavigator = {
    ...signals,
    sendBeacon: (url, data) => {
      beacons.push({ url, body: JSON.parse(data) });
      return true;
    },
  };
  const tracker = createProductTracker({ navigator, url: URL, fetch, delayMs: 1000 });
  return { tracker, beacons, fetch };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the product tracker', () => {
  it('sends page views and steps in one batch, a moment after the first', () => {
    const { tracker, beacons } = browser();

    tracker.pageView('/dashboard');
    tracker.pageView('/workspace/$projectId');
    tracker.step('first_build');
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1000);

    expect(beacons).toEqual([
      {
        url: URL,
        body: {
          events: [
            { page: '/dashboard' },
            { page: '/workspace/$projectId' },
            { step: 'first_build' },
          ],
        },
      },
    ]);
  });

  it('sends what waits when the tab is hidden, and a full batch at once', () => {
    const { tracker, beacons } = browser();

    tracker.pageView('/credits');
    tracker.flush();
    for (let index = 0; index < PRODUCT_ANALYTICS.maxEvents; index += 1) tracker.pageView('/');

    expect(beacons.map(({ body }) => body)).toEqual([
      { events: [{ page: '/credits' }] },
      { events: Array.from({ length: PRODUCT_ANALYTICS.maxEvents }, () => ({ page: '/' })) },
    ]);
    vi.advanceTimersByTime(5000);
    expect(beacons).toHaveLength(2);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing at all under %s', (_, signals) => {
    const { tracker, beacons, fetch } = browser(signals);

    tracker.pageView('/dashboard');
    tracker.step('build_completed');
    vi.advanceTimersByTime(10_000);
    tracker.flush();

    expect(beacons).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch where sendBeacon is missing', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const tracker = createProductTracker({ navigator: {}, url: URL, fetch });

    tracker.pageView('/');
    tracker.flush();

    expect(fetch).toHaveBeenCalledWith(URL, {
      method: 'POST',
      body: JSON.stringify({ events: [{ page: '/' }] }),
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
  });
});
