import type * as z from '../zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * `public`: no token. `user`: a verified bearer token whose subject is the caller. `operator`: a
 * user's token that also names the operators' group (`cognito:groups`; OPERATORS_GROUP).
 */
export type Access = 'public' | 'user' | 'operator';

export interface EndpointDefinition {
  method: HttpMethod;
  /**
   * API Gateway style, with `{param}` placeholders: the app's calls under `/api/`, which the web
   * distribution sends to the API; deployed sites' forms under `/_forms/` and their page-view
   * beacon under `/_a/`, which the sites distribution does; the GitHub OpenID Connect bridge under
   * `/oidc/github/`, which Cognito and browsers call at the app's address (its issuer), which the
   * web distribution sends on to the API as well.
   */
  path: `/api/${string}` | `/_forms/${string}` | `/_a/${string}` | `/oidc/${string}`;
  access: Access;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /**
   * The function receives the body's bytes exactly as they were sent (`rawBody`), unparsed: for
   * a webhook whose signature covers those bytes, or a body of more than one format. Such an
   * endpoint has no `body` schema.
   */
  rawBody?: true;
  /** Answered 204 with no body (its response schema is `null`): the caller reads nothing. */
  noContent?: true;
  /**
   * Answered with a redirect (302) for a browser to follow, or an HTML page when it cannot be
   * redirected; never JSON (its response schema is `null`).
   */
  redirect?: true;
  /**
   * Answered with a file for the browser to save (a zip): the implementation returns its name,
   * type and bytes (`fileResponseSchema`), sent as bytes with a `content-disposition`, never JSON.
   */
  file?: true;
  response: z.core.$ZodType;
}

/**
 * Where the GitHub sign-in bridge lives on the API: its OpenID Connect issuer is
 * `{API base URL}/oidc/github`, and its endpoints are under it.
 */
export const GITHUB_OIDC_PATH = '/oidc/github';

/**
 * Every HTTP call of requirements §7 (and the contact form's, which the requirements only
 * simulates): its method, path and access, and nothing that costs anything to load. The route
 * table, the CDK HTTP API and the local gateway read these; each area's file (auth-endpoints.ts,
 * …) adds the request and response schemas, so a function loads only its own routes' schemas.
 */
