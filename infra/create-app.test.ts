import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { functionList, type FunctionDefinition } from '../functions/function-list';
import { expectNoNagFindings, reportFindingsPerStack } from '../testing/cdk/nag-findings';
import {
  buildTestApp,
  fakeSpaBuild,
  githubContext,
  googleContext,
  productionContext,
  templateOf,
} from '../testing/cdk/test-app';
import type { ProductApp } from './create-app';
import { DEFAULT_API_LIMITS, reservedConcurrencyOf } from './limits';

describe('the app', () => {
  it('names its stacks by lifecycle under the default prefix', () => {
    const { data, auth, apiEndpoint, sites, api, web } = buildTestApp();
    expect([data, auth, apiEndpoint, sites, api, web].map((stack) => stack.stackName)).toEqual([
      'WebsiteBuilder-Data',
      'WebsiteBuilder-Auth',
      'WebsiteBuilder-ApiEndpoint',
      'WebsiteBuilder-Sites',
      'WebsiteBuilder-Api',
      'WebsiteBuilder-Web',
    ]);
  });

  it('takes the stack prefix from context', () => {
    const { data } = buildTestApp({ context: { stackPrefix: 'Staging-Builder' } });
    expect(data.stackName).toBe('Staging-Builder-Data');
  });

  it('refuses a stack prefix that is not a valid stack name', () => {
    expect(() => buildTestApp({ context: { stackPrefix: 'my builder' } })).toThrow(/stackPrefix/);
  });

  // Synthesizes the whole app three times (about 10 s each when the machine is busy).
  it('references across same-region stacks strongly (exports), weakly only across regions', () => {
    const weakReadsOf = (product: ProductApp) =>
      [
        product.data,
        product.auth,
        product.apiEndpoint,
        product.sites,
        product.api,
        product.web,
      ].flatMap((stack) =>
        [
          ...JSON.stringify(templateOf(stack).toJSON()).matchAll(
            /"Fn::GetStackOutput":\{[^}]*?"StackName":"([^"]+)"/g,
          ),
        ].map((match) => `${stack.stackName} reads ${match[1]}`),
      );
    expect(weakReadsOf(buildTestApp())).toEqual([]);
    const production = buildTestApp({
      region: 'ap-south-1',
      context: { sitesDomain: 'mysites.example', sitesHostedZoneId: 'Z0123', waf: 'on' },
    });
    // Only the us-east-1 stacks (the sites certificate, the firewall) are read weakly.
    expect(new Set(weakReadsOf(production))).toEqual(
      new Set([
        'WebsiteBuilder-Sites reads WebsiteBuilder-SitesCertificate',
        'WebsiteBuilder-Web reads WebsiteBuilder-Firewall',
      ]),
    );
    expect(JSON.stringify(templateOf(production.api).toJSON())).toContain(
      '"Fn::ImportValue":"WebsiteBuilder-Data:ExportsOutput',
    );
  }, 90_000);

  it('deploys to context region over the CLI’s CDK_DEFAULT_REGION, and refuses a malformed one', () => {
    vi.stubEnv('CDK_DEFAULT_REGION', 'us-west-2');
    try {
      const product = buildTestApp({ context: { region: 'ap-south-1', waf: 'on' } });
      expect(product.api.region).toBe('ap-south-1');
      expect(product.web.region).toBe('ap-south-1');
      expect(product.firewall?.region).toBe('us-east-1');
      expect(buildTestApp({ context: { waf: 'on' } }).api.region).toBe('us-west-2');
      expect(() => buildTestApp({ context: { region: 'mumbai' } })).toThrow(
        /Context "region" must be an AWS region such as ap-south-1; got mumbai/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses to deploy sites without a domain of their own unless a demo says so', () => {
    expect(() => buildTestApp({ context: { sharedSitesOrigin: '' } })).toThrow(
      /need a domain of their own.*"sharedSitesOrigin=yes"/,
    );
    expect(() => buildTestApp({ context: { sharedSitesOrigin: 'true' } })).toThrow(
      /"sharedSitesOrigin" can only be yes/,
    );
  });

  it('reserves concurrency for every HTTP function, and none for builds or when told 0', () => {
    const reservedOf = (product: ProductApp) =>
      Object.fromEntries(
        Object.entries(product.api.functions).map(([functionId, fn]) => [
          functionId,
          product.api.resolve(
            (fn.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions,
          ) as unknown,
        ]),
      );
    const reserved = reservedOf(buildTestApp());
    for (const [functionId, definition] of Object.entries(functionList)) {
      if (definition.invokedBy === 'userPool') continue;
      expect([functionId, reserved[functionId]]).toEqual([
        functionId,
        definition.invokedBy === 'httpApi'
          ? reservedConcurrencyOf(DEFAULT_API_LIMITS, functionId)
          : undefined,
      ]);
    }
    const none = reservedOf(buildTestApp({ context: { httpReservedConcurrency: '0' } }));
    expect(Object.values(none).every((value) => value === undefined)).toBe(true);
    expect(() => buildTestApp({ context: { httpReservedConcurrency: 'lots' } })).toThrow(
      /"httpReservedConcurrency" must be a whole number/,
    );
  });

  it('deploys the API endpoint before sites, both before the API, and all before the web stack', () => {
    const assembly = buildTestApp().app.synth();
    const dependenciesOf = (stackName: string) =>
      assembly
        .getStackByName(stackName)
        .dependencies.map((dependency) => dependency.id)
        .filter((id) => id.startsWith('WebsiteBuilder-') && !id.endsWith('.assets'));
    expect(dependenciesOf('WebsiteBuilder-Api')).toEqual(
      expect.arrayContaining([
        'WebsiteBuilder-Data',
        'WebsiteBuilder-Auth',
        'WebsiteBuilder-ApiEndpoint',
        'WebsiteBuilder-Sites',
      ]),
    );
    expect(dependenciesOf('WebsiteBuilder-Web')).toEqual(
      expect.arrayContaining([
        'WebsiteBuilder-ApiEndpoint',
        'WebsiteBuilder-Api',
        'WebsiteBuilder-Sites',
      ]),
    );
    // Without a sites domain, the sites stack depends only on the API's endpoint (its forms).
    expect(dependenciesOf('WebsiteBuilder-Sites')).toEqual(['WebsiteBuilder-ApiEndpoint']);
    // The user pool and the API's endpoint depend on no other stack of ours.
    expect(dependenciesOf('WebsiteBuilder-Auth')).toEqual([]);
    expect(dependenciesOf('WebsiteBuilder-ApiEndpoint')).toEqual([]);
  });
});

describe('cdk-nag AwsSolutions checks', () => {
  describe('of the app as deployed, with a built SPA', () => {
    const spaBuild = fakeSpaBuild();
    let product: ProductApp;

    beforeAll(() => {
      product = buildTestApp({ spaAssetsPath: spaBuild, context: reportFindingsPerStack });
    });

    it.each(['data', 'auth', 'apiEndpoint', 'sites', 'api', 'web'] as const)(
      'find nothing unsuppressed in the %s stack',
      (key) => {
        expectNoNagFindings(product[key]);
      },
    );
  });

  describe('of the app with every production context: domains, firewall, email, payments, model, sign-in', () => {
    const spaBuild = fakeSpaBuild();
    let product: ProductApp;

    beforeAll(() => {
      product = buildTestApp({
        spaAssetsPath: spaBuild,
        region: 'ap-south-1',
        context: {
          ...reportFindingsPerStack,
          ...productionContext,
        },
      });
    });

    it.each([
      'data',
      'auth',
      'apiEndpoint',
      'sites',
      'sitesCertificate',
      'appCertificate',
      'firewall',
      'api',
      'web',
    ] as const)('find nothing unsuppressed in the %s stack', (key) => {
      const stack = product[key];
      expect(stack).toBeDefined();
      if (stack) expectNoNagFindings(stack);
    });
  });

  describe('of the app with Google sign-in', () => {
    it.each(['auth', 'web'] as const)('find nothing unsuppressed in the %s stack', (key) => {
      const product = buildTestApp({ context: { ...reportFindingsPerStack, ...googleContext } });
      expectNoNagFindings(product[key]);
    });
  });

  describe('of the app with GitHub and Google sign-in', () => {
    let product: ProductApp;

    beforeAll(() => {
      product = buildTestApp({
        context: { ...reportFindingsPerStack, ...googleContext, ...githubContext },
      });
    });

    it.each(['auth', 'api', 'web'] as const)('find nothing unsuppressed in the %s stack', (key) => {
      expectNoNagFindings(product[key]);
    });

    it("deploys the user pool before any stack: the GitHub bridge's issuer is the app's address", () => {
      const assembly = product.app.synth();
      const dependenciesOf = (stackName: string) =>
        assembly
          .getStackByName(stackName)
          .dependencies.map((dependency) => dependency.id)
          .filter((id) => id.startsWith('WebsiteBuilder-') && !id.endsWith('.assets'));
      // The issuer is context (appUrl), not an address of a stack deployed later: no cycle with
      // the Web stack, which depends on the pool through the API stack.
      expect(dependenciesOf('WebsiteBuilder-Auth')).toEqual([]);
      expect(dependenciesOf('WebsiteBuilder-Web')).toContain('WebsiteBuilder-Api');
    });
  });

  it('find nothing unsuppressed in the API stack with Razorpay configured', () => {
    const product = buildTestApp({
      context: {
        ...reportFindingsPerStack,
        razorpaySecretName: 'website-builder/razorpay',
        templateMode: 'sell',
      },
    });
    expectNoNagFindings(product.api);
  });

  it('find nothing unsuppressed when functions are granted table and bucket access', () => {
    const functions: Record<string, FunctionDefinition> = {
      reader: { ...functionList.notFound, table: 'read', codeBucket: 'read' },
      writer: { ...functionList.notFound, table: 'readWriteDelete', codeBucket: 'readWrite' },
    };
    const { api } = buildTestApp({
      context: reportFindingsPerStack,
      functions,
      fallbackFunctionId: 'reader',
      routes: [
        {
          name: 'writeThing',
          method: 'POST',
          path: '/api/things',
          routeKey: 'POST /api/things',
          access: 'user',
          functionId: 'writer',
        },
      ],
      jwt: { issuerUrl: 'https://issuer.example.com', audience: ['client'] },
    });
    expectNoNagFindings(api);
  });
});
