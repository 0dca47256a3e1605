import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineModels } from '../offline/offline-models';
import { startFakeOpenAi, type FakeOpenAi } from '../../../testing/fakes/fake-openai-server';
import { planAnswer, samplePlan } from '../../../testing/fixtures/generation/model-answers';
import {
  agentModelsFor,
  agentModelsFromEnvironment,
  agentModelsLabel,
  apiKeyFromSecretString,
  ModelSetupError,
  settleModelName,
} from './models-from-environment';

const SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:openai-key-AbCdEf';
const secrets = mockClient(SecretsManagerClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => secrets.restore());

let fake: FakeOpenAi;

beforeEach(async () => {
  secrets.reset();
  fake = await startFakeOpenAi();
  const plan = await samplePlan();
  fake.answerChat = () => ({ content: JSON.stringify(planAnswer(plan)) });
});

afterEach(async () => {
  await fake.close();
});

describe('choosing the agents from the environment', () => {
  it('uses the offline models when no model API is configured', async () => {
    await expect(agentModelsFromEnvironment({})).resolves.toBe(offlineModels);
    await expect(
      agentModelsFor('gpt-5', { OPENAI_API_KEY: '', OPENAI_BASE_URL: ' ' }),
    ).resolves.toBe(offlineModels);
  });

  it("talks to a keyless server (Ollama) with the server's first model when only the base URL is set", async () => {
    fake.models = ['llama3.1:8b', 'qwen2.5-coder'];
    const models = await agentModelsFor('gpt-5', { OPENAI_BASE_URL: fake.baseURL });

    await models.plan('a candle shop');

    expect(fake.authorizations).toEqual(['Bearer not-needed', 'Bearer not-needed']);
    expect(fake.chatRequests[0]?.model).toBe('llama3.1:8b');
  });

  it('refuses at start, saying what to set, when the server serves no model', async () => {
    fake.models = [];
    const env = { OPENAI_BASE_URL: fake.baseURL };

    await expect(settleModelName(env)).rejects.toThrow(ModelSetupError);
    await expect(settleModelName(env)).rejects.toThrow(/serves no models.*OPENAI_MODEL/);
    expect(fake.chatRequests).toEqual([]);
  });

  it("names the server's model at start, so the label and every run agree", async () => {
    fake.models = ['qwen2.5-coder:32b'];
    const env: NodeJS.ProcessEnv = { OPENAI_BASE_URL: fake.baseURL };

    await settleModelName(env);

    expect(env.OPENAI_MODEL).toBe('qwen2.5-coder:32b');
    expect(agentModelsLabel(env)).toMatch(/^qwen2\.5-coder:32b via 127\.0\.0\.1:/);
  });

  it('sends images to their own server with their own key when one is configured', async () => {
    const images = await startFakeOpenAi();
    try {
      images.answerImage = () => ({ b64: 'iVBORw0KGgo=' });
      const plan = await samplePlan();
      const models = await agentModelsFor('gpt-5', {
        OPENAI_API_KEY: 'sk-chat',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'llama3.1',
        OPENAI_IMAGE_MODEL: 'gpt-image-1',
        OPENAI_IMAGE_BASE_URL: images.baseURL,
        OPENAI_IMAGE_API_KEY: 'sk-images',
      });

      await models.makeImages(plan, await offlineModels.writeContent(plan));

      expect(images.imageRequests.length).toBeGreaterThan(0);
      expect(new Set(images.authorizations)).toEqual(new Set(['Bearer sk-images']));
      expect(fake.imageRequests).toEqual([]);
    } finally {
      await images.close();
    }
  });

  it('asks a reasoning model for low effort on pages only, unless told otherwise', async () => {
    const plan = await samplePlan();
    const content = await offlineModels.writeContent(plan);
    fake.answerChat = (request) =>
      request.stream
        ? {
            stream:
              '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body></body></html>',
          }
        : { content: JSON.stringify(planAnswer(plan)) };
    const env = {
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'gpt-5-mini',
    };
    const models = await agentModelsFor(undefined, env);

    await models.plan('a candle shop');
    await models.buildPage(plan, content, {}).catch(() => undefined);

    expect(fake.chatRequests.map((request) => request.reasoning_effort)).toEqual([
      undefined,
      'low',
    ]);
  });

  it('lets OPENAI_MODEL override the project model', async () => {
    const models = await agentModelsFor('gpt-5', {
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-direct',
      OPENAI_MODEL: 'llama3.1',
    });

    await models.plan('a candle shop');

    expect(fake.authorizations).toEqual(['Bearer sk-direct']);
    expect(fake.chatRequests[0]?.model).toBe('llama3.1');
  });

  it('reads the API key from Secrets Manager once, when given its ARN', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: SECRET_ARN })
      .resolves({ SecretString: '{"apiKey": "sk-from-secret"}' });
    const env = {
      OPENAI_API_KEY_SECRET_ARN: SECRET_ARN,
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'gpt-5',
    };

    await (await agentModelsFor('gpt-5', env)).plan('a candle shop');
    await (await agentModelsFor('gpt-5', env)).plan('a candle shop');

    expect(fake.authorizations).toEqual(['Bearer sk-from-secret', 'Bearer sk-from-secret']);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('tries the secret again on the next run when reading it failed', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('AccessDeniedException'))
      .resolves({ SecretString: 'sk-raw' });
    const env = {
      OPENAI_API_KEY_SECRET_ARN: SECRET_ARN,
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'gpt-5',
    };

    await expect(agentModelsFor('gpt-5', env)).rejects.toThrow('AccessDeniedException');
    await (await agentModelsFor('gpt-5', env)).plan('a candle shop');

    expect(fake.authorizations).toEqual(['Bearer sk-raw']);
  });

  it('fails fast, naming the variable, when the configuration is invalid', async () => {
    await expect(agentModelsFor('gpt-5', { OPENAI_BASE_URL: 'localhost:11434' })).rejects.toThrow(
      /OPENAI_BASE_URL/,
    );
  });
});

describe('the API key secret', () => {
  it('is the raw key or JSON with an apiKey', () => {
    expect(apiKeyFromSecretString(' sk-raw\n')).toBe('sk-raw');
    expect(apiKeyFromSecretString('{"apiKey":"sk-json"}')).toBe('sk-json');
  });

  it('is refused when it is JSON without an apiKey', () => {
    expect(() => apiKeyFromSecretString('{"key":"sk"}')).toThrow(/apiKey/);
  });
});

describe('the label the workspace shows', () => {
  it('says template mode when no model API is configured', () => {
    expect(agentModelsLabel({})).toBe('Template mode — no AI model configured');
  });

  it('names the model and the OpenAI host', () => {
    expect(agentModelsLabel({ OPENAI_API_KEY: 'sk-x' })).toBe('gpt-5 via api.openai.com');
    expect(agentModelsLabel({ OPENAI_API_KEY_SECRET_ARN: SECRET_ARN })).toBe(
      'gpt-5 via api.openai.com',
    );
  });

  it('names the model and the host of a compatible server', () => {
    expect(
      agentModelsLabel({ OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' }),
    ).toBe('llama3.1 via localhost:11434');
  });

  it("names the project's model when the environment names none", () => {
    expect(agentModelsLabel({ OPENAI_API_KEY: 'sk-x' }, 'gpt-5-mini')).toBe(
      'gpt-5-mini via api.openai.com',
    );
  });
});
