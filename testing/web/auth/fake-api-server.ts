import type {
  GitHubRepository,
  GitHubStatus,
  SiteAnalyticsResponse,
  CreditPackage,
  CustomDomain,
  DeployEntry,
  Deployment,
  PricingInfo,
  ProjectDetail,
  ReleasedDomain,
  Submission,
  Transaction,
  User,
} from '../../../shared/api';
import { TEMPLATE_MODE_LABEL, type AppConfig } from '../../../shared/app-config';
import { CREDIT_PACKAGES, PRICING_INFO } from '../../../shared/catalogue';
import {
  ADDRESS_REDIRECT_DAYS,
  MIN_PASSWORD_LENGTH,
  TRANSACTION_PAGE_SIZE,
  WELCOME_CREDITS,
} from '../../../shared/constants';
import { quoteRequestSchema } from '../../../shared/api/quote-schemas';
import { renameProjectRequestSchema, type RunSummary } from '../../../shared/api/project-schemas';
import { quoteMessage } from '../../../functions/generation/generation-quote';
import { quoteResponseOf } from '../../../functions/generation/quote-service';
import { runSizeOf } from '../../../functions/generation/edit-size';
import {
  generationEngine,
  type GenerationEngine,
} from '../../../functions/generation/models/model-settings';

/** What the fake prices runs with: template mode unless a test configures a model. */
export const FAKE_ENGINES = {
  template: generationEngine({}),
  model: generationEngine({ OPENAI_API_KEY: 'sk-fake' }),
} as const;

/**
 * As the server: an account still to verify its email opened at zero, its welcome credits owed
 * until it does (an unverified profile with credits made before that rule has them already).
 */
function welcomeDueOf(profile: User): number {
  return profile.email_verified === false && profile.credits === 0 ? WELCOME_CREDITS : 0;
}
/** The `/config.json` the fake serves: the live connection's URL, the models' label, checkout. */
export const FAKE_APP_CONFIG: AppConfig = {
  auth: {
    region: 'local',
    userPoolId: 'local_pool',
    clientId: 'client',
    google: null,
    github: null,
  },
  generation: { socketUrl: 'ws://localhost/ws/{projectId}', models: TEMPLATE_MODE_LABEL },
  payments: { checkoutScriptUrl: 'http://localhost/_local/razorpay/checkout.js' },
};

/** The code the fake "emails" to prove an address. */
export const FAKE_EMAIL_CODE = '246810';

/** The Razorpay key id the fake's orders carry. */
export const FAKE_RAZORPAY_KEY_ID = 'rzp_test_fake';

/**
 * The signature the fake accepts for a payment: 64 hex characters derived from the ids, standing
 * in for Razorpay's HMAC (a fake checkout signs with this, a forged payment does not).
 */
export function fakePaymentSignature(orderId: string, paymentId: string): string {
  const hex = Array.from(`${orderId}|${paymentId}`, (char) =>
    char.charCodeAt(0).toString(16).padStart(2, '0'),
  ).join('');
  return hex.padEnd(64, '0').slice(-64);
}

export type FakeFailure = { status: number; detail: string };

/** The endpoints whose answer a test can replace with a failure. */
export type FakeFailingEndpoint =
  | 'list'
  | 'create'
  | 'get'
  | 'delete'
  | 'restore'
  | 'quote'
  | 'summary'
  | 'transactions'
  | 'packages'
  | 'pricing'
  | 'createOrder'
  | 'verifyPayment'
  | 'getDeployment'
  | 'deploy'
  | 'deleteDeployment'
  | 'deployHistory'
  | 'rollbackDeployment'
  | 'listSubmissions'
  | 'deleteSubmission'
  | 'siteAnalytics'
  | 'setDeploymentNotifications'
  | 'changeSiteAddress'
  | 'register';

export interface FakeOrder {
  orderId: string;
  email: string;
  packageId: string;
  paid: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string with its `?`, or ''. */
  query: string;
  authorization: string | null;
  body: unknown;
}

