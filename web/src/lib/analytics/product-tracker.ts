import {
  PRODUCT_ANALYTICS,
  type ClientFunnelStep,
  type ProductEvent,
  type ProductPage,
} from '../../../../shared/api/product-analytics-schemas';
import { declinesTracking } from '../../../../shared/tracking-privacy';

/** What the tracker needs of the browser's navigator. */
export interface TrackerNavigator {
  doNotTrack?: string | null;
  /** Global Privacy Control: not in every browser, nor in TypeScript's DOM types yet. */
  globalPrivacyControl?: boolean;
  sendBeacon?: (url: string, data: string) => boolean;
}

export interface TrackerEnvironment {
  navigator: TrackerNavigator;
  /** `POST /api/analytics/events` on the API's origin. */
  url: string;
  /** Where sendBeacon is missing or refuses (its queue is full): a keepalive fetch. */
  fetch?: typeof globalThis.fetch;
  /** How long the first event of a batch waits for others. @default 5 s */
  delayMs?: number;
}

export interface ProductTracker {
  /** A screen was viewed: its route template, never the path it was filled with. */
  pageView(page: ProductPage): void;
  /** A funnel step only the app sees. */
  step(step: ClientFunnelStep): void;
  /** Sends what waits now: the tab is being hidden or left. */
  flush(): void;
}

const DEFAULT_DELAY_MS = 5000;

/**
 * Sitewright's own analytics in the browser: page views and the app's funnel steps, batched and
 * sent with `navigator.sendBeacon` (a string, so text/plain: no preflight, and it outlives the
 * page). No cookie, no storage, no identifier: a batch is a list of templates and steps. Nothing
 * is queued or sent while the browser says its user declines tracking (Do Not Track, Global
 * Privacy Control); the server drops such requests too.
 */
export function createProductTracker({
  navigator,
  url,
  fetch = globalThis.fetch,
  delayMs = DEFAULT_DELAY_MS,
}: TrackerEnvironment): ProductTracker {
  let queued: ProductEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const declined = () =>
    declinesTracking({
      doNotTrack: navigator.doNotTrack,
      globalPrivacyControl: navigator.globalPrivacyControl,
    });

  function post(body: string) {
    if (navigator.sendBeacon?.(url, body)) return;
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  }

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const events = queued;
    queued = [];
    if (events.length === 0 || declined()) return;
    post(JSON.stringify({ events }));
  }

  function add(event: ProductEvent) {
    if (declined()) return;
    queued.push(event);
    if (queued.length >= PRODUCT_ANALYTICS.maxEvents) flush();
    else timer ??= setTimeout(flush, delayMs);
  }

  return {
    pageView: (page) => add({ page }),
    step: (step) => add({ step }),
    flush,
  };
}

/** A tracker that counts nothing: tests, and the app before it starts its own. */
export const inertTracker: ProductTracker = {
  pageView: () => undefined,
  step: () => undefined,
  flush: () => undefined,
};
