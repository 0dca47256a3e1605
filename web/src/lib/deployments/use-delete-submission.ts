import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import { deploymentKeys, submissionsQuery } from './deployment-queries';

/**
 * Deletes one form submission: it leaves the list once the server agrees; the pages loaded stay,
 * as the cursors after it still hold.
 */
export function useDeleteSubmission(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: string) =>
      api('deleteSubmission', { params: { projectId, submissionId } }),
    onSuccess: (_answer, submissionId) => {
      queryClient.setQueryData(submissionsQuery(projectId).queryKey, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                submissions: page.submissions.filter((entry) => entry.id !== submissionId),
              })),
            }
          : list,
      );
      toast.success(DEPLOYMENT_MESSAGES.submissionDeleted);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(refusalOr(error, DEPLOYMENT_MESSAGES.submissionDeleteFailed));
      // Deleted elsewhere, or the site is gone: the page catches up (the list is under this key).
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.detail(projectId) });
    },
  });
}
