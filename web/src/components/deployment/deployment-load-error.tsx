import { DEPLOYMENT_MESSAGES } from '../../lib/deployments/deployment-messages';
import { loadErrorScreen } from '../load-error';

/** The project or its deployment did not load (other than an expired session). */
export const DeploymentLoadError = loadErrorScreen({
  eyebrow: 'Deployment',
  title: DEPLOYMENT_MESSAGES.loadFailed,
  backToDashboard: true,
});
