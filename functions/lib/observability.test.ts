import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from '../../shared/zod';
import {
  businessMetricsOf,
  createMetrics,
  logger,
  metrics,
  METRICS_NAMESPACE,
  observed,
} from './observability';
import { linesWrittenBy } from '../../testing/powertools-lines';

const lambdaContext = {
  awsRequestId: 'c6af9ac6-7b61-11e6-9a41-93e812345678',
  functionName: 'sitewright-payments',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:sitewright-payments',
  memoryLimitInMB: '512',
} as Context;

const logLine = z.looseObject({ level: z.string(), message: z.string() });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the logger', () => {
  it('puts the request, project and generation ids on every line of an invocation', async () => {
    const handler = observed(
      async (event: { projectId: string }) => {
        logger.error('First line');
        logger.error('Second line');
        return event.projectId;
      },
      (event) => ({ requestId: 'api-request-1', projectId: event.projectId }),
    );

    const lines = await linesWrittenBy(() =>
      handler({ projectId: '01JPROJECT00000000000000000' }, lambdaContext),
    );

    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 'ERROR',
        request_id: 'api-request-1',
        project_id: '01JPROJECT00000000000000000',
        function_request_id: lambdaContext.awsRequestId,
      });
    }
  });

  it("forgets one invocation's ids before the next", async () => {
    const handler = observed(
      async (_event: { projectId?: string }) => logger.error('A line'),
      (event) => ({ projectId: event.projectId }),
    );
    await linesWrittenBy(() => handler({ projectId: '01JPROJECT00000000000000000' }));

    const [line] = await linesWrittenBy(() => handler({}));

    expect(line).not.toHaveProperty('project_id');
  });

  it('writes no email, token, secret or prompt, wherever they turn up', async () => {
    const email = 'asha.rao+builds@example.com';
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';
    const request = {
      headers: { authorization: `Bearer ${jwt}`, 'x-razorpay-signature': 'a1b2c3' },
      body: { email, prompt: 'A site for my secret surprise party', password: 'hunter2' },
      key_secret: 'rzp-key-secret',
    };

    const lines = await linesWrittenBy(() =>
      logger.error(`Sign-in for ${email} failed`, {
        request,
        error: new Error(
          `User ${email} has no profile (token ${jwt}, key sk-abcdefghijklmnop1234)`,
        ),
      }),
    );

    const written = JSON.stringify(lines);
    expect(lines).toHaveLength(1);
    for (const secret of [
      email,
      jwt,
      'a1b2c3',
      'secret surprise party',
      'hunter2',
      'rzp-key-secret',
      'sk-abcdefghijklmnop1234',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(logLine.parse(lines[0]).message).toBe('Sign-in for [email] failed');
    expect(written).toContain('has no profile');
  });
});

describe('the metrics', () => {
  it('are written as one EMF line in the Sitewright namespace, by service', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'generationSocket');
    const emitted = createMetrics();
    const counted = businessMetricsOf(emitted);

    const lines = await linesWrittenBy(() => {
      counted.count('BuildsStarted');
      counted.count('CreditsSpent', 17);
      emitted.publishStoredMetrics();
    });

    expect(lines).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: METRICS_NAMESPACE,
              Dimensions: [['service']],
              Metrics: [
                { Name: 'BuildsStarted', Unit: 'Count' },
                { Name: 'CreditsSpent', Unit: 'Count' },
              ],
            },
          ],
        }),
        service: 'generationSocket',
        BuildsStarted: 1,
        CreditsSpent: 17,
      }),
    ]);
  });

  it('are flushed once at the end of an invocation, even one that throws', async () => {
    const publish = vi.spyOn(metrics, 'publishStoredMetrics');
    const handler = observed(async () => {
      businessMetricsOf(metrics).count('BuildsFailed');
      throw new Error('The build broke');
    });

    await expect(handler(undefined)).rejects.toThrow('The build broke');

    expect(publish).toHaveBeenCalledOnce();
    expect(metrics.hasStoredMetrics()).toBe(false);
    publish.mockRestore();
  });

  it('are not flushed by an invocation that counted nothing', async () => {
    const publish = vi.spyOn(metrics, 'publishStoredMetrics');

    await observed(async () => 'nothing counted')(undefined);

    expect(publish).not.toHaveBeenCalled();
    publish.mockRestore();
  });
});
