import { describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, PLANS, PRICING_INFO } from '../catalogue';
import { registerRequestSchema, loginRequestSchema, authResponseSchema } from './auth-schemas';
import {
  createOrderResponseSchema,
  listPackagesResponseSchema,
  listTransactionsQuerySchema,
  pricingResponseSchema,
  verifyPaymentRequestSchema,
} from './credits-schemas';
import { deployResponseSchema } from './deployment-schemas';
import { buildPath, endpoints, GITHUB_OIDC_PATH, routeKeyOf } from './endpoints';
import { githubOidcIssuerOf, githubOidcUrlsOf } from './github-oidc-endpoints';
import { createProjectRequestSchema, projectDetailSchema } from './project-schemas';
import {
  clientSocketMessageSchema,
  generateSocketMessageSchema,
  serverSocketMessageSchema,
} from './socket-schemas';
import {
  cancelSubscriptionRequestSchema,
  listPlansResponseSchema,
  subscriptionStatusResponseSchema,
} from './subscription-schemas';

const projectId = '01JD3ZK8Q6R9V2W4X5Y7Z8A9BC';
const signature = 'a'.repeat(64);

describe('the HTTP contract', () => {
  it('covers the 24 calls of requirements §7, the sync alias, the contact form, the version history, saving from the preview, the quote, project images, the payments webhook, email codes, reset emails, deploy history, form submissions, deployed sites’ forms, visitor analytics, custom domains, plan changes, the GitHub sign-in bridge, the product’s own analytics, save to GitHub, a project’s runs and its rename, a site’s new address, resuming a plan, deleting the account and exporting its data, reporting a site and the operators’ takedowns, the live connection’s tickets, each unique', () => {
    const keys = Object.keys(endpoints).map((name) => routeKeyOf(name as keyof typeof endpoints));
    expect(keys).toHaveLength(78);
    expect(new Set(keys).size).toBe(78);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /oidc/github/.well-known/openid-configuration',
        'GET /oidc/github/authorize',
        'GET /oidc/github/callback',
        'POST /oidc/github/token',
        'GET /oidc/github/userinfo',
        'POST /oidc/github/userinfo',
        'GET /oidc/github/jwks.json',
        'POST /api/analytics/events',
        'GET /api/github/status',
        'POST /api/github/connect',
        'POST /api/github/callback',
        'GET /api/github/repositories',
        'POST /api/github/repositories',
        'POST /api/github/save',
        'DELETE /api/github/connection',
      ]),
    );
    expect(keys).toContain('GET /api/deployments/{projectId}/analytics');
    expect(keys).toContain('POST /_a/{subdomain}');
    expect(keys).toContain('PUT /api/deployments/{projectId}/notifications');
    expect(keys).toContain('PUT /api/deployments/{projectId}/address');
    expect(keys).toContain('POST /api/subscriptions/change');
    expect(keys).toContain('POST /api/subscriptions/change/cancel');
    expect(keys).toContain('POST /api/auth/email/code');
    expect(keys).toContain('POST /api/auth/email/verify');
    expect(keys).toContain('POST /api/auth/forgot-password');
    expect(keys).toContain('POST /api/projects/{projectId}/assets');
    expect(keys).toContain('POST /api/projects/{projectId}/assets/{assetId}/complete');
    expect(keys).toContain('GET /api/projects/{projectId}/assets');
    expect(keys).toContain('PUT /api/projects/{projectId}/code');
    expect(keys).toContain('POST /api/projects/{projectId}/quote');
    expect(keys).toContain('POST /api/projects/{projectId}/socket-tickets');
    expect(keys).toContain('POST /api/payments/webhook');
    expect(keys).toContain('POST /api/projects/{projectId}/versions/{version}/restore');
    expect(keys).toContain('POST /api/auth/firebase/sync');
    expect(keys).toContain('POST /api/credits/verify-payment');
    expect(keys).toContain('DELETE /api/projects/{projectId}');
    expect(keys).toContain('PUT /api/deployments/{projectId}/domain');
    expect(keys).toContain('DELETE /api/account');
    expect(keys).toContain('GET /api/account/export');
    expect(keys).toContain('POST /api/abuse-reports');
    expect(keys).toContain('POST /api/admin/sites/takedown');
    expect(keys).toContain('POST /api/admin/sites/release');
    expect(keys).toContain('POST /api/deployments/{projectId}/domain/check');
  });

  it('names the path parameter at each position of a path alike, as API Gateway needs', () => {
    const names = new Map<string, string>();
    for (const { path } of Object.values(endpoints)) {
      path.split('/').forEach((segment, position) => {
        const parameter = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!parameter) return;
        const prefix = `${path.split('/').slice(0, position).join('/')}/*`;
        expect(names.get(prefix) ?? parameter, `${path} at ${prefix}`).toBe(parameter);
        names.set(prefix, parameter);
      });
    }
    expect(names.get('/api/projects/*')).toBe('projectId');
  });

  it("takes a deployed page's beacon without a token, as sent, and answers it with no content", () => {
    expect(endpoints.recordPageView).toMatchObject({
      access: 'public',
      rawBody: true,
      noContent: true,
    });
    expect(endpoints.siteAnalytics.access).toBe('user');
  });

  it("takes the app's batches of product events without a token, as sent, and answers with no content", () => {
    expect(endpoints.recordProductEvents).toMatchObject({
      access: 'public',
      rawBody: true,
      noContent: true,
    });
  });

  it('sends the catalogue calls without a token, as requirements §6 says', () => {
    expect(endpoints.listPlans.access).toBe('public');
    expect(endpoints.listPackages.access).toBe('public');
    expect(endpoints.pricing.access).toBe('public');
    expect(endpoints.creditSummary.access).toBe('user');
  });

  it('lets Razorpay call the payments webhook without a token, handing over the raw body it signed', () => {
    expect(endpoints.paymentsWebhook).toMatchObject({ access: 'public', rawBody: true });
    expect('body' in endpoints.paymentsWebhook).toBe(false);
    expect(endpoints.verifyPayment.access).toBe('user');
    expect(endpoints.createOrder.access).toBe('user');
  });

  it('serves the GitHub sign-in bridge publicly, under its issuer, its endpoints where discovery says', () => {
    const bridge = Object.entries(endpoints).filter(([name]) => name.startsWith('githubOidc'));
    expect(bridge).toHaveLength(7);
    for (const [, endpoint] of bridge) {
      expect(endpoint.access).toBe('public');
      expect(endpoint.path.startsWith(`${GITHUB_OIDC_PATH}/`)).toBe(true);
    }
    const issuer = githubOidcIssuerOf('https://abc.execute-api.eu-west-1.amazonaws.com/');
    expect(issuer).toBe('https://abc.execute-api.eu-west-1.amazonaws.com/oidc/github');
    expect(githubOidcUrlsOf(issuer)).toEqual({
      issuer,
      discovery: `${issuer}/.well-known/openid-configuration`,
      authorization: `${issuer}/authorize`,
      callback: `${issuer}/callback`,
      token: `${issuer}/token`,
      userInfo: `${issuer}/userinfo`,
      jwks: `${issuer}/jwks.json`,
    });
  });

  it('keeps save to GitHub for signed-in users, and its requests to what GitHub and the product accept', () => {
    const save = Object.entries(endpoints).filter(([, endpoint]) =>
      endpoint.path.startsWith('/api/github/'),
    );
    expect(save).toHaveLength(7);
    for (const [, endpoint] of save) expect(endpoint.access).toBe('user');
    const body = endpoints.githubSave.body;
    expect(body.safeParse({ project_id: projectId, repository: 'octo-cat/site.v2' }).success).toBe(
      true,
    );
    const refused = ['octocat', 'octo/cat/x', '-octo/site', 'octo/a b', 'octo/..'].filter(
      (repository) => body.safeParse({ project_id: projectId, repository }).success,
    );
    expect(refused).toEqual([]);
    const create = endpoints.githubCreateRepository.body.safeParse({ name: 'my site' });
    expect(create.success ? '' : create.error.issues[0]?.message).toMatch(
      /may only contain letters, digits/,
    );
    expect(endpoints.githubCreateRepository.body.parse({ name: ' site ' })).toEqual({
      name: 'site',
      private: true,
    });
  });

  it('closes an account only for its signed-in owner, and hands its data over as a file', () => {
    expect(endpoints.deleteAccount.access).toBe('user');
    expect(endpoints.exportAccount).toMatchObject({ access: 'user', file: true });
    expect(endpoints.deleteAccount.body.parse({})).toEqual({});
    expect(endpoints.deleteAccount.body.safeParse({ password: 'x'.repeat(257) }).success).toBe(
      false,
    );
  });

  it('takes reports of sites from anyone, and takedowns and releases from operators only', () => {
    expect(endpoints.submitAbuseReport.access).toBe('public');
    expect(endpoints.takeDownSite.access).toBe('operator');
    expect(endpoints.releaseSite.access).toBe('operator');
    expect(
      endpoints.submitAbuseReport.body.parse({
        site: ' shop.sites.example/offers?ref=mail#top ',
        reason: 'phishing',
        email: '',
      }),
    ).toEqual({ site: 'https://shop.sites.example/offers', reason: 'phishing', details: '' });
    expect(
      endpoints.submitAbuseReport.body.safeParse({ site: 'javascript:alert(1)', reason: 'other' })
        .success,
    ).toBe(false);
    expect(
      endpoints.takeDownSite.body.safeParse({ site: 'https://shop.sites.example/', reason: ' ' })
        .success,
    ).toBe(false);
  });

  it('fills path parameters and refuses a path with one missing', () => {
    expect(buildPath(endpoints.getProject.path, { projectId })).toBe(`/api/projects/${projectId}`);
    expect(() => buildPath(endpoints.getProject.path, {})).toThrow('projectId');
  });
});

