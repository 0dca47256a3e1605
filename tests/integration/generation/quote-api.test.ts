import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../../shared/api/auth-schemas';
import { errorBodySchema } from '../../../shared/api/common';
import { listTransactionsResponseSchema } from '../../../shared/api/credits-schemas';
import { createProjectResponseSchema } from '../../../shared/api/project-schemas';
import { quoteResponseSchema, type QuoteResponse } from '../../../shared/api/quote-schemas';
import { WELCOME_CREDITS, type AgentName } from '../../../shared/constants';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { setCredits } from '../../../testing/cloud/seed';
import { isComplete, isError, openTestSocket } from '../../../testing/cloud/socket-client';
import { QUICK_ACTIONS, SURPRISE_IDEAS } from '../../../shared/project-ideas';
import { INSUFFICIENT_CREDITS_MESSAGE } from '../../../functions/credits/credit-account';
import { PLAIN_ONE_PAGE_PROMPTS } from '../../../testing/fixtures/generation/plain-prompts';
import { generationEngine } from '../../../functions/generation/models/model-settings';
import { quoteRun } from '../../../shared/pricing';

/**
 * The quote a user confirms and the run it starts, through the real API and socket of the local
 * cloud: what was quoted is what is debited, and a new account's first build fits its free credits.
 */

const cloud = useSharedCloud();

const LARGE = 'A complete multi-page website for my law firm with custom illustrations';

/** What the local cloud prices runs as: template mode, or a model, by its environment. */
const ENGINE = generationEngine(process.env);
const FRONTEND_TOTAL = quoteRun(['Frontend'], ENGINE.pricedAs).total;

const newUser = () => signUpWithProfile(cloud, `q-${randomUUID().slice(0, 8)}@example.com`);

async function newProject(user: SignedUpAccount, name = 'Bakery in Mumbai'): Promise<string> {
  const reply = await callApi(cloud, 'POST', '/api/projects/create', {
    token: user.idToken,
    body: { name, description: name, model: 'gpt-5' },
  });
  expect(reply.status).toBe(200);
  return createProjectResponseSchema.parse(reply.body).id;
}

async function quote(
  user: SignedUpAccount,
  projectId: string,
  message: string,
  agents?: AgentName[],
): Promise<QuoteResponse> {
  const reply = await callApi(cloud, 'POST', `/api/projects/${projectId}/quote`, {
    token: user.idToken,
    body: agents === undefined ? { message } : { message, agents },
  });
  expect(reply.status).toBe(200);
  return quoteResponseSchema.parse(reply.body);
}

async function transactions(user: SignedUpAccount) {
  const reply = await callApi(cloud, 'GET', '/api/credits/transactions?limit=20', {
    token: user.idToken,
  });
  return listTransactionsResponseSchema.parse(reply.body).transactions;
}

async function balanceOf(user: SignedUpAccount): Promise<number> {
  const reply = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
  return meResponseSchema.parse(reply.body).credits;
}

/** Sends one build message and waits for its end. */
async function run(user: SignedUpAccount, projectId: string, message: string, agents?: string[]) {
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  try {
    socket.watch(user.idToken);
    socket.generate(user.idToken, message, agents);
    return await socket.end({ timeoutMs: 30_000 });
  } finally {
    await socket.close();
  }
}

describe('a new account', () => {
  // Every such prompt is priced within the free credits by the pricing function itself
  // (generation-quote.test.ts); one of each kind goes through the real API, socket and pipeline.
  it.each(
    [QUICK_ACTIONS[0]?.prompt, SURPRISE_IDEAS[0], PLAIN_ONE_PAGE_PROMPTS[0]].filter(
      (prompt): prompt is string => prompt !== undefined,
    ),
  )('is quoted at most its free credits for, and completes: %s', async (prompt) => {
    const user = await newUser();
    const projectId = await newProject(user);
    const quoted = await quote(user, projectId, prompt);
    expect(quoted.total).toBeLessThanOrEqual(WELCOME_CREDITS);
    expect(quoted).toMatchObject({ kind: 'build', balance: WELCOME_CREDITS, missing: 0 });

    // A client that follows the spec sends no agents: the default selection runs.
    const end = await run(user, projectId, prompt);
    expect(isComplete(end) && end.new_balance).toBe(WELCOME_CREDITS - quoted.total);
  });
});

