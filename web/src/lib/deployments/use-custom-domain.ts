import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import { deploymentKeys, type CustomDomainState } from './deployment-queries';

/**
 * The custom domain card's changes: add a domain, check its DNS records, remove it. Each shows
 * the server's answer at once, and its refusal in the server's words.
 */
export function useCustomDomain(projectId: string) {
  const queryClient = useQueryClient();
  const show = (state: CustomDomainState) =>
    queryClient.setQueryData(deploymentKeys.customDomain(projectId), state);
  const refused = (fallback: string) => (error: Error) => {
    if (isUnauthorized(error)) return;
    toast.error(refusalOr(error, fallback));
  };

  const add = useMutation({
    mutationFn: (domain: string) =>
      api('attachCustomDomain', { params: { projectId }, body: { domain } }),
    onSuccess: ({ domain, message }) => {
      show({ domain, released: null });
      toast.success(message);
    },
    onError: refused(DEPLOYMENT_MESSAGES.domainAddFailed),
  });
  const check = useMutation({
    mutationFn: () => api('checkCustomDomain', { params: { projectId }, body: {} }),
    onSuccess: ({ domain, released, message }) => {
      show({ domain, released: released ?? null });
      // Pending, failed and taken over say why in the card itself.
      if (domain?.status === 'active') toast.success(message);
    },
    onError: refused(DEPLOYMENT_MESSAGES.domainCheckFailed),
  });
  const remove = useMutation({
    mutationFn: () => api('removeCustomDomain', { params: { projectId } }),
    onSuccess: () => {
      show({ domain: null, released: null });
      toast.success(DEPLOYMENT_MESSAGES.domainRemoved);
    },
    onError: refused(DEPLOYMENT_MESSAGES.domainRemoveFailed),
  });
  return { add, check, remove };
}
