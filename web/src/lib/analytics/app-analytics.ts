import { endpointRoutes } from '../../../../shared/api/endpoint-routes';
import type { ClientFunnelStep } from '../../../../shared/api/product-analytics-schemas';
import type { AnyRouter } from '@tanstack/react-router';
import { apiBaseUrl } from '../api-client';
import { trackPageViews } from './page-views';
import { createProductTracker, inertTracker, type ProductTracker } from './product-tracker';

/** The app's tracker once it started; inert before, and in tests that render screens. */
let tracker: ProductTracker = inertTracker;

/**
 * Starts the product's own analytics for the app in this tab: page views from the router, and
 * what waits sent when the tab is hidden or left (mobile browsers may never fire pagehide).
 */
export function startProductAnalytics(router: AnyRouter): void {
  tracker = createProductTracker({
    navigator: window.navigator,
    url: `${apiBaseUrl(import.meta.env.VITE_API_URL)}${endpointRoutes.recordProductEvents.path}`,
  });
  trackPageViews(router, tracker);
  window.addEventListener('pagehide', tracker.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') tracker.flush();
  });
}

/** A funnel step the app saw (the workspace's builds). */
export function trackStep(step: ClientFunnelStep): void {
  tracker.step(step);
}
