import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { projectKeys } from './project-queries';

export const SAVE_CODE_FAILED = 'Failed to save your changes';

/**
 * Saves a page edited in the preview as a new, free version, made from `baseVersion`; the
 * project and its history show it at once. A newer version (409) or a page too large (413) are
 * said in the API's words.
 */
export function useSaveCode(projectId: string, onSaved: (version: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, baseVersion }: { code: string; baseVersion: number }) =>
      api('saveCode', { params: { projectId }, body: { code, base_version: baseVersion } }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(projectId), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId) });
      const version = project.versions[0]?.version ?? 0;
      toast.success(`Saved as version ${version}`);
      onSaved(version);
    },
    onError: (error) => {
      toast.error(isApiError(error) && error.status !== 0 ? error.detail : SAVE_CODE_FAILED);
    },
  });
}
