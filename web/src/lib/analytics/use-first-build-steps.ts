import { useCallback, useEffect, useRef } from 'react';
import type { ClientFunnelStep } from '../../../../shared/api/product-analytics-schemas';
import { trackStep } from './app-analytics';

export interface FirstBuildState {
  /** The project has a page: its first build is behind it. */
  hasPage: boolean;
  /** The run the live connection reports, once its first status arrived. */
  generationId: string | null;
}

/**
 * The funnel's build steps as the workspace sees them: a build of a project with no page yet
 * started (the user confirmed it and the server's first status of a new run arrived, so it was
 * paid for and is running), then the project got its first page. Resolves to what the workspace
 * calls once a run was sent.
 */
export function useFirstBuildSteps(
  { hasPage, generationId }: FirstBuildState,
  track: (step: ClientFunnelStep) => void = trackStep,
): () => void {
  const phase = useRef<'idle' | 'sent' | 'running'>('idle');

  useEffect(() => {
    if (phase.current !== 'sent' || generationId === null) return;
    phase.current = 'running';
    track('first_build');
  }, [generationId, track]);

  useEffect(() => {
    if (phase.current !== 'running' || !hasPage) return;
    phase.current = 'idle';
    track('build_completed');
  }, [hasPage, track]);

  return useCallback(() => {
    if (!hasPage) phase.current = 'sent';
  }, [hasPage]);
}
