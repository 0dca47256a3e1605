import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { api } from '../../lib/api-client';
import { DASHBOARD_DRAFT, saveDraft } from '../../lib/generation/draft-prompt';
import { projectKeys } from '../../lib/projects/project-queries';
import { dropFromLists } from '../../lib/projects/use-delete-project';

export const FIRST_QUOTE_CANCELLED = 'Cancelled: nothing was built, and no project was kept.';

/**
 * A project made from the dashboard exists for its first build: when that first quote is
 * cancelled before anything ran, the project goes again, and the description goes back to the
 * dashboard's box. Answers whether it did so (else the quote just closes).
 */
export function useCancelFirstQuote(
  projectId: string,
  /** The project came from the dashboard with its description queued. */
  fresh: boolean,
  /** Nothing ran on it yet: no version, no message sent from this tab. */
  untouched: boolean,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (message: string): boolean => {
      if (!fresh || !untouched) return false;
      saveDraft(DASHBOARD_DRAFT, { prompt: message, quoting: false });
      // The dashboard opens once the project is gone, so its list never shows it.
      void api('deleteProject', { params: { projectId } })
        .then(() => {
          queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
          dropFromLists(queryClient, projectId);
          toast.info(FIRST_QUOTE_CANCELLED);
        })
        // Kept after all (offline, say): it stays in the list as an unbuilt project.
        .catch(() => undefined)
        .finally(async () => {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: projectKeys.recent() }),
            queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
          ]);
          await navigate({ to: '/dashboard' });
        });
      return true;
    },
    [fresh, untouched, projectId, queryClient, navigate],
  );
}
