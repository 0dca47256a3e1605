import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { GitHubStatus } from '../../../../shared/api/github-save-schemas';
import { api } from '../api-client';
import { isApiError, refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { rememberConnectingProject } from './github-connect-return';
import { GITHUB_MESSAGES } from './github-messages';
import { githubKeys } from './github-queries';

/** Off to GitHub's consent page; the app's /github/callback finishes the connection. */
export function useConnectGitHub(projectId: string) {
  return useMutation({
    mutationFn: () => api('githubConnect', { body: { project_id: projectId } }),
    onSuccess: ({ authorize_url }) => {
      rememberConnectingProject(projectId);
      window.location.assign(authorize_url);
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast.error(refusalOr(error, GITHUB_MESSAGES.connectFailed));
    },
  });
}

/** A GitHub answer that means the connection is gone: the status is read again. */
function forgetsConnection(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * Saves the project's current version to the repository, creating it first when asked; the status
 * then shows the new link.
 */
export function useSaveToGitHub(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      target: { repository: string } | { create: { name: string; private: boolean } },
    ) => {
      const repository =
        'repository' in target
          ? target.repository
          : (await api('githubCreateRepository', { body: target.create })).repository.full_name;
      return api('githubSave', { body: { project_id: projectId, repository } });
    },
    onSuccess: ({ link }) => {
      queryClient.setQueryData<GitHubStatus>(githubKeys.status(projectId), (status) =>
        status ? { ...status, project: link } : status,
      );
      void queryClient.invalidateQueries({ queryKey: githubKeys.repositories() });
      toast.success(GITHUB_MESSAGES.saved(link.version, link.full_name));
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      if (forgetsConnection(error)) {
        void queryClient.invalidateQueries({ queryKey: githubKeys.status(projectId) });
      }
    },
  });
}

/** Revokes Sitewright's access at GitHub and forgets the token. */
export function useDisconnectGitHub(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('githubDisconnect'),
    onSuccess: () => {
      queryClient.setQueryData<GitHubStatus>(githubKeys.status(projectId), (status) =>
        status ? { ...status, connection: null } : status,
      );
      queryClient.removeQueries({ queryKey: githubKeys.repositories() });
      void queryClient.invalidateQueries({ queryKey: githubKeys.all });
      toast.success(GITHUB_MESSAGES.disconnected);
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast.error(refusalOr(error, GITHUB_MESSAGES.disconnectFailed));
    },
  });
}
