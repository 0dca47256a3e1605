import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { PROJECT_MODEL, MIN_CREDITS_TO_CREATE_PROJECT } from '../../../../shared/constants';
import type { User } from '../../../../shared/api/auth-schemas';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { sessionKeys } from '../auth/session-queries';
import { PROJECT_MESSAGES } from './project-messages';
import { projectKeys } from './project-queries';

export interface NewProject {
  name: string;
  description: string;
  /** Filled into the workspace's chat as the first message (the dashboard box's description). */
  queuedPrompt?: string;
}

/** HTTP 402 Payment Required: the server's answer when the balance is too low. */
const PAYMENT_REQUIRED = 402;

function isInsufficientCredits(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === PAYMENT_REQUIRED || error.detail === PROJECT_MESSAGES.insufficientCredits)
  );
}

/**
 * Creates a project and opens its workspace (requirements §4). With too few credits, before the call or
 * as the server's answer, it says so and sends the user to /credits (requirements §5).
 */
export function useCreateProject(user: Pick<User, 'credits' | 'email_verified'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function sendToCredits() {
    toast.error(PROJECT_MESSAGES.insufficientCredits);
    void navigate({ to: '/credits' });
  }

  const mutation = useMutation({
    mutationFn: ({ name, description }: NewProject) =>
      api('createProject', { body: { name, description, model: PROJECT_MODEL } }),
    onSuccess: async (project, { queuedPrompt }) => {
      toast.success(PROJECT_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      await navigate({
        to: '/workspace/$projectId',
        params: { projectId: project.id },
        search: queuedPrompt ? { prompt: queuedPrompt } : {},
      });
    },
    onError: (error) => {
      if (isInsufficientCredits(error)) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
        sendToCredits();
        return;
      }
      // A 401 is the session's business: the screen ends it (see useEndSessionOnUnauthorized).
      if (isUnauthorized(error)) return;
      toast.error(
        isApiError(error) && error.status !== 0 ? error.detail : PROJECT_MESSAGES.createFailed,
      );
    },
  });

  return {
    isPending: mutation.isPending,
    error: mutation.error,
    /** Resolves to whether the project was created. */
    async create(project: NewProject): Promise<boolean> {
      // An account still to verify its email has its welcome credits to come, as the server counts.
      if (user.credits < MIN_CREDITS_TO_CREATE_PROJECT && user.email_verified !== false) {
        sendToCredits();
        return false;
      }
      try {
        await mutation.mutateAsync(project);
        return true;
      } catch {
        return false;
      }
    },
  };
}
