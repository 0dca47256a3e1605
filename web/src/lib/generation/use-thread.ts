import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { projectKeys, runsQuery, versionsQuery } from '../projects/project-queries';
import type { GenerationState } from './generation-state';
import { threadEntries } from './thread';

/**
 * The workspace's conversation: the project's runs and versions as stored, with what this tab's
 * live connection knows ahead of them. A run heard of for the first time (this tab's, or another
 * tab's) reloads the history, so its message shows with its words.
 */
export function useThread(
  projectId: string,
  live: Pick<GenerationState, 'generating' | 'generationId' | 'sentPrompt' | 'endings' | 'agents'>,
) {
  const queryClient = useQueryClient();
  const runs = useQuery(runsQuery(projectId));
  const versions = useQuery(versionsQuery(projectId));
  const { generationId } = live;
  useEffect(() => {
    if (generationId === null) return;
    void queryClient.invalidateQueries({ queryKey: projectKeys.runs(projectId), exact: true });
  }, [generationId, projectId, queryClient]);
  const { generating, sentPrompt, endings, agents } = live;
  return useMemo(
    () =>
      threadEntries({
        runs: runs.data,
        versions: versions.data,
        live: { generating, generationId, sentPrompt, endings, agents },
        now: new Date().toISOString(),
      }),
    [runs.data, versions.data, generating, generationId, sentPrompt, endings, agents],
  );
}
