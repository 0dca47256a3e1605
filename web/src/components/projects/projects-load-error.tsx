import { loadErrorScreen } from '../load-error';

/** The projects did not load (other than an expired session): say so, offer a retry. */
export const ProjectsLoadError = loadErrorScreen({
  eyebrow: 'Projects',
  title: 'Failed to load data',
  backToDashboard: true,
});