export interface FakeApiServer {
  fetch: typeof fetch;
  /** What writes the pages: template mode by default; its config and quotes follow it. */
  engine: GenerationEngine;
  requests: RecordedRequest[];
  /** Profiles by email; the identity sync creates one with 20 credits on first sign-in. */
  profiles: Map<string, User>;
  /** Make `/api/auth/me` answer 401 (a session the server no longer accepts). */
  rejectSession: boolean;
  /** The signed-in user's projects, newest first. */
  projects: ProjectDetail[];
  /** Answers the projects and credits APIs give instead of doing their work, by endpoint. */
  failures: Partial<Record<FakeFailingEndpoint, FakeFailure>>;
  /** The HTML of each saved version, by `{projectId}#{version}`. */
  versionCodes: Map<string, string>;
  /** Each project's run records as the thread reads them, newest first. */
  runs: Map<string, RunSummary[]>;
  /** The public catalogue: credit packages and pricing. */
  creditPackages: CreditPackage[];
  pricing: PricingInfo;
  /** The signed-in user's ledger, newest first; the summary is derived from it. */
  transactions: Transaction[];
  /** Orders created through create-order, by order id. */
  orders: Map<string, FakeOrder>;
  /** The signed-in user's live deployments, by project id. */
  deployments: Map<string, Deployment>;
  /** Each deployed project's deploys, newest first. */
  deploys: Map<string, DeployEntry[]>;
  /** What visitors sent through each deployed project's forms, newest first. */
  submissions: Map<string, Submission[]>;
  /** Each deployed project's custom domain. */
  customDomains: Map<string, CustomDomain>;
  /** Domains whose DNS record the fake's check finds in place. */
  dnsInPlace: Set<string>;
  /**
   * Each deployed project's domain another site took over, told (and forgotten with the site's
   * domain) on the next look at the site's domain.
   */
  takenOver: Map<string, ReleasedDomain>;
  /** Each deployed project's visitor counts as the analytics call answers them (none: zeros). */
  analytics: Map<string, Omit<SiteAnalyticsResponse, 'success'>>;
  /** The time a deploy stamps on its deployment. */
  now: () => Date;
  /** Emails a verification code was sent to, in order. */
  emailCodesSent: string[];
  /**
   * Save to GitHub: what the status call answers (the project's link is kept per project), the
   * connected account's repositories, and the answer a save gives instead of saving.
   */
  github: {
    available: boolean;
    connection: GitHubStatus['connection'];
    links: Map<string, NonNullable<GitHubStatus['project']>>;
    repositories: GitHubRepository[];
    saveFailure?: FakeFailure;
  };
}

/** Save to GitHub's calls (`/api/github/…`), on the fake's `github` state. */
function answerGitHub(server: FakeApiServer, request: RecordedRequest): Response {
  const { github } = server;
  const query = new URLSearchParams(request.query);
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /api/github/status') {
    const projectId = query.get('project_id');
    return json({
      success: true,
      available: github.available,
      connection: github.available ? github.connection : null,
      project: (projectId && github.links.get(projectId)) ?? null,
    });
  }
  if (route === 'GET /api/github/repositories') {
    return json({ success: true, repositories: github.repositories, next_page: null });
  }
  if (route === 'POST /api/github/repositories') {
    const created = {
      full_name: `${github.connection?.login ?? 'someone'}/${stringField(request.body, 'name')}`,
      html_url: `https://github.example/${stringField(request.body, 'name')}`,
      private: true,
      default_branch: 'main',
    };
    github.repositories.unshift(created);
    return json({ success: true, repository: created });
  }
  if (route === 'POST /api/github/connect') {
    return json({ success: true, authorize_url: 'https://github.example/login/oauth/authorize' });
  }
  if (route === 'POST /api/github/save') {
    if (github.saveFailure)
      return json({ detail: github.saveFailure.detail }, github.saveFailure.status);
    const projectId = stringField(request.body, 'project_id');
    const repository = stringField(request.body, 'repository');
    const previous = github.links.get(projectId);
    const link = {
      full_name: repository,
      html_url: `https://github.example/${repository}`,
      version: (previous?.version ?? 0) + 1,
      saved_at: server.now().toISOString(),
      commit_url: `https://github.example/${repository}/commit/${'a'.repeat(40)}`,
    };
    github.links.set(projectId, link);
    return json({ success: true, link });
  }
  if (route === 'DELETE /api/github/connection') {
    github.connection = null;
    return json({ success: true });
  }
  return json({ detail: 'Not found' }, 404);
}

/** The deployment a deploy makes live; its owner's notifications stay as they were. */
function liveDeployment(
  subdomain: string,
  deploy: DeployEntry,
  notifications: Deployment['notifications'] = { submissions: false },
): Deployment {
  return {
    preview_url: fakePreviewUrl(subdomain),
    subdomain,
    deployed_at: deploy.deployed_at,
    deploy_id: deploy.deploy_id,
    version: deploy.version,
    notifications,
  };
}

/** What the fake's custom domains point at. */
export const FAKE_ROUTING_ENDPOINT = 'd111abcdef8.cloudfront.net';

/** Where the fake serves a subdomain's site. */
export function fakePreviewUrl(subdomain: string): string {
  return `https://${subdomain}.sites.example.com/`;
}

/** The subdomain the fake gives a project name: lower case, letters and digits, dashes between. */
export function fakeSubdomain(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'site';
}

