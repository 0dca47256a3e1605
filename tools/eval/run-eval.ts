import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { projectDetailSchema } from '../../shared/api/project-schemas';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { isComplete, openTestSocket } from '../../testing/cloud/socket-client';
import type { CloudAddresses } from '../../testing/cloud/shared-cloud';
import { seedProject, setCredits } from '../../testing/cloud/seed';
import { checkPage, type PageCheck } from './checks';
import { SOCKET_CONNECTS_PER_USER_MINUTE } from '../../functions/generation/pipeline/connections';
import type { EvalPrompt } from './prompts';

export interface BuildResult {
  prompt: EvalPrompt;
  /** The page, or why there is none. */
  html: string | null;
  error?: string;
  credits: number;
  seconds: number;
  /** Tokens the model used for the build, when they are measured (`--model`). */
  tokens?: TokenCount;
  check?: PageCheck;
}

export interface TokenCount {
  inputTokens: number;
  outputTokens: number;
}

const START_CREDITS = 100_000;

/** Builds one eval account makes, well within its connections a minute (connections.ts). */
const BUILDS_PER_ACCOUNT = Math.floor(SOCKET_CONNECTS_PER_USER_MINUTE / 2);

/** One build over the live connection, as the workspace runs it: the default agents, no choice. */
async function build(
  cloud: CloudAddresses,
  user: SignedUpAccount,
  prompt: string,
): Promise<{
  html: string | null;
  error?: string;
  credits: number;
  seconds: number;
}> {
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Eval' });
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  const before = START_CREDITS;
  await setCredits(cloud, user.sub, before);
  try {
    socket.watch(user.idToken);
    const started = performance.now();
    socket.generate(user.idToken, prompt);
    const end = await socket.end({ timeoutMs: 15 * 60_000 });
    const seconds = (performance.now() - started) / 1000;
    if (!isComplete(end)) {
      return {
        html: null,
        error: end.error,
        credits: before - (end.new_balance ?? before),
        seconds,
      };
    }
    let html = end.code;
    if (html === null) {
      const reply = await callApi(cloud, 'GET', `/api/projects/${projectId}`, {
        token: user.idToken,
      });
      html = projectDetailSchema.parse(reply.body).generated_code;
    }
    return {
      html,
      credits: before - end.new_balance,
      seconds,
    };
  } finally {
    await socket.close();
  }
}

export interface RunEvalOptions {
  cloud: CloudAddresses;
  browser: Browser;
  prompts: readonly EvalPrompt[];
  /** Screenshots go here; none without it. */
  screenshotsTo?: string;
  /** Builds at once (each with its own account). */
  concurrency?: number;
  /**
   * The tokens the model has used so far in this process: each build's share is measured when
   * given (builds then run one at a time, so the shares do not mix).
   */
  usage?: () => TokenCount;
  log?: (line: string) => void;
}

/** Builds every prompt through the real pipeline on the local cloud and checks each page. */
export async function runEval({
  cloud,
  browser,
  prompts,
  screenshotsTo,
  concurrency: askedConcurrency = 2,
  usage,
  log = () => {},
}: RunEvalOptions): Promise<BuildResult[]> {
  const concurrency = usage ? 1 : askedConcurrency;
  if (screenshotsTo) await mkdir(screenshotsTo, { recursive: true });
  const newUser = () => signUpWithProfile(cloud, `eval-${randomUUID().slice(0, 8)}@example.com`);
  const results: BuildResult[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      let user = await newUser();
      let builds = 0;
      for (let index = next++; index < prompts.length; index = next++) {
        // A build is a connection: fast builds would pass an account's connections a minute.
        if (builds === BUILDS_PER_ACCOUNT) [user, builds] = [await newUser(), 0];
        builds += 1;
        const prompt = prompts[index] as EvalPrompt;
        const before = usage?.();
        const built = await build(cloud, user, prompt.prompt);
        const after = usage?.();
        const result: BuildResult = { prompt, ...built };
        if (before && after) {
          result.tokens = {
            inputTokens: after.inputTokens - before.inputTokens,
            outputTokens: after.outputTokens - before.outputTokens,
          };
        }
        if (built.html) {
          result.check = await checkPage(browser, prompt, built.html, {
            ...(screenshotsTo ? { screenshotsTo } : {}),
          });
        }
        results[index] = result;
        log(
          `${prompt.id}: ${built.html ? 'built' : `failed (${built.error})`} in ${built.seconds.toFixed(1)} s`,
        );
      }
    }),
  );
  return results;
}

export interface EdgeResult {
  id: string;
  /** A page came back, or a clear error did. */
  outcome: 'page' | 'error';
  error?: string;
  /** No markup from the prompt became part of the page (no script of its, no handler). */
  escaped: boolean;
}

/** Builds the edge prompts and checks each gives a page or a clear error, its text only text. */
export async function runEdgeCases(
  cloud: CloudAddresses,
  browser: Browser,
  prompts: readonly { id: string; prompt: string }[],
): Promise<EdgeResult[]> {
  const user = await signUpWithProfile(cloud, `edge-${randomUUID().slice(0, 8)}@example.com`);
  const results: EdgeResult[] = [];
  for (const { id, prompt } of prompts) {
    const built = await build(cloud, user, prompt);
    if (!built.html) {
      results.push({ id, outcome: 'error', error: built.error ?? '', escaped: true });
      continue;
    }
    const page = await browser.newPage();
    try {
      let alerted = false;
      page.on('dialog', (dialog) => {
        alerted = true;
        void dialog.dismiss();
      });
      await page.setContent(built.html, { waitUntil: 'load' });
      const injected = await page.evaluate(
        () =>
          [...document.querySelectorAll('script')].some((script) =>
            (script.textContent ?? '').includes('alert('),
          ) || document.querySelector('[onerror], img[src="x"]') !== null,
      );
      results.push({ id, outcome: 'page', escaped: !injected && !alerted });
    } finally {
      await page.close();
    }
  }
  return results;
}
