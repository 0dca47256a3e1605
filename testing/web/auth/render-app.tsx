import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '../../../web/src/router';
import { api } from '../../../web/src/lib/api-client';
import { AuthDepsProvider } from '../../../web/src/lib/auth/auth-context';
import type { AuthService } from '../../../web/src/lib/auth/auth-service';

/**
 * Renders the whole app at `path` with a fake identity provider. API calls go through the app's
 * own client to the global fetch, which the test stubs (see fake-api-server.ts).
 */
export function renderApp(path: string, auth: AuthService) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <AuthDepsProvider value={{ auth, api }}>
      <RouterProvider router={router} />
    </AuthDepsProvider>,
  );
  return { router, queryClient };
}

/** The current URL as the router sees it: `/auth?mode=login`. */
export function currentUrl(router: ReturnType<typeof createAppRouter>): string {
  const { pathname, searchStr } = router.state.location;
  return pathname + searchStr;
}
