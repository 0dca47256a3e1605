import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/repository-root';
import { traced, tracer, tracingWanted } from './tracing';

/** What importing tracing.ts does in a Node process of its own with `env`. */
function tracingIn(env: NodeJS.ProcessEnv): { loaded: boolean; namespaces: string[] } {
  const script = `
    const { tracer } = await import('./functions/lib/tracing.ts');
    console.log(JSON.stringify({ loaded: tracer !== undefined, namespaces: Object.keys(process.namespaces ?? {}) }));`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: repositoryRoot, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ReturnType<typeof tracingIn>;
}

describe('tracing', () => {
  it('follows Powertools: in Lambda unless switched off, never in SAM local or off Lambda', () => {
    const lambda = { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' };
    expect(tracingWanted(lambda)).toBe(true);
    expect(tracingWanted({ ...lambda, POWERTOOLS_TRACE_ENABLED: 'FALSE' })).toBe(false);
    expect(tracingWanted({ ...lambda, AWS_SAM_LOCAL: 'true' })).toBe(false);
    expect(tracingWanted({})).toBe(false);
  });

  it('loads the X-Ray SDK in Lambda, and outside it leaves every await of the process alone', () => {
    // The X-Ray SDK keeps its context in a cls-hooked namespace, on an async hook of the process.
    expect(tracingIn({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' })).toEqual({
      loaded: true,
      namespaces: ['AWSXRay'],
    });
    expect(tracingIn({})).toEqual({ loaded: false, namespaces: [] });
  });

  it('runs the work untraced where nothing traces', async () => {
    expect(tracer).toBeUndefined();
    await expect(traced('task', { runId: 'r1' }, () => Promise.resolve(42))).resolves.toBe(42);
    await expect(traced('task', {}, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});
