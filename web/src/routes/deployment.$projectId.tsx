import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { ProjectIdBadge } from '../components/project-id-badge';
import { pageTitle } from '../lib/product';
import { projectRouteParams } from '../lib/project-route-params';

export const Route = createFileRoute('/deployment/$projectId')({
  params: projectRouteParams,
  head: () => ({ meta: [{ title: pageTitle('Deployment') }] }),
  component: DeploymentScreen,
});

function DeploymentScreen() {
  const { projectId } = Route.useParams();
  return (
    <ComingSoon screen="Deployment">
      <ProjectIdBadge projectId={projectId} />
    </ComingSoon>
  );
}
