import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { projectKeys } from './project-queries';

export const RENAME_FAILED = 'Failed to rename the project';

/**
 * Renames the project: the header, the lists, the download's file name and (before the first
 * deploy) the live address follow the new name.
 */
export function useRenameProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api('renameProject', { params: { projectId }, body: { name } }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(projectId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.recent() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
    onError: (error) => {
      toast.error(isApiError(error) && error.status !== 0 ? error.detail : RENAME_FAILED);
    },
  });
}
