import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { functionList } from '../functions/function-list';
import { buildTestApp, templateOf } from '../testing/cdk/test-app';
import {
  API_GATEWAY_ACCOUNT_LIMITS,
  CAPACITY_PLAN,
  checkLimits,
  DEFAULT_API_LIMITS,
  LAMBDA_MIN_UNRESERVED,
  limitsFromContext,
  PEAK_PIPELINE_CONCURRENCY,
  PEAK_REQUESTS_PER_SECOND,
  reservedConcurrencyTotal,
  withLimitOverrides,
} from './limits';

/** Context as `cdk synth -c` gives it: every value a string. */
const contextOf =
  (values: Record<string, string>) =>
  (name: string): unknown =>
    values[name];

const throttleSettings = ({
  rateLimit,
  burstLimit,
}: {
  rateLimit: number;
  burstLimit: number;
}) => ({
  ThrottlingRateLimit: rateLimit,
  ThrottlingBurstLimit: burstLimit,
});

describe('the default limits', () => {
  it('are sized for 10,000 users: the busiest route’s launch-day peak fits the stage’s budget', () => {
    const busiestRoutePeak = PEAK_REQUESTS_PER_SECOND * CAPACITY_PLAN.busiestRouteShare;

    expect(Math.round(PEAK_REQUESTS_PER_SECOND)).toBe(21);
    expect(DEFAULT_API_LIMITS.stage.rateLimit).toBeGreaterThanOrEqual(
      busiestRoutePeak * CAPACITY_PLAN.spikeFactor,
    );
    expect(DEFAULT_API_LIMITS.stage.rateLimit).toBeLessThanOrEqual(
      API_GATEWAY_ACCOUNT_LIMITS.rateLimit / 100,
    );
  });

  it('reserve for the HTTP functions no more than leaves the pipeline its peak twice over', () => {
    const reserved = reservedConcurrencyTotal(DEFAULT_API_LIMITS);
    const unreserved = DEFAULT_API_LIMITS.accountConcurrency - reserved;

    expect(reserved).toBe(145);
    expect(Math.round(PEAK_PIPELINE_CONCURRENCY)).toBe(75);
    expect(DEFAULT_API_LIMITS.pipelineConcurrency).toBeGreaterThanOrEqual(
      2 * PEAK_PIPELINE_CONCURRENCY,
    );
    expect(unreserved).toBeGreaterThanOrEqual(DEFAULT_API_LIMITS.pipelineConcurrency);
    expect(unreserved).toBeGreaterThanOrEqual(LAMBDA_MIN_UNRESERVED);
    expect(() => checkLimits(DEFAULT_API_LIMITS)).not.toThrow();
  });

  it('refuse reservations that would starve the build pipeline, saying what to change', () => {
    const greedy = withLimitOverrides(DEFAULT_API_LIMITS, {
      reservedConcurrency: { default: 80 },
    });

    expect(reservedConcurrencyTotal(greedy)).toBeGreaterThan(
      greedy.accountConcurrency - greedy.pipelineConcurrency,
    );
    expect(() => checkLimits(greedy)).toThrow(
      /reserve \d+ concurrent executions.*limits\.pipelineConcurrency.*Lower limits\.reservedConcurrency/,
    );
    // An account AWS raised to 3,000 has the room.
    expect(() => checkLimits({ ...greedy, accountConcurrency: 3000 })).not.toThrow();
  });
});

