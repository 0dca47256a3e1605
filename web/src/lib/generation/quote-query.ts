import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentName } from '../../../../shared/constants';
import { api } from '../api-client';
import { projectKeys } from '../projects/project-queries';

export const quoteKeys = {
  quote: (projectId: string, message: string, agents: readonly AgentName[] | undefined) =>
    [...projectKeys.detail(projectId), 'quote', message, agents ?? 'default'] as const,
};

/**
 * What a message would run and cost (POST /api/projects/{projectId}/quote), for the user's choice
 * of agents or the default one. Never cached for long: the balance in it moves.
 */
export function quoteQuery(
  projectId: string,
  message: string,
  agents: readonly AgentName[] | undefined,
) {
  return queryOptions({
    queryKey: quoteKeys.quote(projectId, message, agents),
    queryFn: ({ signal }) =>
      api(
        'quoteMessage',
        {
          params: { projectId },
          body: agents === undefined ? { message } : { message, agents: [...agents] },
        },
        { signal },
      ),
    staleTime: 0,
    gcTime: 60_000,
    // Switching an agent keeps the last quote on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
