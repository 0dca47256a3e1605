/**
 * Every Lambda function of the product, once. The CDK app creates one function per entry and the
 * local cloud loads the same module, so a function cannot exist in one and not the other.
 */

import { SOCIAL_CARD_FILES } from './lib/social-card-files';
import { AGENT_TIMEOUT_SECONDS } from './lib/time-budget';

/**
 * Table access, as narrow as each function's work: `read` (get, query), `write` (put, update:
 * enough for conditional creates and counters), `readWrite` (both), `readWriteDelete` (and
 * deletes). None of them may Scan.
 */
export type TableAccess = 'none' | 'read' | 'write' | 'readWrite' | 'readWriteDelete';
export type BucketAccess = 'none' | 'read' | 'readWrite';
/**
 * `client`: calls the user pool's public API (token revocation, reset codes) as the SPA's app
 * client. Those calls need the pool and client ids but no IAM permission at all.
 * `createUsers`: that, and creates password accounts in the pool (`cognito-idp:AdminCreateUser`
 * and `AdminSetUserPassword` on it): the pool allows no other way to make one; and signs them in
 * with their password (`AdminInitiateAuth`, `AdminRespondToAuthChallenge`): the app client allows
 * no password sign-in without IAM.
 * `deleteUsers`: confirms a password by signing in with it (`AdminInitiateAuth`,
 * `AdminRespondToAuthChallenge`) and deletes the pool's user (`AdminDeleteUser`): closing an
 * account.
 */
export type UserPoolAccess = 'none' | 'client' | 'createUsers' | 'deleteUsers';
/**
 * `manage`: posts to the WebSocket API's connections (`execute-api:ManageConnections` on its
 * `@connections` routes, and `WEBSOCKET_CALLBACK_URL`).
 */
export type SocketAccess = 'none' | 'manage';
/**
 * `start`: starts executions of the generation state machine (`GENERATION_STATE_MACHINE_ARN`);
 * `stop`: stops them (a project deleted during its run).
 */
export type StateMachineAccess = 'none' | 'start' | 'stop';
/**
 * `use`: calls the AI models, so it gets their configuration (`OPENAI_BASE_URL`, the model name,
 * and read access to the API key's secret when the operator gave one).
 * `name`: prices runs by the engine (template mode, or which model), so it gets the configuration
 * and the secret's ARN, but no access to the secret.
 */
export type ModelAccess = 'none' | 'name' | 'use';
/**
 * `razorpay`: talks to Razorpay, so it gets the account's configuration: `RAZORPAY_KEY_ID`,
 * `RAZORPAY_KEY_SECRET`, `RAZORPAY_WEBHOOK_SECRET` directly (locally), or on AWS
 * `RAZORPAY_SECRET_ARN` (a Secrets Manager secret, JSON `{key_id, key_secret, webhook_secret}`)
 * with read access to it; `RAZORPAY_API_URL` points the SDK at the local stand-in.
 */
export type PaymentAccess = 'none' | 'razorpay';
/**
 * `readWrite`: publishes and takes down deployed sites: read and write in the sites bucket
 * (`SITES_BUCKET_NAME`), delete where `deletesFromSites` says, and read and write the site directory, the sites distribution's
 * KeyValueStore (`SITES_KVS_ARN`: DescribeKeyValueStore, GetKey, PutKey, DeleteKey; SigV4A), with
 * `SITES_URL_TEMPLATE` for the sites' addresses. `address`: only knows where sites are served
 * (`SITES_URL_TEMPLATE`), with no access to the bucket or the directory. `uploads`: reads the
 * projects' uploads (`_uploads/*` of `SITES_BUCKET_NAME`), nothing else of the bucket.
 * `addUploads`: adds to them (PutObject on `_uploads/*`: the pictures an image model made), and
 * nothing else of the bucket.
 */
export type SitesAccess = 'none' | 'address' | 'uploads' | 'addUploads' | 'readWrite';
/**
 * What a function that publishes sites (`readWrite`) may delete in the sites bucket, by area:
 * `siteCopies` (`sites/`: the copies of deployed sites), `uploads` (`_uploads/`: the projects'
 * images) and `incomingUploads` (`incoming/`: files browsers sent, not yet checked). A delete
 * leaves the object's previous version (the bucket is versioned); no function may delete versions.
 */