export const endpointRoutes = {
  identitySync: { method: 'POST', path: '/api/auth/sync', access: 'user' },
  /** The requirements' name for the identity sync, kept as an alias. */
  identitySyncAlias: { method: 'POST', path: '/api/auth/firebase/sync', access: 'user' },
  register: { method: 'POST', path: '/api/auth/register', access: 'public' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  googleSession: { method: 'POST', path: '/api/auth/google/session', access: 'public' },
  me: { method: 'GET', path: '/api/auth/me', access: 'user' },
  /** Emails the caller a code that proves they own their address (at most one a minute). */
  sendEmailCode: { method: 'POST', path: '/api/auth/email/code', access: 'user' },
  verifyEmail: { method: 'POST', path: '/api/auth/email/verify', access: 'user' },
  /** Sends a password reset code, limited per address and per caller. */
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  /**
   * Beyond the requirements: closing the account (confirmed by its password, or a recent sign-in
   * through Google or GitHub), and a copy of its data as a zip (India's DPDP Act gives both).
   */
  deleteAccount: { method: 'DELETE', path: '/api/account', access: 'user' },
  exportAccount: { method: 'GET', path: '/api/account/export', access: 'user', file: true },
  listProjects: { method: 'GET', path: '/api/projects', access: 'user' },
  createProject: { method: 'POST', path: '/api/projects/create', access: 'user' },
  getProject: { method: 'GET', path: '/api/projects/{projectId}', access: 'user' },
  deleteProject: { method: 'DELETE', path: '/api/projects/{projectId}', access: 'user' },
  /** Beyond the requirements: renames the project (the workspace header). */
  renameProject: { method: 'PUT', path: '/api/projects/{projectId}/name', access: 'user' },
  /** Beyond the requirements: the project's recent runs, for the workspace's thread. */
  listRuns: { method: 'GET', path: '/api/projects/{projectId}/runs', access: 'user' },
  /** Beyond the requirements: the version history, one version's HTML, and restoring one. */
  listVersions: { method: 'GET', path: '/api/projects/{projectId}/versions', access: 'user' },
  getVersion: {
    method: 'GET',
    path: '/api/projects/{projectId}/versions/{version}',
    access: 'user',
  },
  /** Saves the version's HTML as a new version, free of charge; answers as getProject does. */
  restoreVersion: {
    method: 'POST',
    path: '/api/projects/{projectId}/versions/{version}/restore',
    access: 'user',
  },
  /** An edit made in the preview, saved as a new version, free of charge; answers as getProject. */
  saveCode: { method: 'PUT', path: '/api/projects/{projectId}/code', access: 'user' },
  /**
   * The project's own images (issue: uploads): announce a file and get a presigned upload, then
   * complete it (checked and, for SVG, cleaned) to use it in the page by its path.
   */
  createAsset: { method: 'POST', path: '/api/projects/{projectId}/assets', access: 'user' },
  completeAsset: {
    method: 'POST',
    path: '/api/projects/{projectId}/assets/{assetId}/complete',
    access: 'user',
  },
  listAssets: { method: 'GET', path: '/api/projects/{projectId}/assets', access: 'user' },
  /**
   * Beyond the requirements: what a message would run and cost, before anything runs. The quote the user
   * confirms is computed by the same function as the socket's debit.
   */
  quoteMessage: { method: 'POST', path: '/api/projects/{projectId}/quote', access: 'user' },
  /**
   * Beyond the requirements: a single-use ticket, good for a minute, that opens the project's live
   * connection (its `$connect` authorizer takes it).
   */
  issueSocketTicket: {
    method: 'POST',
    path: '/api/projects/{projectId}/socket-tickets',
    access: 'user',
  },
  listPlans: { method: 'GET', path: '/api/subscriptions/plans', access: 'public' },
  subscriptionStatus: { method: 'GET', path: '/api/subscriptions/status', access: 'user' },
  createSubscription: { method: 'POST', path: '/api/subscriptions/create', access: 'user' },
  verifySubscription: { method: 'POST', path: '/api/subscriptions/verify', access: 'user' },
  cancelSubscription: { method: 'POST', path: '/api/subscriptions/cancel', access: 'user' },
  /** Beyond the requirements: an upgrade at once (pro rata), or a downgrade at renewal, and its undo. */
  changePlan: { method: 'POST', path: '/api/subscriptions/change', access: 'user' },
  cancelPlanChange: { method: 'POST', path: '/api/subscriptions/change/cancel', access: 'user' },
  /** Beyond the requirements: a plan cancelled at its period's end starts again then, and its undo. */
  resumeSubscription: { method: 'POST', path: '/api/subscriptions/resume', access: 'user' },
  cancelResume: { method: 'POST', path: '/api/subscriptions/resume/cancel', access: 'user' },
  getDeployment: { method: 'GET', path: '/api/deployments/{projectId}', access: 'user' },
  deploy: { method: 'POST', path: '/api/deployments/deploy', access: 'user' },
  deleteDeployment: { method: 'DELETE', path: '/api/deployments/{projectId}', access: 'user' },
  /** Beyond the requirements: the site's kept deploys, and making one of them live again. */
  deployHistory: { method: 'GET', path: '/api/deployments/{projectId}/history', access: 'user' },
  rollbackDeployment: {
    method: 'POST',
    path: '/api/deployments/{projectId}/rollback',
    access: 'user',
  },
  /** Beyond the requirements: what visitors sent through the deployed site's forms. */
  listSubmissions: {
    method: 'GET',
    path: '/api/deployments/{projectId}/submissions',
    access: 'user',
  },
  /**
   * A deployed site's form, as the visitor's browser sends it to the site's own address
   * (`/_forms/{form}`); the sites distribution (the local gateway) adds the subdomain. Public: a
   * visitor has no account. The body is read as sent (JSON or a URL-encoded form).
   */
  submitSiteForm: {
    method: 'POST',
    path: '/_forms/{subdomain}/{form}',
    access: 'public',
    rawBody: true,
  },
  deleteSubmission: {
    method: 'DELETE',
    path: '/api/deployments/{projectId}/submissions/{submissionId}',
    access: 'user',
  },
  /**
   * Beyond the requirements: the deployed site's custom domain (one per site): add it, check its
   * DNS records, remove it.
   */
  getCustomDomain: { method: 'GET', path: '/api/deployments/{projectId}/domain', access: 'user' },
  attachCustomDomain: {
    method: 'PUT',
    path: '/api/deployments/{projectId}/domain',
    access: 'user',
  },
  checkCustomDomain: {
    method: 'POST',
    path: '/api/deployments/{projectId}/domain/check',
    access: 'user',
  },
  removeCustomDomain: {
    method: 'DELETE',
    path: '/api/deployments/{projectId}/domain',
    access: 'user',
  },
  /** Beyond the requirements: the deployed site's visitors, day by day (`?days=30`). */
  siteAnalytics: {
    method: 'GET',
    path: '/api/deployments/{projectId}/analytics',
    access: 'user',
  },
  /**
   * A deployed page's view, as its beacon sends it to the site's own address (`/_a`); the sites
   * distribution (the local gateway) adds the subdomain. Public, read as sent, answered 204.
   */
  recordPageView: {
    method: 'POST',
    path: '/_a/{subdomain}',
    access: 'public',
    rawBody: true,
    noContent: true,
  },
  /** Whether the site's owner is emailed when a visitor sends one of its forms. */
  setDeploymentNotifications: {
    method: 'PUT',
    path: '/api/deployments/{projectId}/notifications',
    access: 'user',
  },
  /** A deployed site's new address; the old one redirects to it for a while. */
  changeSiteAddress: {
    method: 'PUT',
    path: '/api/deployments/{projectId}/address',
    access: 'user',
  },
  listPackages: { method: 'GET', path: '/api/credits/packages', access: 'public' },
  listTransactions: { method: 'GET', path: '/api/credits/transactions', access: 'user' },
  creditSummary: { method: 'GET', path: '/api/credits/summary', access: 'user' },
  pricing: { method: 'GET', path: '/api/credits/pricing', access: 'public' },
  createOrder: { method: 'POST', path: '/api/credits/create-order', access: 'user' },
  verifyPayment: { method: 'POST', path: '/api/credits/verify-payment', access: 'user' },
  /**
   * Beyond the requirements: Razorpay's webhook (payment.captured, order.paid), which credits a paid order
   * whose verify call never came. Public: Razorpay signs the raw body instead of sending a token.
   */
  paymentsWebhook: {
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    rawBody: true,
  },
  submitContact: { method: 'POST', path: '/api/contact', access: 'public' },
  /**
   * Beyond the requirements: anyone may report a deployed site (the "Report this site" link every
   * published page ends with), and the operators take a site down, or release one held for
   * review or taken down, after looking at it.
   */
  submitAbuseReport: { method: 'POST', path: '/api/abuse-reports', access: 'public' },
  takeDownSite: { method: 'POST', path: '/api/admin/sites/takedown', access: 'operator' },
  releaseSite: { method: 'POST', path: '/api/admin/sites/release', access: 'operator' },
  /**
   * Beyond the requirements: GitHub sign-in. GitHub's OAuth is not OpenID Connect, so Cognito
   * federates this bridge, an OpenID Connect provider over GitHub (functions/auth/github-oidc).
   * Public: Cognito and the browser call it, with GitHub's credentials, never the app's token.
   */
  githubOidcDiscovery: {
    method: 'GET',
    path: `${GITHUB_OIDC_PATH}/.well-known/openid-configuration`,
    access: 'public',
  },
  /** Cognito sends the browser here; it goes on to GitHub's consent page. */
  githubOidcAuthorize: {
    method: 'GET',
    path: `${GITHUB_OIDC_PATH}/authorize`,
    access: 'public',
    redirect: true,
  },
  /** GitHub sends the browser back here; it goes on to Cognito. */
  githubOidcCallback: {
    method: 'GET',
    path: `${GITHUB_OIDC_PATH}/callback`,
    access: 'public',
    redirect: true,
  },
  /** Cognito exchanges the code for tokens: a form body, as OAuth sends it. */
  githubOidcToken: {
    method: 'POST',
    path: `${GITHUB_OIDC_PATH}/token`,
    access: 'public',
    rawBody: true,
  },
  githubOidcUserInfo: { method: 'GET', path: `${GITHUB_OIDC_PATH}/userinfo`, access: 'public' },
  githubOidcUserInfoPost: {
    method: 'POST',
    path: `${GITHUB_OIDC_PATH}/userinfo`,
    access: 'public',
    rawBody: true,
  },
  githubOidcJwks: { method: 'GET', path: `${GITHUB_OIDC_PATH}/jwks.json`, access: 'public' },
  /**
   * Beyond the requirements: save to GitHub. Connect a GitHub account (GitHub's consent page, then
   * the app's `/github/callback` finishes it), choose or create a repository, push the project's
   * current version as one commit, and disconnect (functions/github).
   */
  githubStatus: { method: 'GET', path: '/api/github/status', access: 'user' },
  githubConnect: { method: 'POST', path: '/api/github/connect', access: 'user' },
  githubFinishConnect: { method: 'POST', path: '/api/github/callback', access: 'user' },
  githubRepositories: { method: 'GET', path: '/api/github/repositories', access: 'user' },
  githubCreateRepository: { method: 'POST', path: '/api/github/repositories', access: 'user' },
  githubSave: { method: 'POST', path: '/api/github/save', access: 'user' },
  githubDisconnect: { method: 'DELETE', path: '/api/github/connection', access: 'user' },
  /**
   * Beyond the requirements: Sitewright's own analytics, the SPA's page views (route templates)
   * and funnel steps in small batches, as `navigator.sendBeacon` sends them (text/plain, read as
   * sent). Public: most screens are seen signed out. Answered 204.
   */
  recordProductEvents: {
    method: 'POST',
    path: '/api/analytics/events',
    access: 'public',
    rawBody: true,
    noContent: true,
  },
} as const satisfies Record<
  string,
  Pick<
    EndpointDefinition,
    'method' | 'path' | 'access' | 'rawBody' | 'noContent' | 'redirect' | 'file'
  >
>;

export type EndpointName = keyof typeof endpointRoutes;

/** API Gateway's route key for an endpoint, e.g. `GET /api/credits/packages`. */
export function routeKeyOf(name: EndpointName): string {
  const endpoint = endpointRoutes[name];
  return `${endpoint.method} ${endpoint.path}`;
}

/** Fills `{param}` placeholders: `/api/projects/{projectId}` → `/api/projects/01H…`. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}
