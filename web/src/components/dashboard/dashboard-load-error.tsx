import { loadErrorScreen } from '../load-error';

/** The dashboard's data did not load (other than an expired session): say so, offer a retry. */
export const DashboardLoadError = loadErrorScreen({
  eyebrow: 'Dashboard',
  title: 'Failed to load data',
  backToDashboard: false,
});
