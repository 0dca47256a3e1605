import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLoadError } from '../components/dashboard/dashboard-load-error';
import { DashboardPending } from '../components/dashboard/dashboard-pending';
import { DashboardScreen } from '../components/dashboard/dashboard-screen';
import {
  endExpiredSession,
  isUnauthorized,
  LOGIN_LOCATION,
  requireSessionToken,
} from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/dashboard')({
  head: () => ({ meta: [{ title: pageTitle('Dashboard') }] }),
  // No token: straight to login (spec §4).
  beforeLoad: requireSessionToken,
  loader: async ({ context: { queryClient } }) => {
    try {
      await queryClient.ensureQueryData(meQuery());
    } catch (error) {
      // A 401 on load: clear, say 'Session expired. Please login again.', go to login (spec §4).
      if (!isUnauthorized(error)) throw error;
      endExpiredSession(queryClient);
      throw redirect(LOGIN_LOCATION);
    }
  },
  component: DashboardScreen,
  pendingComponent: DashboardPending,
  errorComponent: DashboardLoadError,
});
