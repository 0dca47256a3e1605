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
 * counts at most, never the product's calls.
 * Every other route has the stage's default budget.
 */
export const HTTP_ROUTE_THROTTLES = {
  register: { rateLimit: 5, burstLimit: 10 },
  login: { rateLimit: 20, burstLimit: 40 },
  forgotPassword: { rateLimit: 5, burstLimit: 10 },
  sendEmailCode: { rateLimit: 5, burstLimit: 10 },
  quoteMessage: { rateLimit: 20, burstLimit: 40 },
  paymentsWebhook: { rateLimit: 50, burstLimit: 100 },
  submitSiteForm: { rateLimit: 10, burstLimit: 20 },
  recordProductEvents: { rateLimit: 20, burstLimit: 40 },
} as const satisfies Partial<Record<EndpointName, ThrottleSettings>>;

/**
 * The live connection: connecting, and the messages that start builds (one socket: 30 a minute).
 * The local gateway applies the message budget to each connection on its own.
 */
export const SOCKET_ROUTE_THROTTLES = {
  $connect: { rateLimit: 20, burstLimit: 40 },
  $default: { rateLimit: 20, burstLimit: 40 },
} as const satisfies Partial<Record<SocketRouteKey, ThrottleSettings>>;
