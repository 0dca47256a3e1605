import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  deployResponseSchema,
  listSubmissionsResponseSchema,
} from '../../shared/api/deployment-schemas';
import { callApi, signUpWithProfile } from '../../testing/cloud/local-accounts';
import { visitSite } from '../../testing/cloud/visit-site';
import type { LocalCloud } from '../local-cloud/local-cloud';
import { seedProject, seedProjectVersion } from '../../testing/cloud/seed';
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

export interface FormBenchResult {
  posts: number;
  p50Ms: number;
  p95Ms: number;
  /** The target, locally (issue #21). */
  targetMs: number;
}

/**
 * A visitor's form post as its owner sees it: from the post on the site's address to the
 * submission being listed on the deployment page (each from a visitor of its own, as the limit
 * counts per visitor).
 */
export async function benchFormPosts(
  cloud: LocalCloud,
  { posts = 40 } = {},
): Promise<FormBenchResult> {
  const user = await signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench forms' });
  await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page('forms') });
  const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });
  if (reply.status !== 200) throw new Error(`Deploy answered ${reply.status}`);
  const siteUrl = deployResponseSchema.parse(reply.body).deployment.preview_url;
  const postOnce = async (n: number) => {
    const marker = `visitor ${n}`;
    const started = performance.now();
    const sent = await visitSite(`${siteUrl}_forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: marker, message: 'Do you deliver?' }),
      from: `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 2}`,
    });
    if (sent.status !== 200) throw new Error(`The form post answered ${sent.status}`);
    for (;;) {
      const listed = await callApi(
        cloud,
        'GET',
        `/api/deployments/${projectId}/submissions?limit=1`,
        {
          token: user.idToken,
        },
      );
      const { submissions } = listSubmissionsResponseSchema.parse(listed.body);
      if (submissions[0]?.fields[0]?.value === marker) break;
    }
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await postOnce(i);
  const latencies: number[] = [];
  for (let i = 0; i < posts; i += 1) latencies.push(await postOnce(3 + i));
  latencies.sort((a, b) => a - b);
  return {
    posts,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    targetMs: 300,
  };
}

export function formatFormPosts(result: FormBenchResult): string {
  const verdict = result.p95Ms <= result.targetMs ? 'meets' : 'MISSES';
  return (
    `${result.posts} form posts: p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms ` +
    `(from the visitor's post to the owner seeing it; ${verdict} the ${result.targetMs} ms target)`
  );
}
