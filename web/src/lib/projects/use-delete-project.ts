import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isUnauthorized } from '../auth/session-guard';
import { PROJECT_MESSAGES } from './project-messages';
import { projectKeys } from './project-queries';

/** Deletes a project; the list drops it once the server agrees (spec §4). */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api('deleteProject', { params: { id: projectId } }),
    onSuccess: async (_result, projectId) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      await queryClient.invalidateQueries({ queryKey: projectKeys.recent() });
      toast.success(PROJECT_MESSAGES.deleted);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(PROJECT_MESSAGES.deleteFailed);
    },
  });
}
