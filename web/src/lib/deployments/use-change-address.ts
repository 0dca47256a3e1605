import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { deploymentKeys, liveState } from './deployment-queries';

/**
 * Moves the live site to a new address. The page, the header's live link and the deploy history
 * follow at once; a refusal (taken, reserved, malformed) is the caller's to show by the field.
 */
export function useChangeAddress(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subdomain: string) =>
      api('changeSiteAddress', { params: { projectId }, body: { subdomain } }),
    onSuccess: ({ deployment, message }) => {
      queryClient.setQueryData(deploymentKeys.detail(projectId), liveState(deployment));
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.history(projectId) });
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.customDomain(projectId) });
      toast.success(message);
    },
  });
}
