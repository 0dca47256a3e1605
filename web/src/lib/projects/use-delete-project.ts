import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ListProjectsResponse, ProjectSummary } from '../../../../shared/api';
import { UNDO_DELETE_MS } from '../../../../shared/constants';
import { api } from '../api-client';
import { isUnauthorized } from '../auth/session-guard';
import { PROJECT_MESSAGES } from './project-messages';
import { projectKeys } from './project-queries';

/** Deletes waiting out their Undo, by project id: each sends its request once. */
const waiting = new Map<string, ReturnType<typeof setTimeout>>();

/** The lists without the project, at once (the dashboard's recent ones and every search). */
export function dropFromLists(queryClient: QueryClient, projectId: string) {
  void queryClient.cancelQueries({ queryKey: projectKeys.recent() });
  void queryClient.cancelQueries({ queryKey: projectKeys.lists() });
  queryClient.setQueriesData<ProjectSummary[]>({ queryKey: projectKeys.recent() }, (list) =>
    list?.filter((project) => project.id !== projectId),
  );
  queryClient.setQueriesData<InfiniteData<ListProjectsResponse>>(
    { queryKey: projectKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          projects: page.projects.filter((project) => project.id !== projectId),
        })),
      },
  );
}

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.recent() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  ]);
}

/**
 * Deletes a project the way a mail app deletes a message: it leaves the lists at once, with
 * "Project deleted" and an Undo for a few seconds; only then is the delete sent. Undo brings it
 * back untouched (so does leaving the app before the Undo runs out: nothing was sent). A project already on its way out is not
 * deleted twice, however fast the clicks come.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return {
    deleteProject(project: Pick<ProjectSummary, 'id'>) {
      const projectId = project.id;
      if (waiting.has(projectId)) return;
      dropFromLists(queryClient, projectId);
      let sent = false;
      const send = () => {
        if (sent) return;
        sent = true;
        waiting.delete(projectId);
        api('deleteProject', { params: { projectId } })
          .then(() => queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) }))
          .catch((error: unknown) => {
            if (!isUnauthorized(error)) toast.error(PROJECT_MESSAGES.deleteFailed);
          })
          .finally(() => void refreshLists(queryClient));
      };
      const timer = setTimeout(send, UNDO_DELETE_MS);
      waiting.set(projectId, timer);
      toast.success(PROJECT_MESSAGES.deleted, {
        duration: UNDO_DELETE_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            if (sent) return;
            clearTimeout(timer);
            waiting.delete(projectId);
            void refreshLists(queryClient);
          },
        },
      });
    },
  };
}
