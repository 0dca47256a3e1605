import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { ProjectIdBadge } from '../components/project-id-badge';
import { pageTitle } from '../lib/product';
import { projectRouteParams } from '../lib/project-route-params';

export const Route = createFileRoute('/workspace/$projectId')({
  params: projectRouteParams,
  head: () => ({ meta: [{ title: pageTitle('Project workspace') }] }),
  component: WorkspaceScreen,
});

function WorkspaceScreen() {
  const { projectId } = Route.useParams();
  return (
    <ComingSoon screen="Project workspace">
      <ProjectIdBadge projectId={projectId} />
    </ComingSoon>
  );
}
