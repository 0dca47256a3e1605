import {
  productPageSchema,
  type ProductPage,
} from '../../../../shared/api/product-analytics-schemas';
import type { AnyRouter } from '@tanstack/react-router';
import type { ProductTracker } from './product-tracker';

/**
 * The route template of the screen the router shows (its deepest match's full path, such as
 * `/workspace/$projectId`), when it is one the product counts; null for the not-found page, where
 * only the root matched.
 */
export function productPageOf(matches: readonly { fullPath: string }[]): ProductPage | null {
  if (matches.length < 2) return null;
  const parsed = productPageSchema.safeParse(matches.at(-1)?.fullPath);
  return parsed.success ? parsed.data : null;
}

/**
 * Counts a page view each time the router has resolved a new path (after its redirects: a
 * signed-out visit to the dashboard is a view of the sign-in screen), by its template only. The
 * path itself is kept in memory to tell a new screen from the same one again, and never sent.
 * Resolves to the unsubscribe.
 */
export function trackPageViews(router: AnyRouter, tracker: ProductTracker): () => void {
  let lastPath: string | null = null;
  const onResolved = () => {
    const { pathname } = router.state.location;
    if (pathname === lastPath) return;
    lastPath = pathname;
    const page = productPageOf(router.state.matches);
    if (page) tracker.pageView(page);
  };
  return router.subscribe('onResolved', onResolved);
}
