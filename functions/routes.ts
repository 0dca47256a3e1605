import {
  endpointRoutes,
  routeKeyOf,
  type Access,
  type EndpointName,
  type HttpMethod,
} from '../shared/api/endpoint-routes';
import type {
  FunctionId,
  HttpFunctionId,
  SocketFunctionId,
  UserPoolTriggerFunctionId,
} from './function-list';

/**
 * The route table: which function serves each endpoint of the contract. Method, path and access
 * come from the contract itself, so the CDK HTTP API and the local gateway, which both read
 * `routeTable`, serve exactly the same routes. Endpoints land here as their issues build them.
 */
const routeHandlers = {
  identitySync: 'auth',
  identitySyncAlias: 'auth',
  register: 'auth',
  login: 'auth',
  me: 'auth',
  logout: 'auth',
  sendEmailCode: 'auth',
  verifyEmail: 'auth',
  forgotPassword: 'auth',
  deleteAccount: 'account',
  exportAccount: 'account',
  // `googleSession` (the original product's Google session exchange) is deliberately unrouted:
  // Google sign-in goes through the Cognito hosted UI, whose ID token the SPA then syncs like any
  // other sign-in (`identitySync`), so there is no session id to exchange.
  listPlans: 'catalogue',
  listPackages: 'catalogue',
  pricing: 'catalogue',
  submitContact: 'contact',
  submitAbuseReport: 'contact',
  recordProductEvents: 'productAnalytics',
  listProjects: 'projects',
  createProject: 'projects',
  getProject: 'projects',
  deleteProject: 'projects',
  renameProject: 'projects',
  listRuns: 'projects',
  listVersions: 'projects',
  getVersion: 'projects',
  restoreVersion: 'projects',
  saveCode: 'projects',
  quoteMessage: 'projects',
  issueSocketTicket: 'projects',
  createAsset: 'projects',
  completeAsset: 'projects',
  listAssets: 'projects',
  getDeployment: 'deployments',
  deploy: 'deployments',
  deleteDeployment: 'deployments',
  deployHistory: 'deployments',
  rollbackDeployment: 'deployments',
  listSubmissions: 'deployments',
  deleteSubmission: 'deployments',
  getCustomDomain: 'deployments',
  attachCustomDomain: 'deployments',
  checkCustomDomain: 'deployments',
  removeCustomDomain: 'deployments',
  siteAnalytics: 'deployments',
  setDeploymentNotifications: 'deployments',
  changeSiteAddress: 'deployments',
  takeDownSite: 'deployments',
  releaseSite: 'deployments',
  submitSiteForm: 'siteForms',
  recordPageView: 'siteForms',
  creditSummary: 'credits',
  listTransactions: 'credits',
  createOrder: 'payments',
  verifyPayment: 'payments',
  paymentsWebhook: 'payments',
  subscriptionStatus: 'payments',
  createSubscription: 'payments',
  verifySubscription: 'payments',
  cancelSubscription: 'payments',
  changePlan: 'payments',
  cancelPlanChange: 'payments',
  resumeSubscription: 'payments',
  cancelResume: 'payments',
  githubOidcDiscovery: 'githubOidc',
  githubOidcAuthorize: 'githubOidc',
  githubOidcCallback: 'githubOidc',
  githubOidcToken: 'githubOidc',
  githubOidcUserInfo: 'githubOidc',
  githubOidcUserInfoPost: 'githubOidc',
  githubOidcJwks: 'githubOidc',
  githubStatus: 'github',
  githubConnect: 'github',
  githubFinishConnect: 'github',
  githubRepositories: 'github',
  githubCreateRepository: 'github',
  githubSave: 'github',
  githubDisconnect: 'github',
} as const satisfies Partial<Record<EndpointName, HttpFunctionId>>;

/** The function that answers any request no route matches (API Gateway's `$default`). */
export const fallbackFunction: HttpFunctionId = 'notFound';

/**
 * The user pool's Lambda triggers, read by the CDK auth stack and by the local Cognito stand-in
 * alike. Pre sign-up confirms every account at once: the requirements signs people in straight after
 * registering, with no emailed confirmation code.
 */
export const userPoolTriggers = {
  preSignUp: 'preSignUp',
} as const satisfies Record<string, UserPoolTriggerFunctionId>;

export const SOCKET_ROUTE_KEYS = ['$connect', '$disconnect', '$default'] as const;
export type SocketRouteKey = (typeof SOCKET_ROUTE_KEYS)[number];

/**
 * The WebSocket API's routes and the functions behind them, read by the CDK WebSocket API and the
 * local gateway alike. One function serves all three: it keeps the connection items.
 */
export const socketRoutes = {
  $connect: 'generationSocket',
  $disconnect: 'generationSocket',
  $default: 'generationSocket',
} as const satisfies Record<SocketRouteKey, SocketFunctionId>;

/**
 * The Lambda REQUEST authorizer on `$connect` (the only route a WebSocket API authorizes): its
 * function, and the query parameter it reads (its identity source: without it API Gateway answers
 * 401 and calls nothing). Read by the CDK WebSocket API and the local gateway alike.
 */
export const socketConnectAuthorizer = {
  functionId: 'socketAuthorizer',
  queryParameter: 'ticket',
} as const satisfies { functionId: SocketFunctionId; queryParameter: string };

export type RoutedEndpointName = keyof typeof routeHandlers;

/** The endpoints a given function serves, e.g. `RoutesOf<'catalogue'>`. */
export type RoutesOf<F extends FunctionId> = {
  [N in RoutedEndpointName]: (typeof routeHandlers)[N] extends F ? N : never;
}[RoutedEndpointName];

export interface Route {
  name: RoutedEndpointName;
  method: HttpMethod;
  path: string;
  /** API Gateway's route key, `METHOD /path`. */
  routeKey: string;
  access: Access;
  functionId: HttpFunctionId;
}

function isRouted(name: string): name is RoutedEndpointName {
  return Object.hasOwn(routeHandlers, name);
}

export const routeTable: readonly Route[] = Object.keys(routeHandlers)
  .filter(isRouted)
  .map((name) => ({
    name,
    method: endpointRoutes[name].method,
    path: endpointRoutes[name].path,
    routeKey: routeKeyOf(name),
    access: endpointRoutes[name].access,
    functionId: routeHandlers[name],
  }));