describe('the quote and the debit', () => {
  it.each<[string, AgentName[] | undefined]>([
    ['the default agents', undefined],
    ['the Frontend alone', ['Frontend']],
    ['four agents, with the discount', ['Planner', 'Content', 'Frontend', 'Testing']],
    ['every agent', ['Planner', 'Content', 'Image', 'Frontend', 'Backend', 'Testing']],
    ['a choice without the Frontend, which runs anyway', ['Image']],
  ])('debits exactly the quoted total for %s', async (_, agents) => {
    const user = await newUser();
    await setCredits(cloud, user.sub, 100);
    const projectId = await newProject(user);
    const quoted = await quote(user, projectId, LARGE, agents);
    expect(quoted).toMatchObject({ balance: 100, missing: 0 });
    const end = await run(user, projectId, LARGE, agents);
    if (!isComplete(end)) throw new Error(`The run did not complete: ${JSON.stringify(end)}`);
    const entries = await transactions(user);
    const [spend] = entries.filter((entry) => entry.type === 'spend');
    expect(spend?.amount).toBe(-quoted.total);
    expect(spend?.run?.agents).toEqual(quoted.agents.map((agent) => agent.name));
    // Agents whose work left the page as it was give their quoted cost back in the same run.
    const idle = end.refunded_for ?? [];
    const given = quoted.agents
      .filter((agent) => idle.includes(agent.name))
      .reduce((sum, agent) => sum + agent.cost, 0);
    expect(end.refunded ?? 0).toBe(given);
    expect(end.new_balance).toBe(100 - quoted.total + given);
    const refunds = entries.filter((entry) => entry.type === 'refund');
    expect(refunds.map((entry) => entry.amount)).toEqual(given > 0 ? [given] : []);
  });

  it('quotes less when optional agents are switched off, and never lets the Frontend go', async () => {
    const user = await newUser();
    const projectId = await newProject(user);
    const full = await quote(user, projectId, LARGE);
    expect(full.agents.map((agent) => agent.name)).toEqual([
      'Planner',
      'Content',
      'Image',
      'Frontend',
      'Testing',
    ]);
    expect(full.agents.find((agent) => agent.name === 'Frontend')?.optional).toBe(false);
    expect(full.available.map((agent) => agent.name)).toEqual(['Backend']);
    const fewer = await quote(user, projectId, LARGE, ['Image']);
    expect(fewer.agents.map((agent) => agent.name)).toEqual(['Image', 'Frontend']);
    expect(fewer.total).toBe(quoteRun(['Image', 'Frontend'], ENGINE.pricedAs).total);
    expect(fewer.default_agents).toEqual(full.default_agents);
  });

  it('answers a short balance with the missing credits and the variant that fits, and debits nothing', async () => {
    const user = await newUser();
    const projectId = await newProject(user);
    const quoted = await quote(user, projectId, LARGE);
    const total = quoteRun(
      ['Planner', 'Content', 'Image', 'Frontend', 'Testing'],
      ENGINE.pricedAs,
    ).total;
    expect(quoted.total).toBe(total);
    expect(quoted.missing).toBe(total - WELCOME_CREDITS);
    // The most agents the balance covers, the Frontend among them (with a model, the Frontend
    // alone; in template mode the Planner, Content and Image agents cost nothing beside it).
    const affordable = quoted.affordable;
    expect(affordable?.agents).toContain('Frontend');
    expect(affordable?.agents).not.toContain('Testing');
    expect(affordable?.total).toBe(quoteRun(affordable?.agents ?? [], ENGINE.pricedAs).total);
    expect(affordable?.total).toBeLessThanOrEqual(WELCOME_CREDITS);

    const refused = await run(user, projectId, LARGE);
    expect(isError(refused) && refused.error).toBe(INSUFFICIENT_CREDITS_MESSAGE);
    expect(await balanceOf(user)).toBe(WELCOME_CREDITS);
    expect((await transactions(user)).map((entry) => entry.type)).toEqual(['welcome']);
    const project = await callApi(cloud, 'GET', `/api/projects/${projectId}`, {
      token: user.idToken,
    });
    expect(project.body).toMatchObject({ generated_code: null, versions: [] });

    // The affordable variant runs.
    const end = await run(user, projectId, LARGE, quoted.affordable?.agents);
    expect(isComplete(end) && end.new_balance).toBe(WELCOME_CREDITS - (affordable?.total ?? 0));
  });

  it('records on the spend which project it built and whether it was a build or an edit', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 'Sunrise Yoga');
    expect(isComplete(await run(user, projectId, 'A landing page for a yoga studio'))).toBe(true);
    const spends = (await transactions(user)).filter((entry) => entry.type === 'spend');
    expect(spends).toEqual([
      expect.objectContaining({
        amount: -FRONTEND_TOTAL,
        operation: 'Build of "Sunrise Yoga" (Frontend)',
        run: {
          project_id: projectId,
          project_name: 'Sunrise Yoga',
          kind: 'build',
          agents: ['Frontend'],
        },
      }),
    ]);
    expect((await quote(user, projectId, 'Make the headline bigger')).kind).toBe('edit');
  });

  it('names the engine that writes the page, and charges a model credit only with a model', async () => {
    const user = await newUser();
    const projectId = await newProject(user);
    const quoted = await quote(user, projectId, 'A landing page for a yoga studio');
    expect(quoted.engine).toBe(ENGINE.engine);
    if (ENGINE.engine === 'template') {
      expect(quoted.model).toBeNull();
      expect(quoted.total).toBe(quoted.agents.reduce((sum, agent) => sum + agent.cost, 0));
    } else {
      expect(quoted.model).toEqual({ name: ENGINE.model, cost: 1 });
    }
  });
});

