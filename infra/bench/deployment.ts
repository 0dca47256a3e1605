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

export interface RollbackBenchResult {
  rollbacks: number;
  p50Ms: number;
  p95Ms: number;
  /** The target, locally (issue #21). */
  targetMs: number;
}

/**
 * Rollback latency as a user sees it: from the rollback call to the site answering with the
 * older deploy, alternating between two kept deploys of one site.
 */
export async function benchRollback(
  cloud: LocalCloud,
  { rollbacks = 40 } = {},
): Promise<RollbackBenchResult> {
  const user = await signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench rollback' });
  let previewUrl = '';
  for (const marker of ['first deploy', 'second deploy']) {
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page(marker) });
    const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: user.idToken,
      body: { project_id: projectId },
    });
    if (reply.status !== 200) throw new Error(`Deploy answered ${reply.status}`);
    previewUrl = deployResponseSchema.parse(reply.body).deployment.preview_url;
  }
  const rollBack = async (deployId: string, marker: string) => {
    const started = performance.now();
    const reply = await callApi(cloud, 'POST', `/api/deployments/${projectId}/rollback`, {
      token: user.idToken,
      body: { deploy_id: deployId },
    });
    if (reply.status !== 200) throw new Error(`Rollback answered ${reply.status}`);
    for (;;) {
      const site = await visitSite(previewUrl);
      if (site.status === 200 && site.body.includes(marker)) break;
    }
    return performance.now() - started;
  };
  // Alternately the first deploy and the second, so each call changes what the site serves.
  const rollBackTurn = (turn: number) =>
    turn % 2 === 0 ? rollBack('1', 'first deploy') : rollBack('2', 'second deploy');
  for (let i = 0; i < 4; i += 1) await rollBackTurn(i);
  const latencies: number[] = [];
  for (let i = 0; i < rollbacks; i += 1) latencies.push(await rollBackTurn(i));
  latencies.sort((a, b) => a - b);
  return {
    rollbacks,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    targetMs: 100,
  };
}

export function formatRollback(result: RollbackBenchResult): string {
  const verdict = result.p95Ms <= result.targetMs ? 'meets' : 'MISSES';
  return (
    `${result.rollbacks} rollbacks: p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms ` +
    `(from the rollback call to the older deploy being served; ${verdict} the ${result.targetMs} ms target)`
  );
}
