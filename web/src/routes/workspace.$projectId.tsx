import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../../shared/zod';
import { LIMITS } from '../../../shared/constants';
import { WorkspaceLoadError } from '../components/workspace/workspace-load-error';
import { WorkspacePending } from '../components/workspace/workspace-pending';
import { WorkspaceScreen } from '../components/workspace/workspace-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { pageTitle } from '../lib/product';
import { projectQuery } from '../lib/projects/project-queries';
import { projectRouteParams } from '../lib/project-route-params';

/** `?prompt=`: the dashboard's description, queued as the chat's first message. */
const workspaceSearchSchema = z.object({
  prompt: z.catch(z.optional(z.string().check(z.maxLength(LIMITS.promptMax))), undefined),
  /** Back from connecting GitHub (/github/callback): save to GitHub opens. */
  github: z.catch(z.optional(z.literal('connected')), undefined),
});

export const Route = createFileRoute('/workspace/$projectId')({
  params: projectRouteParams,
  validateSearch: workspaceSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Project workspace') }] }),
  beforeLoad: requireSessionToken,
  loader: ({ context: { queryClient }, params: { projectId }, location }) =>
    loadSignedIn(
      queryClient,
      () =>
        Promise.all([
          queryClient.ensureQueryData(meQuery()),
          queryClient.ensureQueryData(projectQuery(projectId)),
        ]),
      location,
    ),
  component: WorkspaceRoute,
  pendingComponent: WorkspacePending,
  errorComponent: WorkspaceLoadError,
});

function WorkspaceRoute() {
  const { projectId } = Route.useParams();
  const { prompt, github } = Route.useSearch();
  return (
    <WorkspaceScreen
      key={projectId}
      projectId={projectId}
      queuedPrompt={prompt ?? ''}
      openGitHub={github === 'connected'}
    />
  );
}
