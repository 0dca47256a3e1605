import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_PAGES } from '../../../../shared/api/product-analytics-schemas';
import { createAppRouter } from '../../router';
import { productPageOf, trackPageViews } from './page-views';
import type { ProductTracker } from './product-tracker';

const PROJECT_ID = '01JD8ZQ3V4W5X6Y7Z8A9BCDEFG';

/** The app at `path`, with a tracker that keeps the page views it was given. */
function renderTracked(path: string) {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const pages: string[] = [];
  const tracker: ProductTracker = {
    pageView: (page) => void pages.push(page),
    step: () => undefined,
    flush: () => undefined,
  };
  trackPageViews(router, tracker);
  render(<RouterProvider router={router} />);
  return { router, pages };
}

afterEach(() => cleanup());

describe('page views', () => {
  it("name the screen's route template, never its query string", async () => {
    const { router, pages } = renderTracked('/privacy?from=newsletter&email=a%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    await act(() => router.navigate({ to: '/terms' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    expect(pages).toEqual(['/privacy', '/terms']);
  });

  it('count where a redirect lands, and carry no id of the page asked for', async () => {
    const { pages } = renderTracked(`/workspace/${PROJECT_ID}`);

    await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' });

    expect(pages).toEqual(['/auth']);
  });

  it('name a filled-in path by its template', () => {
    const router = createAppRouter({ queryClient: new QueryClient() });

    expect(productPageOf(router.matchRoutes(`/workspace/${PROJECT_ID}`, {}))).toBe(
      '/workspace/$projectId',
    );
    expect(productPageOf(router.matchRoutes(`/deployment/${PROJECT_ID}`, {}))).toBe(
      '/deployment/$projectId',
    );
    expect(productPageOf(router.matchRoutes('/no-such-page', {}))).toBeNull();
  });

  it("cover every screen of the app: the allow-list is the router's routes", () => {
    const router = createAppRouter({ queryClient: new QueryClient() });

    expect(Object.keys(router.routesByPath).toSorted()).toEqual([...PRODUCT_PAGES].toSorted());
  });
});
