import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { AGENT_NAMES } from '../../shared/constants';
import {
  SERVER_PROFILES,
  startFakeOpenAi,
  type ChatRequest,
  type FakeOpenAi,
} from '../../testing/fakes/fake-openai-server';
import {
  agentOf,
  competentModel,
  pageInPrompt,
} from '../../testing/fixtures/generation/model-answers';
import { escapeHtml } from '../../functions/generation/offline/html';
import { isComplete, openTestSocket } from '../../testing/cloud/socket-client';
import { signUpWithProfile } from '../../testing/cloud/local-accounts';
import type { LocalCloud } from '../local-cloud/local-cloud';
import { seedProject, setCredits } from '../../testing/cloud/seed';

/**
 * Full builds (all six agents) with a model, against the fake OpenAI-compatible server writing
 * at a realistic rate: wall time and output tokens per build, by agent. Two cases: a model that
 * writes everything asked, and one whose page leaves out a fact (so the Testing agent fixes it).
 * Then an edit (a rename) both ways: as patches, and as the page written again.
 */

const EMAIL = 'orders@crumbandco.in';
const PROMPT = `A complete full-stack website with custom illustrations for my bakery Crumb & Co in Pune. Sourdough loaves are ₹250. Call +91 98765 43210 or email ${EMAIL}. Add a newsletter signup form.`;

/** Output tokens a second, and time to the first byte, of a hosted model at a calm hour. */
const TOKENS_PER_SECOND = Number(process.env.BENCH_TOKENS_PER_SECOND ?? 150);
const LATENCY_MS = 400;
/** Seconds a hosted image model takes for one picture (the pictures are asked for at once). */
const IMAGE_SECONDS = Number(process.env.BENCH_IMAGE_SECONDS ?? 12);
/** A 1×1 PNG: the bench times the wait, not the bytes. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const modelBuildResultSchema = z.object({
  name: z.string(),
  seconds: z.number(),
  outputTokens: z.number(),
  pageTokens: z.number(),
  byAgent: z.record(z.string(), z.number()),
});
export type ModelBuildResult = z.infer<typeof modelBuildResultSchema>;

/** Figures recorded from an earlier checkout, to print beside this one's. */
export const modelBuildBaselineSchema = z.object({
  commit: z.string(),
  measuredAt: z.string(),
  tokensPerSecond: z.number(),
  /** Seconds a picture took, when the build used an image model. */
  imageSeconds: z.number().optional(),
  results: z.array(modelBuildResultSchema),
});
type ModelBuildBaseline = z.infer<typeof modelBuildBaselineSchema>;

/**
 * A model that answers fixes both ways: patches when asked for JSON (this checkout), the page
 * again when asked to stream one (the design before it), each adding the missing facts.
 */
function fixingModel(forgetful: boolean) {
  const competent = competentModel(
    forgetful ? { forget: (page) => page.replaceAll(EMAIL, '') } : {},
  );
  return async (request: ChatRequest) => {
    if (agentOf(request) !== 'Testing' || !request.stream) return competent(request);
    const asked = request.messages.at(-1)?.content ?? '';
    const facts = [...asked.matchAll(/The page must show "([^"]+)" exactly as given/g)];
    const footer = facts.map((match) => `<p>${escapeHtml(match[1] ?? '')}</p>`).join('');
    return { stream: pageInPrompt(asked).replace('</footer>', `${footer}</footer>`) };
  };
}

async function timeBuild(cloud: LocalCloud, fake: FakeOpenAi, name: string, forgetful: boolean) {
  fake.answerChat = fixingModel(forgetful);
  fake.sent.length = 0;
  const user = await signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`);
  await setCredits(cloud, user.sub, 1000);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench' });
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  try {
    socket.watch(user.idToken);
    const started = performance.now();
    socket.generate(user.idToken, PROMPT, AGENT_NAMES);
    const end = await socket.end({ timeoutMs: 600_000 });
    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    const byAgent: Record<string, number> = {};
    for (const answer of fake.sent) {
      const agent = agentOf(answer.request);
      byAgent[agent] = (byAgent[agent] ?? 0) + answer.outputTokens;
    }
    return {
      name,
      seconds: (performance.now() - started) / 1000,
      outputTokens: fake.sent.reduce((sum, answer) => sum + answer.outputTokens, 0),
      pageTokens: byAgent.Frontend ?? 0,
      byAgent,
    };
  } finally {
    await socket.close();
  }
}

const NEW_NAME = 'Loaf & Ladle';
const RENAME = `Rename the site to "${NEW_NAME}"`;

/**
 * A model editing the page: as patches (one per place the name shows) when asked for JSON, as
 * the page again when asked to stream one (a full rewrite, the design before patches).
 */
function editingModel(rewrite: boolean) {
  return async (request: ChatRequest) => {
    const asked = request.messages.at(-1)?.content ?? '';
    const page = pageInPrompt(asked);
    const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
    const renamed = escapeHtml(NEW_NAME);
    if (rewrite) {
      // Patches that never match make the edit fall back to writing the page again.
      if (!request.stream) {
        return {
          content: JSON.stringify({
            patches: [{ find: '\u0000', replace: '' }],
            done: [],
            notDone: [],
          }),
        };
      }
      return { stream: page.split(title).join(renamed) };
    }
    const places = page.split(title).length - 1;
    return {
      content: JSON.stringify({
        patches: Array.from({ length: places }, () => ({ find: title, replace: renamed })),
        done: [`Renamed the site in ${places} places`],
        notDone: [],
      }),
    };
  };
}

async function timeEdit(
  cloud: LocalCloud,
  fake: FakeOpenAi,
  models: { on: () => void; off: () => void },
  name: string,
  rewrite: boolean,
) {
  // The page to edit is the offline models' (a build with no model), as the project's v1.
  models.off();
  const user = await signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`);
  await setCredits(cloud, user.sub, 1000);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench' });
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  try {
    socket.watch(user.idToken);
    socket.generate(user.idToken, PROMPT);
    const built = await socket.end({ timeoutMs: 600_000 });
    if (!isComplete(built)) throw new Error(`The build failed: ${JSON.stringify(built)}`);
    models.on();
    fake.answerChat = editingModel(rewrite);
    fake.sent.length = 0;
    const from = socket.messages.length;
    const started = performance.now();
    socket.generate(user.idToken, RENAME);
    const end = await socket.end({ from, timeoutMs: 600_000 });
    if (!isComplete(end)) throw new Error(`The edit failed: ${JSON.stringify(end)}`);
    const tokens = fake.sent.reduce((sum, answer) => sum + answer.outputTokens, 0);
    return {
      name,
      seconds: (performance.now() - started) / 1000,
      outputTokens: tokens,
      pageTokens: Math.ceil((end.code ?? '').length / 4),
      byAgent: { Frontend: tokens },
    };
  } finally {
    await socket.close();
  }
}

