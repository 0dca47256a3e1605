import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { projectKeys } from './project-queries';

export const RESTORE_FAILED = 'Failed to restore the version';

/** Restores a version as a new, free version; the project and its history show it at once. */
export function useRestoreVersion(projectId: string, onRestored: (version: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api('restoreVersion', { params: { projectId, version: String(version) } }),
    onSuccess: (project, version) => {
      queryClient.setQueryData(projectKeys.detail(projectId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId) });
      toast.success(`Restored version ${version}`);
      onRestored(version);
    },
    onError: (error) => {
      toast.error(isApiError(error) && error.status !== 0 ? error.detail : RESTORE_FAILED);
    },
  });
}
