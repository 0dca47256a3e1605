import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientFunnelStep } from '../../../../shared/api/product-analytics-schemas';
import { useFirstBuildSteps, type FirstBuildState } from './use-first-build-steps';

function workspace(initial: FirstBuildState) {
  const steps: ClientFunnelStep[] = [];
  const track = (step: ClientFunnelStep) => void steps.push(step);
  const hook = renderHook((state: FirstBuildState) => useFirstBuildSteps(state, track), {
    initialProps: initial,
  });
  return { steps, sent: () => hook.result.current(), rerender: hook.rerender };
}

describe('the first build steps', () => {
  it('count a started build of a project with no page, then its first page', () => {
    const { steps, sent, rerender } = workspace({ hasPage: false, generationId: 'old-failed-run' });

    sent();
    rerender({ hasPage: false, generationId: 'old-failed-run' });
    expect(steps).toEqual([]);
    rerender({ hasPage: false, generationId: 'run-1' });
    rerender({ hasPage: true, generationId: 'run-1' });

    expect(steps).toEqual(['first_build', 'build_completed']);
  });

  it('count nothing for an edit of a project that has a page', () => {
    const { steps, sent, rerender } = workspace({ hasPage: true, generationId: null });

    sent();
    rerender({ hasPage: true, generationId: 'run-2' });

    expect(steps).toEqual([]);
  });

  it('count no start the server never began: no status of a new run came', () => {
    const { steps, sent, rerender } = workspace({ hasPage: false, generationId: null });

    sent();
    rerender({ hasPage: false, generationId: null });

    expect(steps).toEqual([]);
  });
});
