import type { SocketRouteKey } from '../functions/routes';
import type { EndpointName } from '../shared/api/endpoints';

/** A budget: requests a second, and the burst above it. */
export interface ThrottleSettings {
  burstLimit: number;
  rateLimit: number;
}

/**
 * Routes with budgets of their own (requests a second, and the burst above it), for all callers
 * together: the sign-in and sign-up routes smaller than the rest (per caller, the WAF's rate rules
 * and the functions' own limits apply on top), and the Razorpay webhook a budget browsers cannot
 * spend. Deployed sites' form posts come from anyone on the internet, so they share a budget
 * tighter than the signed-in API's: a flood on one site's forms cannot use up the product's. The
 * app's own analytics are public too, and batched (a tab sends a batch at most every few seconds,
 * and when it is hidden): their budget is their own, so a flood of fake events can cost a few
 * counts at most, never the product's calls. Reports of deployed sites are public and come in
 * ones: a small budget of their own, with each address's hourly limit in the contact function.
 * Closing an account and exporting its data are rare and heavy (a password check against the
 * pool, every project read or deleted): a small budget, so they cannot crowd out the rest.
 * Deployed sites' page views are the busiest public route: a budget of its own, sized for sites'
 * visitors rather than the product's users. Every other route has the stage's default budget.
 * Each is sized for 10,000 users in limits.ts (CAPACITY_PLAN: the peak each line names), where
 * the operator can change it.
 */
export const HTTP_ROUTE_THROTTLES = {
  // Peak about 2 sign-ins a minute, 17 when every session ends at once; Cognito allows 120/s.
  register: { rateLimit: 5, burstLimit: 10 },
  login: { rateLimit: 20, burstLimit: 40 },
  forgotPassword: { rateLimit: 5, burstLimit: 10 },
  sendEmailCode: { rateLimit: 5, burstLimit: 10 },
  // Peak about 0.6 a second: a quote or three for each of 12 builds a minute.
  quoteMessage: { rateLimit: 20, burstLimit: 40 },
  paymentsWebhook: { rateLimit: 50, burstLimit: 100 },
  // Peak about 0.2 a second from all sites' visitors; one site gone viral adds a few a minute.
  submitSiteForm: { rateLimit: 10, burstLimit: 20 },
  // Peak about 21 a second: 3,000 live sites, 100 visits a day each, 2 pages a visit.
  recordPageView: { rateLimit: 100, burstLimit: 200 },
  // Peak about 12 a second: 62 tabs online, a batch every 5 seconds at most.
  recordProductEvents: { rateLimit: 50, burstLimit: 100 },
  submitAbuseReport: { rateLimit: 5, burstLimit: 10 },
  deleteAccount: { rateLimit: 2, burstLimit: 5 },
  exportAccount: { rateLimit: 2, burstLimit: 5 },
} as const satisfies Partial<Record<EndpointName, ThrottleSettings>>;

/**
 * The live connection: connecting, and the messages that start builds (one socket: 30 a minute).
 * The local gateway applies the message budget to each connection on its own.
 */
export const SOCKET_ROUTE_THROTTLES = {
  $connect: { rateLimit: 20, burstLimit: 40 },
  $default: { rateLimit: 20, burstLimit: 40 },
} as const satisfies Partial<Record<SocketRouteKey, ThrottleSettings>>;