export type SitesBucketArea = 'siteCopies' | 'uploads' | 'incomingUploads';
/**
 * `send`: emails users from the operator's sender identity through SES (`EMAIL_SENDER`; on AWS
 * `ses:SendEmail` on that identity), knows whether accounts must verify their email
 * (`EMAIL_VERIFICATION`) and, when the operator gave it, the app's address for links
 * (`APP_URL`).
 */
export type EmailAccess = 'none' | 'send';
/**
 * `serve`: the GitHub OpenID Connect bridge. It signs ID tokens with its RSA KMS key
 * (`kms:Sign`, `kms:GetPublicKey` on `GITHUB_OIDC_SIGNING_KEY_ID`), seals its states with a key
 * derived from its HMAC KMS key (`kms:GenerateMac` on `GITHUB_OIDC_STATE_KEY_ID`), and knows its
 * issuer and the redirect URIs it may return to (`GITHUB_OIDC_ISSUER`,
 * `GITHUB_OIDC_REDIRECT_URIS`): all of it only once the operator turns GitHub sign-in on.
 */
export type OidcBridgeAccess = 'none' | 'serve';
/**
 * `save`: save to GitHub, with its own GitHub OAuth App: the client id and its secret
 * (`GITHUB_REPO_CLIENT_ID`; on AWS `GITHUB_REPO_CLIENT_SECRET_ARN`, a Secrets Manager secret,
 * with read access to it), the app's address its callback is on (`APP_URL`), and the KMS key that
 * seals users' GitHub tokens (`GITHUB_REPO_TOKEN_KEY_ID`: `kms:Encrypt` and `kms:Decrypt` only):
 * all of it only once the operator turns save to GitHub on.
 */
export type GitHubReposAccess = 'none' | 'save';
/**
 * Who calls the function, which also decides the stack it lives in: the HTTP API's functions are
 * in the API stack (and may serve routes); user pool triggers are in the auth stack, next to the
 * pool that calls them (the pool cannot depend on the API stack, which depends on the pool).
 * The WebSocket API's function and the state machine's tasks live in the API stack too.
 */
export type Invoker = 'httpApi' | 'userPool' | 'webSocketApi' | 'stateMachine';

/**
 * How long API Gateway waits for a function: 30 s for the HTTP API, 29 s for the WebSocket API.
 * A function behind either must stop sooner, so its caller hears its own answer, not a timeout
 * while the function goes on.
 */
export const API_INTEGRATION_TIMEOUT_SECONDS = { httpApi: 30, webSocketApi: 29 } as const;

export interface FunctionDefinition {
  /** Module path from the repository root; it exports `handler`. */
  entry: string;
  description: string;
  invokedBy: Invoker;
  memoryMb: number;
  timeoutSeconds: number;
  /** Least privilege: what the function may do with the table, the code bucket, the user pool. */
  table: TableAccess;
  codeBucket: BucketAccess;
  userPool: UserPoolAccess;
  /** @default 'none' */
  socket?: SocketAccess;
  /** @default 'none' */
  stateMachine?: StateMachineAccess;
  /** @default 'none' */
  models?: ModelAccess;
  /** @default 'none' */
  payments?: PaymentAccess;
  /**
   * Packages installed next to the bundle instead of bundled into it, because they read their
   * own files at run time (jsdom its stylesheet and workers). @default none
   */
  nodeModules?: readonly string[];
  /**
   * Checks pages in a DOM (html-validate, axe-core, the coverage probes): ships the checkers,
   * which it imports on first use, not at cold start. A function without it leaves them out of
   * its bundle, and fails if it ever reaches them. Only the Testing agent's has it: the pipeline's
   * other page checks (the score, the rewrite check) are its Tasks too. @default false
   */
  checksPages?: boolean;
  /** @default 'none' */
  sitesBucket?: SitesAccess;
  /** With `sitesBucket: 'readWrite'`: where in the sites bucket it may delete. @default nowhere */
  deletesFromSites?: readonly SitesBucketArea[];
  /** @default 'none' */
  email?: EmailAccess;
  /**
   * Tells the operators of what needs their look (functions/lib/operator-alerts.ts): the API stack
   * alarms on its alert log lines, and it emails `OPERATOR_EMAIL` when the operator gave one
   * (with `email: 'send'`). @default false
   */
  alertsOperators?: boolean;
  /** @default 'none' */
  oidcBridge?: OidcBridgeAccess;
  /** @default 'none' */
  githubRepos?: GitHubReposAccess;
  /**
   * Files the function reads at run time (functions/lib/shipped-files.ts), by path from the
   * repository root: shipped brotli-compressed beside the bundle. @default none
   */
  shipsFiles?: readonly string[];
  /** Also invoked by an EventBridge schedule (the local cloud keeps the same one). @default none */
  schedule?: FunctionSchedule;
}

