import { loadErrorScreen } from '../load-error';

/** The profile did not load (other than an expired session). */
export const AccountLoadError = loadErrorScreen({
  eyebrow: 'Account',
  title: 'Failed to load data',
  backToDashboard: true,
});
