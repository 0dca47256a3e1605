import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ListProjectsResponse, ProjectSummary } from '../../../../shared/api';
import { UNDO_DELETE_MS } from '../../../../shared/constants';
import { api } from '../api-client';
import { isUnauthorized } from '../auth/session-guard';
import { readSessionToken } from '../auth/session-storage';
import { PROJECT_MESSAGES } from './project-messages';
import { projectKeys } from './project-queries';

/** Deletes waiting out their Undo, by project id: each sends its request once. */
const waiting = new Map<string, (leaving: boolean) => void>();

/**
 * Leaving the page ends every Undo at once: a delete the user asked for is sent as the tab
 * closes or goes to the background (a phone may never come back to it), not lost with the page.
 */
function sendAllOnLeave() {
  if (typeof window === 'undefined') return;
  const sendAll = () => {
    for (const send of [...waiting.values()]) send(true);
  };
  window.addEventListener('pagehide', sendAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendAll();
  });
}
let listening = false;

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
 * "Project deleted" and an Undo for a few seconds; only then is the delete sent (or at once
 * when the page is left). Undo brings it back untouched. A project already on its way out is
 * not deleted twice, however fast the clicks come.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return {
    deleteProject(project: Pick<ProjectSummary, 'id'>) {
      const projectId = project.id;
      if (waiting.has(projectId)) return;
      if (!listening) {
        listening = true;
        sendAllOnLeave();
      }
      dropFromLists(queryClient, projectId);
      let sent = false;
      let notice: string | number | undefined;
      const send = (leaving: boolean) => {
        if (sent) return;
        sent = true;
        clearTimeout(timer);
        waiting.delete(projectId);
        // Its Undo can no longer undo anything.
        if (notice !== undefined) toast.dismiss(notice);
        // A page on its way out gives no time to renew the bearer: the stored one goes at once,
        // so the request starts before the page is gone.
        const token = leaving ? readSessionToken() : null;
        const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
        api('deleteProject', { params: { projectId } }, { keepalive: true, headers })
          .then(() => queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) }))
          .catch((error: unknown) => {
            if (!isUnauthorized(error)) toast.error(PROJECT_MESSAGES.deleteFailed);
          })
          .finally(() => void refreshLists(queryClient));
      };
      const timer = setTimeout(() => send(false), UNDO_DELETE_MS);
      waiting.set(projectId, send);
      notice = toast.success(PROJECT_MESSAGES.deleted, {
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
