import { createFileRoute } from '@tanstack/react-router';
import { DeploymentLoadError } from '../components/deployment/deployment-load-error';
import { DeploymentPending } from '../components/deployment/deployment-pending';
import { DeploymentScreen } from '../components/deployment/deployment-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { deploymentQuery } from '../lib/deployments/deployment-queries';
import { pageTitle } from '../lib/product';
import { projectQuery } from '../lib/projects/project-queries';
import { projectRouteParams } from '../lib/project-route-params';

export const Route = createFileRoute('/deployment/$projectId')({
  params: projectRouteParams,
  head: () => ({ meta: [{ title: pageTitle('Deployment') }] }),
  // No token: straight to login (requirements §4).
  beforeLoad: requireSessionToken,
  loader: ({ context: { queryClient }, params: { projectId }, location }) =>
    loadSignedIn(
      queryClient,
      () =>
        Promise.all([
          queryClient.ensureQueryData(projectQuery(projectId)),
          queryClient.ensureQueryData(deploymentQuery(projectId)),
        ]),
      location,
    ),
  component: DeploymentRoute,
  pendingComponent: DeploymentPending,
  errorComponent: DeploymentLoadError,
});

function DeploymentRoute() {
  const { projectId } = Route.useParams();
  return <DeploymentScreen key={projectId} projectId={projectId} />;
}
