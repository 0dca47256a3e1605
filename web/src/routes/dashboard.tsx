import { createFileRoute } from '@tanstack/react-router';
import { DashboardLoadError } from '../components/dashboard/dashboard-load-error';
import { DashboardPending } from '../components/dashboard/dashboard-pending';
import { DashboardScreen } from '../components/dashboard/dashboard-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { pageTitle } from '../lib/product';
import { recentProjectsQuery } from '../lib/projects/project-queries';

export const Route = createFileRoute('/dashboard')({
  head: () => ({ meta: [{ title: pageTitle('Dashboard') }] }),
  // No token: straight to login (requirements §4).
  beforeLoad: requireSessionToken,
  // A 401 on load: clear, say 'Session expired. Please login again.', go to login (requirements §4).
  loader: ({ context: { queryClient }, location }) =>
    loadSignedIn(
      queryClient,
      () =>
        Promise.all([
          queryClient.ensureQueryData(meQuery()),
          queryClient.ensureQueryData(recentProjectsQuery()),
        ]),
      location,
    ),
  component: DashboardScreen,
  pendingComponent: DashboardPending,
  errorComponent: DashboardLoadError,
});
