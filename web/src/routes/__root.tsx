import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { AppToaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { pageTitle } from '../lib/product';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Only the root matches a URL that no route claims; the not-found page shows then.
  head: ({ matches }) => ({
    meta: [{ title: matches.length === 1 ? pageTitle('Page not found') : pageTitle() }],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});

function RootLayout() {
  return (
    <TooltipProvider>
      <HeadContent />
      <Outlet />
      <AppToaster />
    </TooltipProvider>
  );
}
