import { PROJECT_MESSAGES } from '../../lib/projects/project-messages';
import { loadErrorScreen } from '../load-error';

/** The project or the balance did not load (other than an expired session): say so, offer a way on. */
export const WorkspaceLoadError = loadErrorScreen({
  eyebrow: 'Project workspace',
  title: PROJECT_MESSAGES.loadFailed,
  backToDashboard: true,
});