/**
 * The event the live connection's function gets once a minute: sweep the runs whose start is
 * overdue (functions/generation/run-starts.ts).
 */
export const RUN_START_SWEEP_EVENT = { sweep: 'overdue-run-starts' } as const;

/** A schedule a function is invoked on, with a fixed event, besides its own invoker. */
export interface FunctionSchedule {
  everyMinutes: number;
  event: Readonly<Record<string, string>>;
  description: string;
}

/**
 * The page checkers (functions/generation/page/dom-packages.ts), left out of every bundle but those
 * of functions that check pages.
 */
export const PAGE_CHECKERS = ['jsdom', 'axe-core', 'html-validate'] as const;

/**
 * Of the checkers, those that ship beside the bundle: jsdom reads its own files when it loads,
 * and axe-core's own source is what runs inside the page. html-validate is bundled (tree-shaken).
 */
export const SHIPPED_PAGE_CHECKERS = ['jsdom', 'axe-core'] as const;

/**
 * A function that runs agents' Tasks (AGENT_TASK_FUNCTIONS), each agent's by its Task's payload,
 * with the access every agent has: the run's record and watchers, its work in the code bucket,
 * the socket, and the models. Its timeout covers the longest model call (time-budget.ts).
 *
 * Two of them: the agents' function runs every agent but the Testing agent, whose function is the
 * page checker (the only one to ship the checkers, 17 MB against under 2, with twice the memory).
 * One function for the five, not one each: their code and configuration are the same, and a
 * build runs its agents one after another, so each agent after the first finds the container the
 * one before it warmed, where a function per agent paid a cold start of the same code at each
 * (five on a cold full build, four of them in a row). Only the Image and Frontend agents side by
 * side need a second container at once; and any build's agent keeps it warm for every agent of
 * the next. The agent that ran is in each invocation's logs and trace (task-deps.ts).
 */
function agentTask<E extends string>(
  entry: E,
  description: string,
  { memoryMb = 1024, checksPages = false, keepsPictures = false } = {},
) {
  return {
    entry,
    description,
    invokedBy: 'stateMachine',
    memoryMb,
    timeoutSeconds: AGENT_TIMEOUT_SECONDS,
    table: 'readWriteDelete',
    codeBucket: 'readWrite',
    userPool: 'none',
    socket: 'manage',
    models: 'use',
    checksPages,
    sitesBucket: keepsPictures ? 'addUploads' : 'none',
  } as const;
}

