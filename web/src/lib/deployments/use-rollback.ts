import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import { deploymentKeys, liveState } from './deployment-queries';

/**
 * Makes a kept deploy live again (a rollback, or a roll forward): the live card and the history
 * show it as soon as the server has re-pointed the site.
 */
export function useRollback(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deployId: string) =>
      api('rollbackDeployment', { params: { projectId }, body: { deploy_id: deployId } }),
    onSuccess: ({ deployment, message }) => {
      queryClient.setQueryData(deploymentKeys.detail(projectId), liveState(deployment));
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.history(projectId) });
      toast.success(message);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(refusalOr(error, DEPLOYMENT_MESSAGES.rollbackFailed));
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.detail(projectId) });
    },
  });
}