describe('auth schemas', () => {
  it('accepts a registration and trims its text fields', () => {
    const parsed = registerRequestSchema.parse({
      username: '  asha ',
      email: ' asha@example.com ',
      password: 'secret-1',
    });
    expect(parsed).toEqual({ username: 'asha', email: 'asha@example.com', password: 'secret-1' });
  });

  it("rejects a short password with the spec's message", () => {
    const result = registerRequestSchema.safeParse({
      username: 'asha',
      email: 'asha@example.com',
      password: 'seven-7',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });

  it('rejects an invalid email address', () => {
    const result = loginRequestSchema.safeParse({ email: 'not-an-email', password: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Invalid email address');
  });

  it('requires a user with a whole, non-negative credit balance in auth responses', () => {
    const user = { id: 'u1', username: 'asha', email: 'a@example.com', credits: 20 };
    expect(authResponseSchema.safeParse({ access_token: 't', user }).success).toBe(true);
    expect(
      authResponseSchema.safeParse({ access_token: 't', user: { ...user, credits: -1 } }).success,
    ).toBe(false);
  });
});

describe('project schemas', () => {
  it("accepts the dashboard's create call and only the fixed model", () => {
    const body = { name: 'Bakery', description: 'A bakery site', model: 'gpt-5' };
    expect(createProjectRequestSchema.parse(body)).toEqual(body);
    expect(createProjectRequestSchema.safeParse({ ...body, model: 'gpt-4' }).success).toBe(false);
  });

  it('rejects a blank name and an overlong description', () => {
    expect(
      createProjectRequestSchema.safeParse({ name: '   ', description: 'x', model: 'gpt-5' }).error
        ?.issues[0]?.message,
    ).toBe('Project name is required');
    expect(
      createProjectRequestSchema.safeParse({
        name: 'n',
        description: 'x'.repeat(5001),
        model: 'gpt-5',
      }).success,
    ).toBe(false);
  });

  it('accepts a project with no code yet', () => {
    const now = new Date().toISOString();
    const detail = {
      id: projectId,
      name: 'Bakery',
      description: 'A bakery site',
      generated_code: null,
      versions: [],
      created_at: now,
      updated_at: now,
    };
    expect(projectDetailSchema.parse(detail)).toEqual(detail);
  });
});

describe('credit and subscription schemas', () => {
  it('accepts the catalogue as the public calls return it', () => {
    expect(listPlansResponseSchema.parse({ success: true, plans: PLANS }).plans).toHaveLength(4);
    expect(
      listPackagesResponseSchema.safeParse({ success: true, packages: CREDIT_PACKAGES }).success,
    ).toBe(true);
    expect(pricingResponseSchema.safeParse({ success: true, pricing: PRICING_INFO }).success).toBe(
      true,
    );
  });

  it('defaults the transaction page size to 20 and caps it', () => {
    expect(listTransactionsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(listTransactionsQuerySchema.parse({ limit: '5' }).limit).toBe(5);
    expect(listTransactionsQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(listTransactionsQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });

  it('accepts a Razorpay order only in rupees', () => {
    const order = { key_id: 'rzp_test_1', amount: 49900, currency: 'INR', order_id: 'order_1' };
    expect(createOrderResponseSchema.parse(order)).toEqual(order);
    expect(createOrderResponseSchema.safeParse({ ...order, currency: 'USD' }).success).toBe(false);
  });

  it('requires a hexadecimal HMAC signature to verify a payment', () => {
    const body = { order_id: 'order_1', payment_id: 'pay_1', signature };
    expect(verifyPaymentRequestSchema.safeParse(body).success).toBe(true);
    expect(verifyPaymentRequestSchema.safeParse({ ...body, signature: 'forged' }).success).toBe(
      false,
    );
    expect(verifyPaymentRequestSchema.safeParse({ ...body, order_id: '' }).success).toBe(false);
  });

  it('describes no subscription with status none', () => {
    const none = { plan_id: 'free', status: 'none', charge_at: null, subscription_id: null };
    expect(subscriptionStatusResponseSchema.parse({ success: true, subscription: none })).toEqual({
      success: true,
      subscription: none,
    });
  });

  it('only cancels at cycle end', () => {
    expect(cancelSubscriptionRequestSchema.safeParse({ cancel_at_cycle_end: true }).success).toBe(
      true,
    );
    expect(cancelSubscriptionRequestSchema.safeParse({ cancel_at_cycle_end: false }).success).toBe(
      false,
    );
  });

  it('returns a deployment with a DNS-safe subdomain', () => {
    const deployment = {
      preview_url: 'https://bakery.sites.example.com/',
      subdomain: 'bakery',
      deployed_at: new Date().toISOString(),
      notifications: { submissions: false },
    };
    const reply = { success: true, deployment, message: 'Deployed' };
    expect(deployResponseSchema.safeParse(reply).success).toBe(true);
    expect(
      deployResponseSchema.safeParse({
        ...reply,
        deployment: { ...deployment, subdomain: 'Bad_Name' },
      }).success,
    ).toBe(false);
  });
});

describe('socket messages', () => {
  const timestamp = new Date().toISOString();

  it('accepts the three server shapes of requirements §7', () => {
    const messages = [
      {
        type: 'status',
        generation_id: '01JGENERATION0000000000000',
        agent: 'Planner',
        status: 'working',
        cost: 12,
        credits_used: 0,
        progress: 'Planning sections',
        progressPercent: 40,
        timestamp,
      },
      {
        type: 'complete',
        generation_id: '01JGENERATION0000000000000',
        code: '<!doctype html><html></html>',
        new_balance: 3,
        version: 1,
      },
      { error: 'Insufficient credits. Please buy more credits.' },
    ];
    for (const message of messages) {
      expect(serverSocketMessageSchema.parse(message)).toEqual(message);
    }
  });

  it('rejects a status for an unknown agent or an out-of-range percent', () => {
    const status = { type: 'status', status: 'working', cost: 1, credits_used: 0, timestamp };
    expect(serverSocketMessageSchema.safeParse({ ...status, agent: 'Hacker' }).success).toBe(false);
    expect(
      serverSocketMessageSchema.safeParse({ ...status, agent: 'Testing', progressPercent: 140 })
        .success,
    ).toBe(false);
  });

  it('requires a token and a non-blank prompt from the client', () => {
    expect(clientSocketMessageSchema.safeParse({ token: 't', message: 'A bakery' }).success).toBe(
      true,
    );
    expect(
      generateSocketMessageSchema.safeParse({ token: 't', message: '   ' }).error?.issues[0]
        ?.message,
    ).toBe('Please describe what you want to build');
    expect(clientSocketMessageSchema.safeParse({ message: 'A bakery' }).success).toBe(false);
  });

  it('lets a tab watch a project with its token alone', () => {
    expect(clientSocketMessageSchema.safeParse({ token: 't', action: 'watch' }).success).toBe(true);
    expect(clientSocketMessageSchema.safeParse({ action: 'watch' }).success).toBe(false);
    expect(clientSocketMessageSchema.safeParse({ token: 't', action: 'build' }).success).toBe(
      false,
    );
  });
});
