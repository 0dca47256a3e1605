import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { deployResponseSchema } from '../../shared/api/deployment-schemas';
import { callApi, signUpWithProfile } from '../test/local-accounts';
import { visitSite } from '../test/visit-site';
import type { LocalCloud } from '../local/local-cloud';
import { seedProject, seedProjectVersion } from '../test/seed';
import { percentile } from './load';

const page = (marker: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${marker}</title></head><body><h1>${marker}</h1></body></html>`;

export interface DeploymentBenchResult {
  deploys: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * Deploy latency as a user sees it: from the deploy call to the site answering with the new
 * version (a first deploy, then updates of the same project), through the local KeyValueStore and
 * sites server.
 */
export async function benchDeployment(
  cloud: LocalCloud,
  { deploys = 30 } = {},
): Promise<DeploymentBenchResult> {
  const user = await signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench bakery' });
  const deployOnce = async (marker: string) => {
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page(marker) });
    const started = performance.now();
    const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: user.idToken,
      body: { project_id: projectId },
    });
    if (reply.status !== 200) throw new Error(`Deploy answered ${reply.status}`);
    const { deployment } = deployResponseSchema.parse(reply.body);
    for (;;) {
      const site = await visitSite(deployment.preview_url);
      if (site.status === 200 && site.body.includes(marker)) break;
    }
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await deployOnce(`warm-up ${i}`);
  const latencies: number[] = [];
  for (let i = 0; i < deploys; i += 1) latencies.push(await deployOnce(`version ${i}`));
  latencies.sort((a, b) => a - b);
  return { deploys, p50Ms: percentile(latencies, 0.5), p95Ms: percentile(latencies, 0.95) };
}

export function formatDeployment(result: DeploymentBenchResult): string {
  return (
    `${result.deploys} deploys: p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms ` +
    '(from the deploy call to the new version being served)'
  );
}