describe('edits, priced by their size', () => {
  it('lets a new account build once and edit once within its welcome credits, each as quoted', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 'Sunrise Yoga');
    const first = 'A landing page for a yoga studio in Pune';
    const built = await quote(user, projectId, first);
    expect(isComplete(await run(user, projectId, first))).toBe(true);

    const rename = 'Rename the studio to Sunrise Yoga Pune';
    const edit = await quote(user, projectId, rename);
    expect(edit).toMatchObject({ kind: 'edit', size: 'small', missing: 0 });
    expect(edit.total).toBeLessThanOrEqual(3);
    const end = await run(user, projectId, rename);
    expect(isComplete(end) && end.new_balance).toBe(WELCOME_CREDITS - built.total - edit.total);
    expect(isComplete(end) && end.code).toContain('Sunrise Yoga Pune');
    const spends = (await transactions(user)).filter((entry) => entry.type === 'spend');
    expect(spends.map((entry) => entry.amount)).toEqual([-edit.total, -built.total]);
  });

  it('quotes a new section at most 8 credits and debits exactly that', async () => {
    const user = await newUser();
    await setCredits(cloud, user.sub, 100);
    const projectId = await newProject(user);
    expect(isComplete(await run(user, projectId, 'A landing page for a bakery in Mumbai'))).toBe(
      true,
    );
    const message = 'Add a FAQ section after the menu';
    const quoted = await quote(user, projectId, message);
    expect(quoted).toMatchObject({ kind: 'edit', size: 'medium' });
    expect(quoted.total).toBeLessThanOrEqual(8);
    const before = await balanceOf(user);
    const end = await run(user, projectId, message);
    expect(end).toMatchObject({ type: 'complete', new_balance: before - quoted.total });
  });

  it('prices a redesign of the page as a build', async () => {
    const user = await newUser();
    await setCredits(cloud, user.sub, 100);
    const projectId = await newProject(user);
    expect(isComplete(await run(user, projectId, 'A landing page for a bakery in Mumbai'))).toBe(
      true,
    );
    const quoted = await quote(user, projectId, 'Redesign the page from scratch');
    expect(quoted).toMatchObject({ kind: 'edit', size: 'build' });
    expect(quoted.total).toBeGreaterThan(FRONTEND_TOTAL);
  });

  it.each([
    ['an empty message', { message: '  ' }, 'Please describe what you want to build'],
    ['an unknown agent', { message: 'A page', agents: ['Designer'] }, 'agents must be among'],
    ['an agent twice', { message: 'A page', agents: ['Image', 'Image'] }, 'at most once'],
  ])('refuses %s with a 400', async (_, body, detail) => {
    const user = await newUser();
    const projectId = await newProject(user);
    const reply = await callApi(cloud, 'POST', `/api/projects/${projectId}/quote`, {
      token: user.idToken,
      body,
    });
    expect(reply.status).toBe(400);
    expect(errorBodySchema.parse(reply.body).detail).toContain(detail);
  });

  it("answers 404 for another user's project", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const bobsProject = await newProject(bob);
    const reply = await callApi(cloud, 'POST', `/api/projects/${bobsProject}/quote`, {
      token: alice.idToken,
      body: { message: 'A page' },
    });
    expect(reply.status).toBe(404);
  });
});