describe('limitsFromContext', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'limits-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lays context "limits" over the defaults: a route’s rate alone keeps its burst', () => {
    const limits = limitsFromContext(
      contextOf({
        limits: JSON.stringify({
          routes: { login: { rateLimit: 40 }, saveCode: { rateLimit: 30 } },
          reservedConcurrency: { functions: { auth: 20 } },
          callers: { contactMessages: { perAddressPerHour: 2 } },
        }),
      }),
    );

    expect(limits.routes.login).toEqual({ rateLimit: 40, burstLimit: 40 });
    // A route without a budget of its own takes the stage's for what it does not give.
    expect(limits.routes.saveCode).toEqual({ rateLimit: 30, burstLimit: 200 });
    expect(limits.routes.register).toEqual(DEFAULT_API_LIMITS.routes.register);
    expect(limits.reservedConcurrency.functions).toMatchObject({ auth: 20, projects: 25 });
    expect(limits.callers.contactMessages).toEqual({ perAddressPerHour: 2 });
    expect(limits.callers.routes).toEqual(DEFAULT_API_LIMITS.callers.routes);
  });

  it('reads the same from a JSON file named by context "limitsFile"', () => {
    const file = path.join(folder, 'limits.json');
    writeFileSync(file, JSON.stringify({ stage: { rateLimit: 300, burstLimit: 600 } }));

    expect(limitsFromContext(contextOf({ limitsFile: file })).stage).toEqual({
      rateLimit: 300,
      burstLimit: 600,
    });
  });

  it('keeps httpReservedConcurrency as one reservation for every HTTP function', () => {
    const none = limitsFromContext(contextOf({ httpReservedConcurrency: '0' }));

    expect(reservedConcurrencyTotal(none)).toBe(0);
    expect(() => limitsFromContext(contextOf({ httpReservedConcurrency: 'lots' }))).toThrow(
      /"httpReservedConcurrency" must be a whole number/,
    );
  });

  it.each([
    [
      { limits: '{"routes":{"logn":{"rateLimit":40}}}' },
      /Context "limits":[\s\S]*"logn"[\s\S]*at routes/,
    ],
    [{ limits: '{"stage":{"rateLimit":20000}}' }, /Context "limits":[\s\S]*at stage\.rateLimit/],
    [{ limits: '{"routes":' }, /Context "limits" must be JSON/],
    [{ limits: '{}', limitsFile: 'limits.json' }, /"limits" or "limitsFile", not both/],
    [
      { limitsFile: '/no/such/limits.json' },
      /Context "limitsFile" \(\/no\/such\/limits\.json\) cannot be read/,
    ],
    [
      { limits: '{"reservedConcurrency":{"default":5}}', httpReservedConcurrency: '5' },
      /"httpReservedConcurrency" or in "limits", not both/,
    ],
    [
      { limits: '{"callers":{"routes":{"pricing":{"perHour":5}}}}' },
      /limits\.callers\.routes\.pricing: the catalogue function has no table/,
    ],
  ])('refuses %j, naming what is wrong', (values, message) => {
    expect(() => limitsFromContext(contextOf(values))).toThrow(message);
  });
});

describe('the limits in the deployed app', () => {
  it("put the defaults on both stages' routes and on each HTTP function", () => {
    const product = buildTestApp();
    const template = templateOf(product.api);

    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: throttleSettings(DEFAULT_API_LIMITS.stage),
      RouteSettings: Match.objectLike({
        'POST /api/auth/login': throttleSettings({ rateLimit: 20, burstLimit: 40 }),
        'POST /_a/{subdomain}': throttleSettings({ rateLimit: 100, burstLimit: 200 }),
      }),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      DefaultRouteSettings: throttleSettings(DEFAULT_API_LIMITS.socketStage),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.projects.description,
      ReservedConcurrentExecutions: 25,
      Environment: {
        Variables: Match.objectLike({
          CALLER_LIMITS: JSON.stringify(DEFAULT_API_LIMITS.callers),
        }),
      },
    });
  });

  it('put an override from context there instead', () => {
    const product = buildTestApp({
      context: {
        limits: JSON.stringify({
          stage: { rateLimit: 150 },
          routes: { login: { rateLimit: 40 } },
          reservedConcurrency: { functions: { projects: 40 } },
          callers: { routes: { deploy: { perHour: 12 } } },
        }),
      },
    });
    const template = templateOf(product.api);

    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: throttleSettings({ rateLimit: 150, burstLimit: 200 }),
      RouteSettings: Match.objectLike({
        'POST /api/auth/login': throttleSettings({ rateLimit: 40, burstLimit: 40 }),
      }),
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.projects.description,
      ReservedConcurrentExecutions: 40,
      Environment: {
        Variables: Match.objectLike({
          CALLER_LIMITS: Match.serializedJson(
            Match.objectLike({ routes: Match.objectLike({ deploy: { perHour: 12 } }) }),
          ),
        }),
      },
    });
  });

  it('refuse a synthesis whose limits are wrong', () => {
    expect(() => buildTestApp({ context: { limits: '{"routes":{"login":{"rate":40}}}' } })).toThrow(
      /Context "limits":[\s\S]*"rate"[\s\S]*at routes\.login/,
    );
  });
});
