import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { DEPLOY_PREVIEW_OPEN_DELAY_MS } from '../../../../shared/constants';
import { api } from '../api-client';
import { refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { projectKeys } from '../projects/project-queries';
import { DEPLOYMENT_MESSAGES } from './deployment-messages';
import { deploymentKeys, liveState } from './deployment-queries';
import { openInNewTab } from './open-in-new-tab';

/**
 * Deploys the project, or re-deploys it (Update Deployment): the page shows the new deployment at
 * once, the server's message is toasted, and the preview opens in a new tab a second later
 * (requirements §4, §9). The tab is opened then rather than on the click: the user sees the success
 * first, and browsers still count it as the click's popup for a few seconds. Should one block it
 * anyway, the toast offers the preview instead.
 */
export function useDeploy(projectId: string) {
  const queryClient = useQueryClient();
  const previewTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onPage = useRef(false);
  useEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
      clearTimeout(previewTimer.current);
    };
  }, []);

  return useMutation({
    mutationFn: () => api('deploy', { body: { project_id: projectId } }),
    onSuccess: ({ deployment, message }) => {
      queryClient.setQueryData(deploymentKeys.detail(projectId), liveState(deployment));
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.history(projectId) });
      toast.success(message);
      // Left the page meanwhile: no tab opens out of nowhere.
      if (!onPage.current) return;
      clearTimeout(previewTimer.current);
      previewTimer.current = setTimeout(() => {
        if (openInNewTab(deployment.preview_url)) return;
        toast.warning(DEPLOYMENT_MESSAGES.popupBlocked, {
          action: { label: 'Open Preview', onClick: () => openInNewTab(deployment.preview_url) },
        });
      }, DEPLOY_PREVIEW_OPEN_DELAY_MS);
    },
    onError: (error) => {
      // A 401 is the session's business: the screen ends it (see useEndSessionOnUnauthorized).
      if (isUnauthorized(error)) return;
      // The server's words for a refusal, else 'Deployment failed' (requirements §8).
      toast.error(refusalOr(error, DEPLOYMENT_MESSAGES.deployFailed));
      // The refusal may come from a change made elsewhere (the code, the deployment): catch up.
      void queryClient.invalidateQueries({ queryKey: deploymentKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
    },
  });
}
