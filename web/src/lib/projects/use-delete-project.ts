import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isUnauthorized } from '../auth/session-guard';
import { PROJECT_MESSAGES } from './project-messages';
import { projectKeys } from './project-queries';

/**
 * Deletes a project; the lists drop it once the server agrees (requirements §4). While one delete is
 * under way another request is never sent, however fast the clicks come.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (projectId: string) => api('deleteProject', { params: { projectId } }),
    onSuccess: async (_result, projectId) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.recent() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]);
      toast.success(PROJECT_MESSAGES.deleted);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(PROJECT_MESSAGES.deleteFailed);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    isPending: mutation.isPending,
    error: mutation.error,
    /** `onSettled` runs once the server has answered and the lists are up to date. */
    deleteProject(projectId: string, onSettled?: () => void) {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(projectId, { onSettled });
    },
  };
}
