import { TEMPLATE_MODE_LABEL } from '../shared/app-config';
import { describe, expect, it } from 'vitest';
import { expectNoNagFindings, reportFindingsPerStack } from '../testing/cdk/nag-findings';
import { buildTestApp, fakeSpaBuild } from '../testing/cdk/test-app';

const openAiContext = { openAiApiKeySecretName: 'website-builder/openai-api-key' };

describe("the app's generation settings", () => {
  it("gives the SPA the socket's wss URL with the project as a query parameter", () => {
    const { api, appConfig } = buildTestApp();

    expect(api.resolve(appConfig.generation.socketUrl)).toEqual({
      'Fn::Join': [
        '',
        [
          'wss://',
          { Ref: expect.stringMatching(/^SocketWebSocketApi/) },
          '.execute-api.',
          { Ref: 'AWS::Region' },
          '.',
          { Ref: 'AWS::URLSuffix' },
          '/live?projectId={projectId}',
        ],
      ],
    });
  });

  it('says offline models are in use when no model is configured', () => {
    expect(buildTestApp().appConfig.generation.models).toBe(TEMPLATE_MODE_LABEL);
  });

  it('names OpenAI when its key is configured, or the chosen model', () => {
    expect(buildTestApp({ context: openAiContext }).appConfig.generation.models).toBe(
      'gpt-5 (OpenAI)',
    );
    expect(
      buildTestApp({ context: { ...openAiContext, openAiModel: 'gpt-5-mini' } }).appConfig
        .generation.models,
    ).toBe('gpt-5-mini');
  });

  it('refuses to take payments for template-built pages unless told to (templateMode=sell)', () => {
    const payments = { razorpaySecretName: 'website-builder/razorpay' };
    expect(() => buildTestApp({ context: payments })).toThrow(
      /takes payments, but no model is configured.*templateMode=sell/,
    );
    expect(() => buildTestApp({ context: { ...payments, templateMode: 'yes' } })).toThrow(
      /"templateMode" can only be "sell"/,
    );
    expect(
      buildTestApp({ context: { ...payments, templateMode: 'sell' } }).appConfig.generation.models,
    ).toBe(TEMPLATE_MODE_LABEL);
    expect(
      buildTestApp({
        context: { ...payments, openAiApiKeySecretName: 'website-builder/openai-api-key' },
      }).appConfig.generation.models,
    ).toBe('gpt-5 (OpenAI)');
  });

  it('refuses a compatible server without the name of its model', () => {
    expect(() =>
      buildTestApp({ context: { openAiBaseUrl: 'https://models.example.com/v1' } }),
    ).toThrow(/"openAiBaseUrl" needs "openAiModel"/);
  });

  it('refuses a model name with nothing to call it on', () => {
    expect(() => buildTestApp({ context: { openAiModel: 'gpt-5-mini' } })).toThrow(
      /openAiApiKeySecretName.*openAiBaseUrl/,
    );
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() =>
      buildTestApp({ context: { openAiBaseUrl: 'models.example.com', openAiModel: 'llama3' } }),
    ).toThrow(/must be an http\(s\) URL/);
  });
});

describe('model settings the functions would refuse', () => {
  it('fail the synth, naming the variable, instead of every run', () => {
    expect(() =>
      buildTestApp({ context: { ...openAiContext, openAiPageReasoningEffort: 'extreme' } }),
    ).toThrow(/OPENAI_PAGE_REASONING_EFFORT/);
    // A call may not outlast the agent functions' timeout (time-budget.ts).
    expect(() =>
      buildTestApp({ context: { ...openAiContext, openAiTimeoutSeconds: '3600' } }),
    ).toThrow(/OPENAI_TIMEOUT_SECONDS/);
  });
});

describe('cdk-nag AwsSolutions checks with models configured', () => {
  const spaBuild = fakeSpaBuild();

  it.each(['api', 'web'] as const)(
    'find nothing unsuppressed in the %s stack',
    (key) => {
      const product = buildTestApp({
        spaAssetsPath: spaBuild,
        context: {
          ...reportFindingsPerStack,
          ...openAiContext,
          openAiBaseUrl: 'https://models.example.com/v1',
          openAiModel: 'gpt-5-mini',
        },
      });
      expectNoNagFindings(product[key]);
      // A whole app's synth and nag pass; the first in a file also loads the CDK's modules.
    },
    90_000,
  );
});