/** A project id (ULID) for tests: `projectIdFor(1)` → `01J0000000000000000000000A`. */
export function projectIdFor(n: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let suffix = '';
  for (let rest = n; suffix.length < 4; rest = Math.floor(rest / 32)) {
    suffix = (alphabet[rest % 32] ?? '0') + suffix;
  }
  return `01J0000000000000000000${suffix}`;
}

const CREATED_AT = '2025-11-01T10:00:00.000Z';

/** A ledger entry for tests; `n` makes the id and, counting back from CREATED_AT, the time. */
export function fakeTransaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: `txn-${n}`,
    created_at: new Date(Date.parse(CREATED_AT) - n * 60_000).toISOString(),
    type: 'spend',
    operation: `Website generation ${n}`,
    amount: -10,
    status: 'completed',
    ...overrides,
  };
}

/**
 * A form submission for tests; `n` makes the id and, counting back from CREATED_AT, the time (so
 * a higher `n` is older).
 */
export function fakeSubmission(n: number, overrides: Partial<Submission> = {}): Submission {
  return {
    id: `01K${projectIdFor(n).slice(3)}`,
    form: 'contact',
    fields: [
      { name: 'name', value: `Visitor ${n}` },
      { name: 'email', value: `visitor${n}@example.com` },
    ],
    submitted_at: new Date(Date.parse(CREATED_AT) - n * 60_000).toISOString(),
    ...overrides,
  };
}

export function fakeProject(n: number, overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    id: projectIdFor(n),
    name: `Project ${n}`,
    description: `The description of project ${n}`,
    generated_code: null,
    versions: [],
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    ...overrides,
  };
}

function summaryOf(project: ProjectDetail) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    prompt: project.description,
    has_code: project.generated_code !== null,
    created_at: project.created_at,
    updated_at: project.updated_at,
  };
}

function stringField(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null || !(key in body)) return '';
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' ? value : '';
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The email a test bearer (`id-token:{email}:{n}` or `api-token:{email}`) stands for. */
/** A JSON body's string field ('' when missing). */
function textField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : '';
}

