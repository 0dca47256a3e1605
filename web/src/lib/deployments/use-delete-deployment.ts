import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isUnauthorized } from '../auth/session-guard';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import { deploymentKeys } from './deployment-queries';

/** Takes the site down; the page returns to the empty state once the server agrees (requirements §4). */
export function useDeleteDeployment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('deleteDeployment', { params: { projectId } }),
    onSuccess: () => {
      queryClient.setQueryData(deploymentKeys.detail(projectId), {
        deployment: null,
        review: null,
      });
      queryClient.removeQueries({ queryKey: deploymentKeys.history(projectId) });
      // The site's form submissions go with it.
      queryClient.removeQueries({ queryKey: deploymentKeys.submissions(projectId) });
      queryClient.removeQueries({ queryKey: deploymentKeys.customDomain(projectId) });
      toast.success(DEPLOYMENT_MESSAGES.deleted);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(DEPLOYMENT_MESSAGES.deleteFailed);
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.detail(projectId) });
    },
  });
}
