import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AgentModels } from '../../functions/generation/models/agent-models';
import { agentModelsFor } from '../../functions/generation/model-setup/models-from-environment';
import { pageParts, partialPage } from '../../functions/generation/offline/frontend';
import { offlineModels } from '../../functions/generation/offline/offline-models';
import { createAgentWork } from '../../functions/generation/pipeline/agent-work';
import { isComplete, openTestSocket } from '../../testing/cloud/socket-client';
import { signUpWithProfile } from '../../testing/cloud/local-accounts';
import type { LocalCloud } from '../local-cloud/local-cloud';
import { pipelineTasksWith } from '../../testing/pipeline-tasks';
import { seedProject, setCredits } from '../../testing/cloud/seed';
import { percentile } from './load';

/** Frontend alone: the smallest build. */
const PROMPT = 'A landing page for a neighbourhood bakery called Crumb & Co';

/**
 * An "instant" model: the offline models' answers, remembered, so after the first build a model
 * call costs nothing and what is measured is the pipeline itself (socket, function, debit, state
 * machine, tasks, S3, version save, @connections).
 */
function instantModels(): AgentModels {
  const cache = new Map<string, Promise<unknown>>();
  const remember =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args.filter((arg) => typeof arg !== 'object' || arg === null || !('onProgress' in arg)))}`;
      let result = cache.get(key) as Promise<R> | undefined;
      if (!result) {
        result = call(...args);
        cache.set(key, result);
      }
      return result;
    };
  const page = remember('page', offlineModels.buildPage);
  return {
    plan: remember('plan', offlineModels.plan),
    writeContent: remember('content', offlineModels.writeContent),
    makeImages: remember('images', offlineModels.makeImages),
    // The page the offline Frontend shows first (its opening section) is sent as it would be;
    // the rest of its writing, paced for people to watch, is not what is measured here.
    buildPage: async (plan, given, images, options) => {
      const content = given ?? (await offlineModels.writeContent(plan));
      options?.onPartialHtml?.(partialPage(pageParts(plan, content, images), 1));
      return page(plan, content, images);
    },
    addBehaviour: remember('behaviour', offlineModels.addBehaviour),
    // Edits are the offline editor's own: a few milliseconds, nothing to remember.
    ...(offlineModels.editPage ? { editPage: offlineModels.editPage } : {}),
    fixPage: remember('fix', offlineModels.fixPage),
  };
}

interface BuildTiming {
  firstStatusMs: number;
  /** To the first page in the preview: what someone who pressed Confirm first sees of the site. */
  firstPreviewMs: number;
  completeMs: number;
}

async function timeBuild(cloud: LocalCloud, user: { sub: string; idToken: string }) {
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench' });
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  try {
    socket.watch(user.idToken);
    const started = performance.now();
    socket.generate(user.idToken, PROMPT);
    const first = socket.next(
      (message): message is typeof message => 'type' in message && message.type === 'status',
    );
    const firstAt = first.then(() => performance.now());
    const preview = socket.next(
      (message): message is typeof message => 'type' in message && message.type === 'preview',
    );
    const previewAt = preview.then(() => performance.now());
    const end = await socket.end({ timeoutMs: 60_000 });
    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    const completeAt = performance.now();
    return {
      firstStatusMs: (await firstAt) - started,
      firstPreviewMs: (await previewAt) - started,
      completeMs: completeAt - started,
    };
  } finally {
    await socket.close();
  }
}

export interface GenerationBenchResult {
  name: string;
  builds: number;
  firstStatusP50: number;
  firstStatusP95: number;
  firstPreviewP50: number;
  firstPreviewP95: number;
  completeP50: number;
  completeP95: number;
}

function summarise(name: string, timings: BuildTiming[]): GenerationBenchResult {
  const first = timings.map((timing) => timing.firstStatusMs).sort((a, b) => a - b);
  const preview = timings.map((timing) => timing.firstPreviewMs).sort((a, b) => a - b);
  const complete = timings.map((timing) => timing.completeMs).sort((a, b) => a - b);
  return {
    name,
    builds: timings.length,
    firstStatusP50: percentile(first, 0.5),
    firstStatusP95: percentile(first, 0.95),
    firstPreviewP50: percentile(preview, 0.5),
    firstPreviewP95: percentile(preview, 0.95),
    completeP50: percentile(complete, 0.5),
    completeP95: percentile(complete, 0.95),
  };
}

/**
 * Message → first status and message → complete, with an instant model: one build at a time, and
 * 20 users building at once.
 */
/**
 * The state machine's real tasks, for the local cloud the benchmarks share
 * (`startLocalCloud({ taskHandlers })`): with the instant model, or with the models an
 * environment configures while `modelEnv()` gives one.
 */
export function benchTaskHandlers(modelEnv: () => NodeJS.ProcessEnv | null) {
  const instant = instantModels();
  return pipelineTasksWith((deps) => ({
    workFor: async (run) => {
      const env = modelEnv();
      return createAgentWork({
        models: env ? await agentModelsFor(run.model, env) : instant,
        groundwork: env ? offlineModels : instant,
        artefacts: deps.artefacts,
        readCode: (key) => deps.code.get(key),
      });
    },
  }));
}

/**
 * Message → first status and message → complete, on a local cloud started with
 * `instantTaskHandlers()`: one build at a time, and 20 users building at once.
 */
export async function benchGeneration(
  cloud: LocalCloud,
  { sequential = 30, rounds = 3, concurrent = 20 } = {},
) {
  const users = await Promise.all(
    Array.from({ length: concurrent }, () =>
      signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`),
    ),
  );
  await Promise.all(users.map((user) => setCredits(cloud, user.sub, 100_000)));
  const [solo] = users;
  if (!solo) throw new Error('No bench user');
  // Warm up: the functions' modules, the definition, the model cache.
  for (let i = 0; i < 3; i += 1) await timeBuild(cloud, solo);

  // One at a time, each by the next user: a build is a connection, and one account making them
  // this fast would pass its connections a minute (connections.ts).
  const one: BuildTiming[] = [];
  for (let i = 0; i < sequential; i += 1) {
    one.push(await timeBuild(cloud, users[i % users.length] ?? solo));
  }
  const many: BuildTiming[] = [];
  for (let round = 0; round < rounds; round += 1) {
    many.push(...(await Promise.all(users.map((user) => timeBuild(cloud, user)))));
  }
  return [summarise('one build', one), summarise(`${concurrent} concurrent builds`, many)];
}

export function formatGeneration(results: GenerationBenchResult[]): string {
  const rows = results.map(
    (result) =>
      `${result.name.padEnd(22)} ${String(result.builds).padStart(6)} ` +
      `${result.firstStatusP50.toFixed(1).padStart(10)} ${result.firstStatusP95.toFixed(1).padStart(10)} ` +
      `${result.firstPreviewP50.toFixed(1).padStart(10)} ${result.firstPreviewP95.toFixed(1).padStart(10)} ` +
      `${result.completeP50.toFixed(1).padStart(10)} ${result.completeP95.toFixed(1).padStart(10)}`,
  );
  return [
    `${''.padEnd(22)} ${'builds'.padStart(6)} ${'1st p50'.padStart(10)} ${'1st p95'.padStart(10)} ${'view p50'.padStart(10)} ${'view p95'.padStart(10)} ${'done p50'.padStart(10)} ${'done p95'.padStart(10)}`,
    ...rows,
    '(ms from the message (Confirm) to the first status / to the first page in the preview / to complete;',
    ' targets: first status ≤ 50, first page in the preview ≤ 100, one build p50 ≤ 150)',
  ].join('\n');
}