function emailOf(authorization: string | null): string | null {
  const match = /^Bearer (?:id-token|api-token):([^:]+)/.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Just enough of the API for the screens' tests: sync, me, logout, the projects, credits and
 * deployments.
 */
export interface FakeApiServerOptions {
  /**
   * The accounts register and forgot-password work on: the in-memory auth service's, so a user
   * registered through the API can sign in there, and a reset code sent here can be applied there.
   */
  accounts?: { users: Map<string, string>; resetCodes: Map<string, string> };
}

export function createFakeApiServer({ accounts }: FakeApiServerOptions = {}): FakeApiServer {
  let ticketsIssued = 0;
  const server: FakeApiServer = {
    engine: FAKE_ENGINES.template,
    requests: [],
    profiles: new Map(),
    rejectSession: false,
    projects: [],
    failures: {},
    versionCodes: new Map(),
    runs: new Map(),
    creditPackages: [...CREDIT_PACKAGES],
    pricing: PRICING_INFO,
    transactions: [],
    orders: new Map(),
    deployments: new Map(),
    deploys: new Map(),
    submissions: new Map(),
    customDomains: new Map(),
    dnsInPlace: new Set(),
    takenOver: new Map(),
    analytics: new Map(),
    now: () => new Date(),
    emailCodesSent: [],
    github: { available: true, connection: null, links: new Map(), repositories: [] },
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      const text = typeof init?.body === 'string' ? init.body : '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.search,
        authorization: headers.get('Authorization'),
        body,
      };
      server.requests.push(request);
      const email = emailOf(request.authorization);

      if (request.path === '/api/auth/register' && request.method === 'POST') {
        const [username, newEmail, password] = ['username', 'email', 'password'].map((name) =>
          textField(body, name),
        ) as [string, string, string];
        if (!accounts) return json({ detail: 'This fake has no accounts' }, 503);
        const refused = failure('register');
        if (refused) return refused;
        if (accounts.users.has(newEmail)) {
          return json({ detail: 'This email is already registered. Please login instead.' }, 409);
        }
        if (password.length < MIN_PASSWORD_LENGTH) {
          return json(
            { detail: `Password is too weak. Use at least ${MIN_PASSWORD_LENGTH} characters.` },
            400,
          );
        }
        accounts.users.set(newEmail, password);
        const user = {
          id: `user-${server.profiles.size + 1}`,
          username,
          email: newEmail,
          credits: 20,
        };
        return json({ access_token: `api-token:${newEmail}`, user });
      }
      if (request.path === '/api/auth/forgot-password' && request.method === 'POST') {
        const resetEmail = textField(body, 'email');
        if (!accounts) return json({ detail: 'This fake has no accounts' }, 503);
        if (!accounts.users.has(resetEmail)) {
          return json({ detail: 'No account found with this email' }, 404);
        }
        accounts.resetCodes.set(resetEmail, '123456');
        return json({ success: true });
      }
      if (request.path === '/api/auth/email/code' && request.method === 'POST') {
        if (!email) return json({ detail: 'Not signed in' }, 401);
        server.emailCodesSent.push(email);
        return json({ success: true, sent_to: email });
      }
      if (request.path === '/api/auth/email/verify' && request.method === 'POST') {
        const profile = email ? server.profiles.get(email) : undefined;
        if (!email || !profile) return json({ detail: 'Not signed in' }, 401);
        if (textField(body, 'code') !== FAKE_EMAIL_CODE) {
          return json(
            { detail: 'That code is not right. Check the newest email and try again.' },
            400,
          );
        }
        const verified = {
          ...profile,
          credits: profile.credits + welcomeDueOf(profile),
          email_verified: true,
        };
        server.profiles.set(email, verified);
        return json({ success: true, user: verified });
      }
      if (request.path === '/api/auth/sync' && request.method === 'POST') {
        if (!email) return json({ detail: 'Not signed in' }, 401);
        let profile = server.profiles.get(email);
        if (!profile) {
          const username =
            typeof body === 'object' && body !== null && 'username' in body
              ? String(body.username)
              : (email.split('@')[0] ?? email);
          profile = { id: `user-${server.profiles.size + 1}`, username, email, credits: 20 };
          server.profiles.set(email, profile);
        }
        return json({ access_token: `api-token:${email}`, user: profile });
      }
      if (request.path === '/api/auth/me' && request.method === 'GET') {
        const profile = email ? server.profiles.get(email) : undefined;
        if (!profile || server.rejectSession) return json({ detail: 'Not signed in' }, 401);
        return json(profile);
      }
      if (request.path === '/config.json' && request.method === 'GET') {
        return json({
          ...FAKE_APP_CONFIG,
          generation: {
            ...FAKE_APP_CONFIG.generation,
            models: server.engine.model ?? TEMPLATE_MODE_LABEL,
          },
        });
      }
      if (request.path === '/api/auth/logout' && request.method === 'POST') {
        return json({ success: true });
      }
      if (request.path.startsWith('/api/github/')) return answerGitHub(server, request);
      if (request.path.startsWith('/api/projects')) {
        const profile = email ? server.profiles.get(email) : undefined;
        if (!profile) return json({ detail: 'Not signed in' }, 401);
        return (
          quoteApi(request.method, request.path, body, profile) ??
          projectsApi(request.method, request.path, url, body)
        );
      }
      if (request.path === '/api/credits/packages' && request.method === 'GET') {
        return failure('packages') ?? json({ success: true, packages: server.creditPackages });
      }
      if (request.path === '/api/credits/pricing' && request.method === 'GET') {
        return failure('pricing') ?? json({ success: true, pricing: server.pricing });
      }
      if (request.path.startsWith('/api/deployments/')) {
        if (!email || !server.profiles.get(email)) return json({ detail: 'Not signed in' }, 401);
        return (
          submissionsApi(request.method, request.path, url) ??
          customDomainApi(request.method, request.path, body) ??
          analyticsApi(request.method, request.path) ??
          deploymentsApi(request.method, request.path, body)
        );
      }
      if (request.path.startsWith('/api/credits/')) {
        const profile = email ? server.profiles.get(email) : undefined;
        if (!email || !profile) return json({ detail: 'Not signed in' }, 401);
        return creditsApi(request.method, request.path, url, body, email, profile);
      }
      return json({ detail: 'Not found' }, 404);
    },
  };

  function failure(name: FakeFailingEndpoint): Response | null {
    const answer = server.failures[name];
    return answer ? json({ detail: answer.detail }, answer.status) : null;
  }

  function summaryOfLedger(profile: User) {
    const completed = server.transactions.filter((entry) => entry.status === 'completed');
    const total = (keep: (entry: Transaction) => boolean) =>
      completed.filter(keep).reduce((sum, entry) => sum + Math.abs(entry.amount), 0);
    return {
      current_balance: profile.credits,
      total_spent: total((entry) => entry.type === 'spend'),
      total_refunded: total((entry) => entry.type === 'refund'),
      total_purchased: total((entry) => entry.type === 'purchase'),
    };
  }

  function creditsApi(
    method: string,
    path: string,
    url: URL,
    body: unknown,
    email: string,
    profile: User,
  ): Response {
    if (path === '/api/credits/summary' && method === 'GET') {
      return failure('summary') ?? json({ success: true, summary: summaryOfLedger(profile) });
    }
    if (path === '/api/credits/transactions' && method === 'GET') {
      const failed = failure('transactions');
      if (failed) return failed;
      const limit = Number(url.searchParams.get('limit') ?? TRANSACTION_PAGE_SIZE);
      const start = Number(url.searchParams.get('cursor') ?? '0');
      const page = server.transactions.slice(start, start + limit);
      const next = start + limit < server.transactions.length ? String(start + limit) : null;
      return json({ success: true, transactions: page, next_cursor: next });
    }
    if (path === '/api/credits/create-order' && method === 'POST') {
      const failed = failure('createOrder');
      if (failed) return failed;
      const pack = server.creditPackages.find(
        (candidate) => candidate.id === stringField(body, 'package_id'),
      );
      if (!pack) return json({ detail: 'Unknown credit package' }, 400);
      const orderId = `order_fake_${server.orders.size + 1}`;
      server.orders.set(orderId, { orderId, email, packageId: pack.id, paid: false });
      return json({
        key_id: FAKE_RAZORPAY_KEY_ID,
        amount: pack.price,
        currency: 'INR',
        order_id: orderId,
      });
    }
    if (path === '/api/credits/verify-payment' && method === 'POST') {
      const failed = failure('verifyPayment');
      if (failed) return failed;
      const orderId = stringField(body, 'order_id');
      const paymentId = stringField(body, 'payment_id');
      const order = server.orders.get(orderId);
      const pack = server.creditPackages.find((candidate) => candidate.id === order?.packageId);
      const signed = stringField(body, 'signature') === fakePaymentSignature(orderId, paymentId);
      if (!order || order.email !== email || !pack || !signed) {
        return json({ detail: 'Payment verification failed' }, 400);
      }
      if (!order.paid) {
        order.paid = true;
        profile.credits += pack.credits;
        server.transactions.unshift({
          id: `txn-${paymentId}`,
          created_at: new Date().toISOString(),
          type: 'purchase',
          operation: `${pack.name} purchase`,
          amount: pack.credits,
          status: 'completed',
          balance_after: profile.credits,
        });
      }
      // A replay answers as the first call did, and credits nothing more.
      return json({ success: true, credits_added: pack.credits, new_balance: profile.credits });
    }
    return json({ detail: 'Not found' }, 404);
  }

  function deploymentsApi(method: string, path: string, body: unknown): Response {
    if (path === '/api/deployments/deploy' && method === 'POST') {
      const failed = failure('deploy');
      if (failed) return failed;
      const id = stringField(body, 'project_id');
      const project = server.projects.find((candidate) => candidate.id === id);
      if (!project) return json({ detail: 'Project not found' }, 404);
      if (project.generated_code === null) {
        return json({ detail: 'No code to deploy. Generate a website first.' }, 400);
      }
      const existing = server.deployments.get(id);
      const subdomain = existing?.subdomain ?? fakeSubdomain(project.name);
      const earlier = (server.deploys.get(id) ?? []).map((entry) => ({ ...entry, live: false }));
      const deploy: DeployEntry = {
        deploy_id: String(earlier.length + 1),
        version: project.versions[0]?.version ?? 1,
        deployed_at: server.now().toISOString(),
        live: true,
        preview_url: fakePreviewUrl(`${subdomain}--${earlier.length + 1}`),
      };
      server.deploys.set(id, [deploy, ...earlier]);
      const deployment = liveDeployment(subdomain, deploy, existing?.notifications);
      server.deployments.set(id, deployment);
      const message = existing
        ? 'Deployment updated successfully!'
        : 'Website deployed successfully!';
      return json({ success: true, deployment, message });
    }
    const [, id, action] =
      /^\/api\/deployments\/([0-9A-Z]{26})(\/history|\/rollback|\/notifications|\/address)?$/.exec(
        path,
      ) ?? [];
    const project = server.projects.find((candidate) => candidate.id === id);
    if (!id || !project) return json({ detail: 'Project not found' }, 404);
    const deployment = server.deployments.get(id);
    if (action === '/history' && method === 'GET') {
      const failed = failure('deployHistory');
      if (failed) return failed;
      if (!deployment) return json({ detail: 'This project is not deployed' }, 404);
      return json({ success: true, deploys: server.deploys.get(id) ?? [] });
    }
    if (action === '/rollback' && method === 'POST') {
      const failed = failure('rollbackDeployment');
      if (failed) return failed;
      const deployId = stringField(body, 'deploy_id');
      const deploys = server.deploys.get(id) ?? [];
      const target = deploys.find((entry) => entry.deploy_id === deployId);
      if (!deployment) return json({ detail: 'This project is not deployed' }, 404);
      if (!target) {
        return json(
          { detail: 'That deploy is no longer kept. Choose one from the deploy history.' },
          404,
        );
      }
      const live = liveDeployment(deployment.subdomain, target, deployment.notifications);
      server.deployments.set(id, live);
      server.deploys.set(
        id,
        deploys.map((entry) => ({ ...entry, live: entry.deploy_id === deployId })),
      );
      return json({
        success: true,
        deployment: live,
        message: `Deploy #${target.deploy_id} is live again`,
      });
    }
    if (action === '/notifications' && method === 'PUT') {
      const failed = failure('setDeploymentNotifications');
      if (failed) return failed;
      if (!deployment) return json({ detail: 'This project is not deployed' }, 404);
      const submissions =
        typeof body === 'object' && body !== null && 'submissions' in body
          ? body.submissions
          : undefined;
      if (typeof submissions !== 'boolean') {
        return json({ detail: 'submissions must be true or false' }, 400);
      }
      const notifications = { submissions };
      server.deployments.set(id, { ...deployment, notifications });
      return json({ success: true, notifications });
    }
    if (action === '/address' && method === 'PUT') {
      const failed = failure('changeSiteAddress');
      if (failed) return failed;
      if (!deployment) return json({ detail: 'This project is not deployed' }, 404);
      const subdomain = stringField(body, 'subdomain');
      const taken = [...server.deployments.values()].some(
        (other) => other !== deployment && other.subdomain === subdomain,
      );
      if (taken) return json({ detail: 'That address is taken. Try another.' }, 409);
      const moved: Deployment = {
        ...deployment,
        subdomain,
        preview_url: fakePreviewUrl(subdomain),
        previous_address: {
          subdomain: deployment.subdomain,
          preview_url: deployment.preview_url,
          until: new Date(
            server.now().getTime() + ADDRESS_REDIRECT_DAYS * 86_400_000,
          ).toISOString(),
        },
      };
      server.deployments.set(id, moved);
      return json({ success: true, deployment: moved, message: 'Address changed' });
    }
    if (action) return json({ detail: 'Not found' }, 404);
    if (method === 'GET') {
      return (
        failure('getDeployment') ??
        json({ success: true, deployment: server.deployments.get(id) ?? null })
      );
    }
    if (method === 'DELETE') {
      const failed = failure('deleteDeployment');
      if (failed) return failed;
      if (!server.deployments.delete(id)) {
        return json({ detail: 'This project is not deployed' }, 404);
      }
      server.deploys.delete(id);
      server.submissions.delete(id);
      server.customDomains.delete(id);
      return json({ success: true });
    }
    return json({ detail: 'Not found' }, 404);
  }

  /** A deployed site's custom domain; null for any other deployments path. */
  function customDomainApi(method: string, path: string, body: unknown): Response | null {
    const match = /^\/api\/deployments\/([0-9A-Z]{26})\/domain(\/check)?$/.exec(path);
    if (!match) return null;
    const [, id = '', check] = match;
    if (!server.projects.some((candidate) => candidate.id === id)) {
      return json({ detail: 'Project not found' }, 404);
    }
    if (!server.deployments.has(id)) return json({ detail: 'This project is not deployed' }, 404);
    const released = server.takenOver.get(id);
    if (released && (method === 'GET' || check)) {
      server.takenOver.delete(id);
      server.customDomains.delete(id);
      return json({
        success: true,
        domain: null,
        released,
        ...(check && { message: released.message }),
      });
    }
    const current = server.customDomains.get(id) ?? null;
    if (method === 'GET' && !check) return json({ success: true, domain: current });
    if (method === 'PUT' && !check) {
      const domain = stringField(body, 'domain').trim().toLowerCase();
      if (current) {
        return json(
          { detail: 'This site already has a custom domain. Remove it first to use another.' },
          409,
        );
      }
      const added: CustomDomain = {
        domain,
        url: `https://${domain}/`,
        status: 'pending',
        reason: `No TXT record at _sitewright.${domain} yet`,
        records: [
          {
            type: 'TXT',
            name: `_sitewright.${domain}`,
            value: 'sitewright-verify=0123456789abcdef0123456789abcdef',
            purpose: 'ownership',
          },
          { type: 'CNAME', name: domain, value: FAKE_ROUTING_ENDPOINT, purpose: 'routing' },
        ],
        added_at: server.now().toISOString(),
        verify_by: new Date(server.now().getTime() + 72 * 3_600_000).toISOString(),
        checked_at: null,
      };
      server.customDomains.set(id, added);
      return json({
        success: true,
        domain: added,
        message: 'Domain added. Create the DNS records below, then check them.',
      });
    }
    if (method === 'POST' && check && current) {
      const active = server.dnsInPlace.has(current.domain);
      const checked: CustomDomain = {
        ...current,
        status: active ? 'active' : 'pending',
        reason: active ? null : `No TXT record at _sitewright.${current.domain} yet`,
        verify_by: active ? null : current.verify_by,
        checked_at: server.now().toISOString(),
      };
      server.customDomains.set(id, checked);
      return json({
        success: true,
        domain: checked,
        message: active ? 'Your domain is live' : (checked.reason ?? ''),
      });
    }
    if (method === 'DELETE' && !check && current) {
      server.customDomains.delete(id);
      return json({ success: true });
    }
    return json({ detail: 'This site has no custom domain' }, 404);
  }

  /** The owner's view of the site's visitors (30 days); null for any other deployments path. */
  function analyticsApi(method: string, path: string): Response | null {
    const id = /^\/api\/deployments\/([0-9A-Z]{26})\/analytics$/.exec(path)?.[1];
    if (!id || method !== 'GET') return null;
    const failed = failure('siteAnalytics');
    if (failed) return failed;
    if (!server.deployments.has(id)) return json({ detail: 'This project is not deployed' }, 404);
    const days = Array.from({ length: 30 }, (_, index) => ({
      date: new Date(server.now().getTime() - (29 - index) * 86_400_000).toISOString().slice(0, 10),
      views: 0,
      visitors: 0,
    }));
    const none = { days, totals: { views: 0, visitors: 0 }, top_referrers: [], top_countries: [] };
    return json({ success: true, ...(server.analytics.get(id) ?? none) });
  }

  /** The owner's view of the site's form submissions; null for any other deployments path. */
  function submissionsApi(method: string, path: string, url: URL): Response | null {
    const match = /^\/api\/deployments\/([0-9A-Z]{26})\/submissions(?:\/([0-9A-Z]{26}))?$/.exec(
      path,
    );
    if (!match) return null;
    const [, id = '', submissionId] = match;
    if (!server.projects.some((candidate) => candidate.id === id)) {
      return json({ detail: 'Project not found' }, 404);
    }
    const submissions = server.submissions.get(id) ?? [];
    if (method === 'GET' && submissionId === undefined) {
      const failed = failure('listSubmissions');
      if (failed) return failed;
      if (!server.deployments.has(id)) return json({ detail: 'This project is not deployed' }, 404);
      const limit = Number(url.searchParams.get('limit') ?? '20');
      const cursor = url.searchParams.get('cursor');
      // Opaque to the client, as the real one is: here, the last id shown, encoded.
      const start = cursor
        ? submissions.findIndex((entry) => entry.id === atob(cursor.replace(/^after:/, ''))) + 1
        : 0;
      const page = submissions.slice(start, start + limit);
      const last = page.at(-1);
      const more = start + limit < submissions.length;
      return json({
        success: true,
        submissions: page,
        next_cursor: more && last ? `after:${btoa(last.id)}` : null,
      });
    }
    if (method === 'DELETE' && submissionId !== undefined) {
      const failed = failure('deleteSubmission');
      if (failed) return failed;
      if (!server.deployments.has(id)) return json({ detail: 'This project is not deployed' }, 404);
      if (!submissions.some((entry) => entry.id === submissionId)) {
        return json({ detail: 'That submission was already deleted' }, 404);
      }
      server.submissions.set(
        id,
        submissions.filter((entry) => entry.id !== submissionId),
      );
      return json({ success: true });
    }
    return json({ detail: 'Not found' }, 404);
  }

  function versionsApi(method: string, path: string): Response | null {
    const match = /^\/api\/projects\/([0-9A-Z]{26})\/versions(?:\/(\d+)(\/restore)?)?$/.exec(path);
    if (!match) return null;
    const [, id, number, restore] = match;
    const project = server.projects.find((candidate) => candidate.id === id);
    if (!project) return json({ detail: 'Project not found' }, 404);
    const newest = project.versions[0]?.version ?? 0;
    const summaries = project.versions.map((version) => ({
      ...version,
      current: version.version === newest,
    }));
    if (method === 'GET' && number === undefined) return json({ versions: summaries });
    const summary = summaries.find((version) => version.version === Number(number));
    const code = server.versionCodes.get(`${project.id}#${number ?? ''}`);
    if (!summary || code === undefined) return json({ detail: 'Version not found' }, 404);
    if (method === 'GET' && !restore) return json({ ...summary, code });
    if (method === 'POST' && restore) {
      const refused = server.failures.restore;
      if (refused) return json({ detail: refused.detail }, refused.status);
      const restored = {
        version: newest + 1,
        prompt: `Restored version ${summary.version}`,
        agents: [],
        credits_used: 0,
        created_at: new Date().toISOString(),
      };
      server.versionCodes.set(`${project.id}#${restored.version}`, code);
      project.versions = [restored, ...project.versions];
      project.generated_code = code;
      return json(project);
    }
    return json({ detail: 'Not found' }, 404);
  }

  /** The quote, priced by the product's own quote function (so the fake cannot drift from it). */
  function quoteApi(method: string, path: string, body: unknown, profile: User): Response | null {
    const id = /^\/api\/projects\/([0-9A-Z]{26})\/quote$/.exec(path)?.[1];
    if (!id || method !== 'POST') return null;
    const failed = failure('quote');
    if (failed) return failed;
    const project = server.projects.find((candidate) => candidate.id === id);
    if (!project) return json({ detail: 'Project not found' }, 404);
    const request = quoteRequestSchema.safeParse(body);
    if (!request.success) return json({ detail: request.error.issues[0]?.message ?? '' }, 400);
    const welcomeDue = welcomeDueOf(profile);
    const selection = {
      prompt: request.data.message,
      hasCode: project.generated_code !== null,
    };
    const quote = quoteMessage({
      ...selection,
      size: runSizeOf(selection),
      agents: request.data.agents,
      balance: profile.credits + welcomeDue,
      model: server.engine.pricedAs,
    });
    return json(quoteResponseOf(quote, server.engine, welcomeDue));
  }

  /** The thread's runs, a rename, and the live connection's tickets (`ticket-1`, `ticket-2`, …). */
  function projectPartsApi(method: string, path: string, body: unknown): Response | null {
    const match = /^\/api\/projects\/([0-9A-Z]{26})\/(runs|name|socket-tickets)$/.exec(path);
    if (!match) return null;
    const [, id = '', part] = match;
    const project = server.projects.find((candidate) => candidate.id === id);
    if (!project) return json({ detail: 'Project not found' }, 404);
    if (part === 'runs' && method === 'GET') return json({ runs: server.runs.get(id) ?? [] });
    if (part === 'socket-tickets' && method === 'POST') {
      ticketsIssued += 1;
      const expiresAt = new Date(server.now().getTime() + 60_000).toISOString();
      return json({ ticket: `ticket-${ticketsIssued}`, expires_at: expiresAt });
    }
    if (part === 'name' && method === 'PUT') {
      const request = renameProjectRequestSchema.safeParse(body);
      if (!request.success) return json({ detail: request.error.issues[0]?.message ?? '' }, 400);
      project.name = request.data.name;
      return json(project);
    }
    return json({ detail: 'Not found' }, 404);
  }

  function projectsApi(method: string, path: string, url: URL, body: unknown): Response {
    const versions = versionsApi(method, path) ?? projectPartsApi(method, path, body);
    if (versions) return versions;
    const id = /^\/api\/projects\/([0-9A-Z]{26})$/.exec(path)?.[1];
    if (path === '/api/projects' && method === 'GET') {
      const failed = failure('list');
      if (failed) return failed;
      const limit = Number(url.searchParams.get('limit') ?? '6');
      const search = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const cursor = url.searchParams.get('cursor');
      const matching = server.projects.filter((candidate) =>
        candidate.name.toLowerCase().includes(search),
      );
      const start = cursor ? matching.findIndex((candidate) => candidate.id === cursor) + 1 : 0;
      const page = matching.slice(start, start + limit);
      const more = start + limit < matching.length;
      return json({
        projects: page.map(summaryOf),
        // The real cursor is opaque; the last id shown serves the same purpose here.
        next_cursor: more ? (page.at(-1)?.id ?? null) : null,
      });
    }
    if (path === '/api/projects/create' && method === 'POST') {
      const failed = failure('create');
      if (failed) return failed;
      const project = fakeProject(server.projects.length + 100, {
        name: stringField(body, 'name'),
        description: stringField(body, 'description'),
      });
      server.projects.unshift(project);
      const { name, description, created_at } = project;
      return json({ id: project.id, name, description, created_at });
    }
    const project = server.projects.find((candidate) => candidate.id === id);
    if (method === 'GET' && id) {
      return failure('get') ?? (project ? json(project) : json({ detail: 'Not found' }, 404));
    }
    if (method === 'DELETE' && id) {
      const failed = failure('delete');
      if (failed) return failed;
      server.projects = server.projects.filter((candidate) => candidate !== project);
      return json({ success: true });
    }
    return json({ detail: 'Not found' }, 404);
  }

  return server;
}
