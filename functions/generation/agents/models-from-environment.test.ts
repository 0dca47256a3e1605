import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineModels } from '../offline/offline-models.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../openai/fake-openai-server.fixture.ts';
import { planAnswer, samplePlan } from '../openai/model-answers.fixture.ts';
import {
  agentModelsFor,
  agentModelsFromEnvironment,
  agentModelsLabel,
  apiKeyFromSecretString,
} from './models-from-environment.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:openai-key-AbCdEf';
const secrets = mockClient(SecretsManagerClient);

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

  it('talks to a keyless server (Ollama) with the project model when only the base URL is set', async () => {
    const models = await agentModelsFor('gpt-5', { OPENAI_BASE_URL: fake.baseURL });

    await models.plan('a candle shop');

    expect(fake.authorizations).toEqual(['Bearer not-needed']);
    expect(fake.chatRequests[0]?.model).toBe('gpt-5');
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
    const env = { OPENAI_API_KEY_SECRET_ARN: SECRET_ARN, OPENAI_BASE_URL: fake.baseURL };

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
    const env = { OPENAI_API_KEY_SECRET_ARN: SECRET_ARN, OPENAI_BASE_URL: fake.baseURL };

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
  it('names the offline models when no model API is configured', () => {
    expect(agentModelsLabel({})).toBe('Offline models');
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
