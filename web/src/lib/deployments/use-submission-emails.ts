import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import { deploymentQuery } from './deployment-queries';

/**
 * Turns the owner's emails about new form submissions on or off, optimistically: the switch
 * moves at once, and moves back, with a toast saying so, if the server refuses.
 */
export function useSubmissionEmails(projectId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = deploymentQuery(projectId);
  const setOn = (submissions: boolean) =>
    queryClient.setQueryData(queryKey, (state) =>
      state?.deployment
        ? { ...state, deployment: { ...state.deployment, notifications: { submissions } } }
        : state,
    );
  return useMutation({
    mutationFn: (submissions: boolean) =>
      api('setDeploymentNotifications', { params: { projectId }, body: { submissions } }),
    onMutate: async (submissions) => {
      await queryClient.cancelQueries({ queryKey });
      setOn(submissions);
    },
    onSuccess: ({ notifications }) => setOn(notifications.submissions),
    onError: (error, submissions) => {
      setOn(!submissions);
      if (isUnauthorized(error)) return;
      toast.error(
        refusalOr(
          error,
          submissions
            ? DEPLOYMENT_MESSAGES.submissionEmailsOnFailed
            : DEPLOYMENT_MESSAGES.submissionEmailsOffFailed,
        ),
      );
    },
  });
}
