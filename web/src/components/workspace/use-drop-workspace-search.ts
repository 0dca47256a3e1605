import type { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * A workspace URL's one-time search (a queued prompt, a return from connecting GitHub) is acted on
 * once: then dropped from the URL, so a reload does not act on it again.
 */
export function useDropWorkspaceSearch(
  navigate: ReturnType<typeof useNavigate>,
  projectId: string,
  present: unknown,
) {
  useEffect(() => {
    if (!present) return;
    void navigate({
      to: '/workspace/$projectId',
      params: { projectId },
      search: {},
      replace: true,
    });
  }, [present, projectId, navigate]);
}