export const functionList = {
  auth: {
    entry: 'functions/auth/handler.ts',
    description:
      'Accounts: register, login, identity sync, current user, logout, email codes, password reset',
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'readWriteDelete',
    codeBucket: 'none',
    userPool: 'createUsers',
    email: 'send',
  },
  preSignUp: {
    entry: 'functions/auth/pre-sign-up-handler.ts',
    description:
      'User pool pre sign-up trigger: confirms the account, verifies its email, one account per email',
    invokedBy: 'userPool',
    // Cognito waits 5 s for it: the lookup's cold start needs more than the smallest CPU share.
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
  },
  catalogue: {
    entry: 'functions/catalogue/handler.ts',
    description: 'Public catalogue: subscription plans, credit packages, pricing',
    invokedBy: 'httpApi',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
  },
  contact: {
    entry: 'functions/contact/handler.ts',
    description:
      'Stores contact form messages and reports of deployed sites for the operators, rate-limited per sender, and tells the operators of each report',
    invokedBy: 'httpApi',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'write',
    codeBucket: 'none',
    userPool: 'none',
    email: 'send',
    alertsOperators: true,
  },
  siteForms: {
    entry: 'functions/site-forms/handler.ts',
    // Also counts the sites' page views: one public function for sites' visitors, kept warm by
    // the beacons for the rarer form posts, whose senders wait for the answer.
    description:
      "Deployed sites' visitors: stores what they send through forms, emails the owner who asked, and counts page views for the site's owner",
    invokedBy: 'httpApi',
    memoryMb: 256,
    timeoutSeconds: 5,
    table: 'readWrite',
    codeBucket: 'none',
    userPool: 'none',
    // The owner's email names the site by its address.
    sitesBucket: 'address',
    email: 'send',
  },
  productAnalytics: {
    entry: 'functions/analytics/handler.ts',
    description:
      "Sitewright's own analytics: counts the app's page views and funnel steps per day, and publishes them as metrics",
    invokedBy: 'httpApi',
    memoryMb: 256,
    timeoutSeconds: 5,
    // Counters only: ADD to the day's item.
    table: 'write',
    codeBucket: 'none',
    userPool: 'none',
  },
  projects: {
    entry: 'functions/projects-api/handler.ts',
    description: 'Projects: list, create, open with the current HTML, delete (and its site)',
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWriteDelete',
    codeBucket: 'readWrite',
    userPool: 'none',
    // Deleting a project takes its deployed site down too, and stops its run under way.
    sitesBucket: 'readWrite',
    // The site's copies and the project's images go with the project; a checked upload leaves
    // `incoming/` (moved to `_uploads/`, or refused).
    deletesFromSites: ['siteCopies', 'uploads', 'incomingUploads'],
    stateMachine: 'stop',
    // The quote names the engine and prices the model's credit by it.
    models: 'name',
  },
  account: {
    entry: 'functions/account/handler.ts',
    description:
      "The account itself: a copy of its data as a zip, and closing it (projects, sites, payments and the pool's user)",
    invokedBy: 'httpApi',
    // The export is built in memory: every version's HTML, compressed, up to the reply's limit.
    memoryMb: 1024,
    // Closing a large account deletes each project and its site in turn: near the HTTP API's 30 s.
    timeoutSeconds: 28,
    table: 'readWriteDelete',
    codeBucket: 'readWrite',
    userPool: 'deleteUsers',
    // Closing takes every site down and removes the uploads; a run under way is stopped.
    sitesBucket: 'readWrite',
    deletesFromSites: ['siteCopies', 'uploads', 'incomingUploads'],
    stateMachine: 'stop',
    // A live subscription is cancelled at once.
    payments: 'razorpay',
  },
  deployments: {
    entry: 'functions/deployments/handler.ts',
    description:
      "Deployments: publishes a project's current version as a site (held for review when it looks like phishing), updates, deletes; the operators' takedowns",
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 25,
    table: 'readWriteDelete',
    codeBucket: 'read',
    userPool: 'none',
    sitesBucket: 'readWrite',
    // Copies that fell out of a site's history, a site deleted, moved or taken down.
    deletesFromSites: ['siteCopies'],
    // Sites held for review by the check before publishing, and the operators' takedowns; the
    // report link each page ends with names the app's address (`APP_URL`, given with email).
    email: 'send',
    alertsOperators: true,
    // Each publish draws the site's social card.
    shipsFiles: Object.values(SOCIAL_CARD_FILES),
  },
  credits: {
    entry: 'functions/credits/handler.ts',
    description: 'Credits: the balance with its totals, and the transaction history',
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 15,
    // Reads, and the one-off write of an older profile's totals.
    table: 'readWrite',
    codeBucket: 'none',
    userPool: 'none',
  },
  payments: {
    entry: 'functions/payments/handler.ts',
    description:
      'Payments: Razorpay orders and subscriptions, payment verification and the payments webhook',
    invokedBy: 'httpApi',
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWrite',
    codeBucket: 'none',
    userPool: 'none',
    payments: 'razorpay',
  },
  generationSocket: {
    entry: 'functions/generation/socket-handler.ts',
    description:
      'Live connection: verifies the token, checks the project, debits the quote and starts the build',
    invokedBy: 'webSocketApi',
    memoryMb: 512,
    timeoutSeconds: 15,
    table: 'readWriteDelete',
    codeBucket: 'none',
    userPool: 'client',
    socket: 'manage',
    stateMachine: 'start',
    models: 'name',
    // A run its message debited but did not start (the function stopped between the two) is
    // started, or refunded, within a minute or two, whether or not a tab watches it.
    schedule: {
      everyMinutes: 1,
      event: RUN_START_SWEEP_EVENT,
      description: 'Starts, or refunds, runs debited over a minute ago that never started',
    },
  },
  socketAuthorizer: {
    entry: 'functions/generation/socket-authorizer-handler.ts',
    description:
      "Live connection's $connect authorizer: opens a socket only with an unused, unexpired ticket for its project",
    invokedBy: 'webSocketApi',
    // On every connect's path: small and quick to start.
    memoryMb: 256,
    timeoutSeconds: 5,
    // A ticket is taken by deleting it (a conditional delete: once, unexpired, its project).
    table: 'readWriteDelete',
    codeBucket: 'none',
    userPool: 'none',
  },
  agents: agentTask(
    'functions/generation/tasks/agents.ts',
    "The agents' Tasks, by the agent the Task names: Planner (the site plan), Content (the copy), Image (images or SVG art), Frontend (the page, or the edit of it) and Backend (the page's behaviour)",
    // The Image agent keeps the pictures an image model made as the project's files.
    { keepsPictures: true },
  ),
  testingAgent: agentTask(
    'functions/generation/tasks/testing-agent.ts',
    'Testing agent: html-validate and axe-core checks, failures sent back to be fixed once; the saved page scored, an edit written again checked for losses',
    // The pipeline's one page checker (PAGE_CHECKER_AGENT): it also runs the state machine's
    // page checks, so no other function ships the checkers.
    { memoryMb: 2048, checksPages: true },
  ),
  finishGeneration: {
    entry: 'functions/generation/tasks/finish-generation.ts',
    description: 'Saves the built page as a new version, frees the project and sends complete',
    invokedBy: 'stateMachine',
    memoryMb: 512,
    timeoutSeconds: 30,
    table: 'readWriteDelete',
    codeBucket: 'readWrite',
    userPool: 'none',
    socket: 'manage',
  },
  failGeneration: {
    entry: 'functions/generation/tasks/fail-generation.ts',
    description: 'A failed build: refunds what was not used, marks the agent, frees the project',
    invokedBy: 'stateMachine',
    memoryMb: 256,
    timeoutSeconds: 30,
    table: 'readWriteDelete',
    codeBucket: 'readWrite',
    userPool: 'none',
    socket: 'manage',
  },
  githubOidc: {
    entry: 'functions/auth/github-oidc/handler.ts',
    description:
      'GitHub sign-in for Cognito: an OpenID Connect provider over GitHub OAuth (authorize, callback, token, userinfo, keys)',
    invokedBy: 'httpApi',
    // Cognito waits on its token endpoint: GitHub's two calls and a KMS signature, cold or warm.
    memoryMb: 512,
    timeoutSeconds: 10,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
    oidcBridge: 'serve',
  },
  github: {
    entry: 'functions/github/handler.ts',
    description:
      "Save to GitHub: connects a GitHub account, lists and creates repositories, pushes a project's current version as one commit",
    invokedBy: 'httpApi',
    memoryMb: 512,
    // A save is a dozen GitHub calls or more (a blob per image); each has its own few seconds.
    timeoutSeconds: 28,
    // Connect states are taken by deleting them; a disconnect deletes the connection.
    table: 'readWriteDelete',
    codeBucket: 'read',
    userPool: 'none',
    sitesBucket: 'uploads',
    githubRepos: 'save',
  },
  notFound: {
    entry: 'functions/http/not-found-handler.ts',
    description: 'Answers requests that match no route with a JSON 404',
    invokedBy: 'httpApi',
    memoryMb: 128,
    timeoutSeconds: 3,
    table: 'none',
    codeBucket: 'none',
    userPool: 'none',
  },
} as const satisfies Record<string, FunctionDefinition>;

export type FunctionId = keyof typeof functionList;

/** The ids of the functions `I` invokes. */
type FunctionIdInvokedBy<I extends Invoker> = {
  [F in FunctionId]: (typeof functionList)[F]['invokedBy'] extends I ? F : never;
}[FunctionId];

/** The functions the HTTP API may route to. */
export type HttpFunctionId = FunctionIdInvokedBy<'httpApi'>;

/** The functions a user pool may call as triggers. */
export type UserPoolTriggerFunctionId = FunctionIdInvokedBy<'userPool'>;

/** The functions the WebSocket API may route to. */
export type SocketFunctionId = FunctionIdInvokedBy<'webSocketApi'>;

/** The functions the generation state machine runs as its tasks. */
export type StateMachineFunctionId = FunctionIdInvokedBy<'stateMachine'>;

/** The function list entries a given invoker calls, e.g. the API stack's. */
export function functionsInvokedBy<D extends FunctionDefinition>(
  invoker: Invoker,
  functions: Readonly<Record<string, D>>,
): [string, D][] {
  return Object.entries(functions).filter(([, definition]) => definition.invokedBy === invoker);
}