/**
 * Runs both cases on `cloud`, whose agent tasks use the models of the environment given to
 * `useModels` (and their instant models again once given null).
 */
export async function benchModelBuilds(
  cloud: LocalCloud,
  useModels: (env: NodeJS.ProcessEnv | null) => void,
): Promise<ModelBuildResult[]> {
  const fake = await startFakeOpenAi();
  fake.profile = {
    ...SERVER_PROFILES.openai,
    latencyMs: LATENCY_MS,
    tokensPerSecond: TOKENS_PER_SECOND,
  };
  fake.answerImage = async () => {
    await new Promise((resolve) => setTimeout(resolve, IMAGE_SECONDS * 1000));
    return { b64: PNG };
  };
  const env = {
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'gpt-5',
    OPENAI_IMAGE_MODEL: 'gpt-image-1',
  };
  const models = { on: () => useModels(env), off: () => useModels(null) };
  models.on();
  try {
    return [
      await timeBuild(cloud, fake, 'writes everything asked', false),
      await timeBuild(cloud, fake, 'leaves out a fact', true),
      await timeEdit(cloud, fake, models, 'rename, as patches', false),
      await timeEdit(cloud, fake, models, 'rename, page rewritten', true),
    ];
  } finally {
    useModels(null);
    await fake.close();
  }
}

/** The earlier checkouts' figures, oldest first (none when the file is missing or unreadable). */
export function readBaselines(path: string): ModelBuildBaseline[] {
  try {
    return z.array(modelBuildBaselineSchema).parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return [];
  }
}

/** The tokens that wrote HTML: everything but the plan and the copy. */
const htmlTokens = (result: ModelBuildResult): number =>
  result.outputTokens - (result.byAgent.Planner ?? 0) - (result.byAgent.Content ?? 0);

export function formatModelBuilds(
  results: ModelBuildResult[],
  baselines: readonly ModelBuildBaseline[],
): string {
  const cell = (value: number | undefined, digits = 0) =>
    (value === undefined ? '-' : value.toFixed(digits)).padStart(9);
  const tags = baselines.map((_, index) => String.fromCharCode(65 + index));
  const header = [
    ''.padEnd(26),
    ...tags.flatMap((tag) => [`${tag} s`.padStart(9), `${tag} tk`.padStart(9)]),
    'now s'.padStart(9),
    'now tk'.padStart(9),
    'html×page'.padStart(10),
  ];
  const lines = [header.join('')];
  for (const result of results) {
    const before = baselines.map((baseline) =>
      baseline.results.find((candidate) => candidate.name === result.name),
    );
    lines.push(
      [
        result.name.padEnd(26),
        ...before.flatMap((earlier) => [cell(earlier?.seconds, 1), cell(earlier?.outputTokens)]),
        cell(result.seconds, 1),
        cell(result.outputTokens),
        cell(htmlTokens(result) / result.pageTokens, 2).padStart(10),
      ].join(''),
    );
    const agents = (byAgent: Record<string, number>) =>
      Object.entries(byAgent)
        .map(([agent, tokens]) => `${agent} ${tokens}`)
        .join(', ');
    lines.push(`  output tokens now: ${agents(result.byAgent)}`);
    before.forEach((earlier, index) => {
      if (earlier) lines.push(`  ${tags[index]}: ${agents(earlier.byAgent)}`);
    });
  }
  lines.push(
    `(a full build, all six agents, fake model at ${TOKENS_PER_SECOND} tokens/s after ${LATENCY_MS} ms, ${IMAGE_SECONDS} s a picture;`,
    ...baselines.map(
      (baseline, index) =>
        ` ${tags[index]} = ${baseline.commit}, measured ${baseline.measuredAt} at ${baseline.tokensPerSecond} tokens/s, ${
          baseline.imageSeconds === undefined
            ? 'no image model'
            : `${baseline.imageSeconds} s a picture`
        };`,
    ),
    ' html×page: the HTML a build or edit wrote, in pages; target for a full build: ≤ 1.3)',
  );
  return lines.join('\n');
}
