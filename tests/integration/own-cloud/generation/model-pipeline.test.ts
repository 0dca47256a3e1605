import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAssetsResponseSchema } from '../../../../shared/api/asset-schemas';
import { projectDetailSchema } from '../../../../shared/api/project-schemas';
import { assetFilesOf } from '../../../../shared/assets';
import type { PreviewMessage, ServerSocketMessage } from '../../../../shared/api/socket-schemas';
import { AGENT_NAMES } from '../../../../shared/constants';
import { previewDocument, withPreviewPiece } from '../../../../shared/preview-stream';
import { ledgerEntriesOf } from '../../../../testing/local-table';
import { pipelineTasksWith } from '../../../../testing/pipeline-tasks';
import { seedProject, setCredits } from '../../../../testing/cloud/seed';
import { callApi, signUpWithProfile } from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { isComplete, isError, openTestSocket } from '../../../../testing/cloud/socket-client';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localDynamoClientConfig } from '../../../../tools/local-cloud/dynamodb';
import { agentModelsFor } from '../../../../functions/generation/model-setup/models-from-environment';
import { offlineModels } from '../../../../functions/generation/offline/offline-models';
import {
  lastUserMessage,
  SERVER_PROFILES,
  startFakeOpenAi,
  type ChatRequest,
  type FakeOpenAi,
  type FakeServerProfile,
} from '../../../../testing/fakes/fake-openai-server';
import {
  agentOf,
  competentModel,
  pageInPrompt,
} from '../../../../testing/fixtures/generation/model-answers';
import { agentWorkFor } from '../../../../functions/generation/tasks/agent-work-for';
import type { SitePlanOutput } from '../../../../functions/generation/openai/model-output';

/**
 * The whole pipeline with a model: the local cloud (socket, state machine, tasks, table, bucket)
 * and the agents configured from the environment as in production, against a fake
 * OpenAI-compatible server that behaves like the real kinds (strict schemas or not, reasoning
 * effort or not, slow) and answers like a competent model that knows only what it is sent.
 */

let fake: FakeOpenAi;
/** The functions' model environment for the current test: a new object, so nothing is cached. */
let modelEnv: NodeJS.ProcessEnv = {};

// A cloud of its own: its Tasks run this file's models (taskHandlers).
const cloud = useOwnLocalCloud({
  taskHandlers: pipelineTasksWith((deps) => ({
    workFor: agentWorkFor(deps, (model) => agentModelsFor(model, modelEnv)),
  })),
});

let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
});

afterAll(async () => {
  await fake.close();
});

function useServer(profile: FakeServerProfile, env: NodeJS.ProcessEnv = {}): void {
  fake.profile = { ...profile };
  fake.chatRequests.length = 0;
  fake.sent.length = 0;
  fake.answerChat = competentModel();
  modelEnv = { OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-5', ...env };
}

beforeEach(() => useServer(SERVER_PROFILES.openai));

/** Every agent, and facts of each kind a person gives. */
const FACTS = {
  name: 'Crumb & Co',
  email: 'hello@crumbandco.in',
  phone: '+91 98765 43210',
  price: '₹250',
};
/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_BYTES = Buffer.from(PNG, 'base64');
const FULL_BUILD = `A complete full-stack website with custom illustrations for my bakery ${FACTS.name} in Pune. Sourdough loaves are ${FACTS.price}. Call ${FACTS.phone} or email ${FACTS.email}. Add a newsletter signup form.`;

/** A new account with 200 credits and an empty project, its workspace open and watching. */
async function openProject() {
  const user = await signUpWithProfile(cloud, `m-${randomUUID().slice(0, 8)}@example.com`);
  await setCredits(cloud, user.sub, 200);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bakery' });
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  socket.watch(user.idToken);
  /** Sends a message and answers how its run ended. */
  const send = (words: string, agents?: readonly string[]) => {
    const from = socket.messages.length;
    socket.generate(user.idToken, words, agents);
    return socket.end({ from, timeoutMs: 60_000 });
  };
  return { user, projectId, socket, send };
}

async function build(prompt: string, agents?: readonly string[]) {
  const { user, socket, send } = await openProject();
  const end = await send(prompt, agents);
  await socket.close();
  const ledger = await ledgerEntriesOf({ documents, tableName: cloud.dynamo.tableName }, user.sub);
  return { end, messages: socket.messages, ledger };
}

const sectionIds = (html: string): string[] =>
  [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1] ?? '');

const previewsOf = (messages: readonly ServerSocketMessage[]): PreviewMessage[] =>
  messages.filter(
    (message): message is PreviewMessage => 'type' in message && message.type === 'preview',
  );

const outputTokens = (agent: string): number =>
  fake.sent
    .filter((answer) => agentOf(answer.request) === agent)
    .reduce((sum, answer) => sum + answer.outputTokens, 0);

describe.each([
  ['an OpenAI-like server', SERVER_PROFILES.openai, 1],
  ['an Ollama-like server without json_schema or reasoning effort', SERVER_PROFILES.ollama, 1],
  ['a plain server without JSON mode', SERVER_PROFILES.plain, 1],
  // Slow enough for the page to arrive over several preview intervals.
  ['a slow server', { ...SERVER_PROFILES.openai, latencyMs: 150, tokensPerSecond: 6000 }, 3],
])('a full build with %s', (_, profile, previewMessages) => {
  it("puts the person's facts on the page verbatim, writes the page once and streams it in order", async () => {
    useServer(profile);

    const { end, messages } = await build(FULL_BUILD, AGENT_NAMES);

    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    const page = end.code ?? '';
    expect(page).toContain('Crumb &amp; Co');
    for (const fact of [FACTS.email, FACTS.price]) expect(page).toContain(fact);
    expect(page.replace(/&nbsp;/g, ' ')).toContain(FACTS.phone);
    // The words reached every agent that writes copy or markup.
    for (const agent of ['Planner', 'Content', 'Frontend']) {
      const request = fake.chatRequests.find((candidate) => agentOf(candidate) === agent);
      expect(JSON.stringify(request?.messages)).toContain(FACTS.email);
    }
    // One page's worth of HTML: the Frontend's page, and no agent writing it again (the
    // Backend's script is code's; the Testing agent patches). The plan and copy come on top.
    const pageTokens = outputTokens('Frontend');
    const htmlTokens = pageTokens + outputTokens('Backend') + outputTokens('Testing');
    expect(pageTokens).toBeGreaterThan(1000);
    expect(htmlTokens).toBeLessThanOrEqual(pageTokens * 1.3);
    expect(fake.sent.filter((answer) => agentOf(answer.request) === 'Frontend')).toHaveLength(1);
    // The page as the model wrote it reached the workspace in order, as the pieces it grew by,
    // section after section.
    const previews = previewsOf(messages);
    expect(previews.length).toBeGreaterThanOrEqual(previewMessages);
    let text = '';
    let seen: string[] = [];
    for (const preview of previews) {
      const next = withPreviewPiece(text, preview);
      if (next === null) throw new Error(`A piece at ${preview.offset} after ${text.length}`);
      text = next;
      const ids = sectionIds(previewDocument(text));
      expect(ids.slice(0, seen.length)).toEqual(seen);
      seen = ids;
    }
    expect(previews.filter((preview) => preview.offset > 0).length).toBeGreaterThanOrEqual(
      previewMessages - 1,
    );
    expect(text).toMatch(/^<!DOCTYPE html>/i);
    expect(seen.length).toBeGreaterThanOrEqual(previewMessages - 1);
    expect(sectionIds(page).slice(0, seen.length)).toEqual(seen);
  });
});

describe('a build with the Frontend alone', () => {
  /** The competent model, whose Planner answers with `change` made to its plan. */
  function plannerAnswering(change: (plan: SitePlanOutput) => SitePlanOutput) {
    const model = competentModel();
    fake.answerChat = async (request) => {
      const answer = await model(request);
      if (agentOf(request) !== 'Planner' || !('content' in answer)) return answer;
      // The JSON as the server sends it: bare, or in words and a fence (no JSON mode).
      return {
        content: answer.content.replace(/\{[\s\S]*\}/, (json) =>
          JSON.stringify(change(JSON.parse(json) as SitePlanOutput)),
        ),
      };
    };
  }

  it('is built from the model’s own plan (a quick call), with no copy or palette of the templates', async () => {
    useServer(SERVER_PROFILES.openai, { OPENAI_PLAN_MODEL: 'gpt-5-mini' });
    const modelPrimary = '#0b5d1e';
    const palette = {
      background: '#fbfaf6',
      surface: '#f1efe6',
      text: '#1d2a21',
      muted: '#46564b',
      primary: modelPrimary,
      onPrimary: '#ffffff',
      accent: '#8a4b00',
      link: modelPrimary,
    };
    plannerAnswering((plan) => ({
      ...plan,
      title: 'Crumb & Co Bakehouse',
      theme: { ...plan.theme, palette },
    }));
    const templatePlan = await offlineModels.plan(FULL_BUILD);

    const { end } = await build(FULL_BUILD, ['Frontend']);

    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    const planning = fake.chatRequests.filter((request) => agentOf(request) === 'Planner');
    expect(planning.map((request) => request.model)).toEqual(['gpt-5-mini']);
    const [pageRequest] = fake.chatRequests.filter((request) => agentOf(request) === 'Frontend');
    const asked = lastUserMessage(pageRequest);
    expect(asked).toContain('Crumb & Co Bakehouse');
    expect(asked).toContain(modelPrimary);
    expect(asked).not.toContain(templatePlan.theme.palette.primary);
    expect(asked).not.toContain('The copy, by section id');
    expect(end.code).toContain('Crumb &amp; Co Bakehouse');
  });

  it('writes a page in the language the person wrote in, with its lang', async () => {
    plannerAnswering((plan) => ({ ...plan, language: 'hi', title: 'जयपुर टेलर्स' }));
    const brief = 'जयपुर में एक दर्ज़ी की दुकान के लिए वेबसाइट, सेवाएँ, दाम और संपर्क फ़ॉर्म के साथ';

    const { end } = await build(brief, ['Frontend']);

    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    const [pageRequest] = fake.chatRequests.filter((request) => agentOf(request) === 'Frontend');
    expect(lastUserMessage(pageRequest)).toContain(
      'write it yourself, in the language tagged "hi"',
    );
    // The page the model wrote said lang="en"; the page's language is the plan's.
    expect(end.code).toMatch(/<html lang="hi"[ >]/);
    expect(end.code).not.toMatch(/<html[^>]*lang="en"/);
  });
});

describe('the Image agent with an image model', () => {
  it('makes the pictures while the Frontend writes the page, and they are on it', async () => {
    useServer(SERVER_PROFILES.openai, { OPENAI_IMAGE_MODEL: 'gpt-image-1' });
    // No picture is answered until the Frontend has asked for its page: one after the other,
    // the build would never end.
    let pageAsked = () => {};
    const frontendStarted = new Promise<void>((resolve) => (pageAsked = resolve));
    const chat = fake.answerChat;
    fake.answerChat = (request) => {
      if (agentOf(request) === 'Frontend') pageAsked();
      return chat(request);
    };
    fake.answerImage = async () => {
      await frontendStarted;
      return { b64: PNG };
    };

    const { user, projectId, socket, send } = await openProject();
    const end = await send(FULL_BUILD, AGENT_NAMES);
    await socket.close();

    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    expect(fake.imageRequests.length).toBeGreaterThan(0);
    const page = end.code ?? '';
    expect(page).not.toContain('{{image:');
    // Each picture is one of the project's files, named by its path: none is in the page.
    expect(page).not.toContain('base64,');
    const files = assetFilesOf(page);
    expect(files).toHaveLength(fake.imageRequests.length);
    const listed = await callApi(cloud, 'GET', `/api/projects/${projectId}/assets`, {
      token: user.idToken,
    });
    const assets = listAssetsResponseSchema.parse(listed.body).assets;
    expect(assets.map((asset) => asset.file).sort()).toEqual([...files].sort());
    for (const asset of assets) {
      expect(asset).toMatchObject({ content_type: 'image/png', size: PNG_BYTES.length });
      const served = await fetch(`http://localhost:${cloud.gateway.port}${asset.url}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
    }
  });
});

describe('the Testing agent with a model', () => {
  it('puts back a fact the page left out with a patch, not a second page', async () => {
    fake.answerChat = competentModel({ forget: (page) => page.replaceAll(FACTS.email, '') });

    const { end } = await build(FULL_BUILD, ['Frontend', 'Testing']);

    if (!isComplete(end)) throw new Error(`The build failed: ${JSON.stringify(end)}`);
    expect(end.code).toContain(FACTS.email);
    const fixes = fake.sent.filter((answer) => agentOf(answer.request) === 'Testing');
    expect(fixes).toHaveLength(1);
    expect(fixes[0]?.request.stream).toBeFalsy();
    expect(fixes[0]?.outputTokens ?? Infinity).toBeLessThan(outputTokens('Frontend') / 10);
  });
});

describe('edits with memory', () => {
  it('give each edit the conversation so far: what was asked, and what was done', async () => {
    const { socket, send } = await openProject();
    if (!isComplete(await send(FULL_BUILD, ['Frontend']))) throw new Error('No build');
    // An editor that recolours the heading, and says what it replaced.
    fake.answerChat = () => ({
      content: JSON.stringify({
        patches: [{ find: '<h1', replace: '<h1 data-tone="blue"' }],
        done: ['Made the main heading blue (it was the text colour)'],
        notDone: [],
      }),
    });
    expect(isComplete(await send('Make the main heading blue', ['Frontend']))).toBe(true);
    await send('Undo that', ['Frontend']);
    await socket.close();

    const edits = fake.chatRequests.filter((request) =>
      request.messages[0]?.content.includes('editing a page'),
    );
    const [first, second] = edits.map(lastUserMessage);
    expect(first).toContain('The conversation so far');
    expect(first).toContain(`They asked: ${JSON.stringify(FULL_BUILD)}`);
    expect(second).toMatch(
      /They asked: "Make the main heading blue"\n\s+Saved as version 2\. Made the main heading blue \(it was the text colour\)/,
    );
    expect(second?.indexOf('Make the main heading blue')).toBeLessThan(
      second?.indexOf('Undo that') ?? 0,
    );
  });
});

describe('an edit the model could make only by writing the page again', () => {
  /** A model whose patches never apply, and whose page written again is `rewrite` of the page. */
  function rewritingModel(rewrite: (page: string) => string) {
    return (request: ChatRequest) =>
      request.stream
        ? { stream: rewrite(pageInPrompt(lastUserMessage(request))) }
        : {
            content: JSON.stringify({
              patches: [{ find: 'NOT ON THE PAGE', replace: 'x' }],
              done: [],
              notDone: [],
            }),
          };
  }

  /**
   * A page built by a competent model, then an edit of it answered by `editor`: the edit's end,
   * the ledger and the versions.
   */
  async function buildThenEdit(editor: ReturnType<typeof rewritingModel>) {
    const { user, projectId, socket, send } = await openProject();
    const built = await send(FULL_BUILD, ['Frontend']);
    if (!isComplete(built)) throw new Error(`The build failed: ${JSON.stringify(built)}`);
    fake.answerChat = editor;
    const end = await send('Mark the footer', ['Frontend']);
    await socket.close();
    const ledger = await ledgerEntriesOf(
      { documents, tableName: cloud.dynamo.tableName },
      user.sub,
    );
    const project = await callApi(cloud, 'GET', `/api/projects/${projectId}`, {
      token: user.idToken,
    });
    const versions = projectDetailSchema.parse(project.body).versions.map((saved) => saved.version);
    return { built, end, ledger, versions };
  }

  it('is refunded in full, saying what it would have lost, when the page lost what was asked for', async () => {
    // Only the hero is left.
    const editor = rewritingModel((page) =>
      page.replace(/<section\b(?![^>]*data-kind="hero")[\s\S]*?<\/section>/g, ''),
    );

    const { end, ledger, versions } = await buildThenEdit(editor);

    expect(isError(end) && end.error).toMatch(
      /^Nothing on the page changed: the change could only be made by writing the page again, which would have lost “.+”; the page was left as it was\. .+ credits were refunded\.$/,
    );
    const [spent, refunded] = ledger.slice(-2);
    expect(spent?.type).toBe('spend');
    expect(refunded).toMatchObject({ type: 'refund', amount: -(spent?.amount ?? 0) });
    expect(versions).toEqual([1]);
  });

  it('is saved when the page written again delivers all it did', async () => {
    const editor = rewritingModel((page) => page.replace('<footer', '<footer data-marked'));

    const { built, end } = await buildThenEdit(editor);

    if (!isComplete(end)) throw new Error(`The edit failed: ${JSON.stringify(end)}`);
    expect(end.version).toBe(built.version + 1);
    expect(end.code).toContain('<footer data-marked');
  });
});

describe('a model that fails', () => {
  /** The build failed with `message`, and every credit it took came back. */
  function expectRefunded(outcome: Awaited<ReturnType<typeof build>>, message: RegExp): void {
    expect(isError(outcome.end) && outcome.end.error).toMatch(message);
    const spent = outcome.ledger.filter((entry) => entry.type === 'spend');
    const refunded = outcome.ledger.filter((entry) => entry.type === 'refund');
    expect(spent).toHaveLength(1);
    expect(refunded).toHaveLength(1);
    expect((spent[0]?.amount ?? 0) + (refunded[0]?.amount ?? 0)).toBe(0);
  }

  it('is stopped at its deadline once, not retried, and refunded', async () => {
    useServer(SERVER_PROFILES.openai, { OPENAI_TIMEOUT_SECONDS: '1' });
    // The plan comes at once; the page starts, then stops coming.
    const model = competentModel();
    fake.answerChat = async (request) => {
      const answer = await model(request);
      return 'stream' in answer ? { ...answer, stallAfterChunks: 3 } : answer;
    };

    const outcome = await build(FULL_BUILD, ['Frontend']);

    expectRefunded(outcome, /took too long to write the page/);
    expect(fake.chatRequests.filter((request) => agentOf(request) === 'Frontend')).toHaveLength(1);
  });

  it('says a truncated page was cut off, and refunds', async () => {
    const model = competentModel();
    fake.answerChat = async (request) => {
      const answer = await model(request);
      return 'stream' in answer
        ? { stream: answer.stream.slice(0, 4000), finishReason: 'length' }
        : answer;
    };

    expectRefunded(await build(FULL_BUILD, ['Frontend']), /ran out of room.*cut off/);
  });

  it("reports the model's refusal as a refusal, and refunds", async () => {
    fake.answerChat = () => ({ refusal: 'I can’t help with that request.' });

    expectRefunded(
      await build(FULL_BUILD, ['Planner', 'Frontend']),
      /declined to plan the site: I can’t help with that request/,
    );
  });
});
