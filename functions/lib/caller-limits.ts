import { endpointRoutes, type EndpointName } from '../../shared/api/endpoint-routes';
import { SITE_ANALYTICS } from '../../shared/api/analytics-schemas';
import {
  ACCOUNT_EMAIL_LIMITS,
  CONTACT_MESSAGES_PER_HOUR,
  SITE_FORM_LIMITS,
} from '../../shared/constants';
import * as z from '../../shared/zod';
import { readEnvironment } from './environment';

/**
 * What one caller (an account, or an address where nobody signs in) may do in a clock hour,
 * counted in the table (rate-limits.ts). The CDK app sets them from the operator's limits
 * (infra/limits.ts) as JSON in CALLER_LIMITS; without it (the local cloud, tests) the defaults.
 */
export interface CallerLimits {
  signUps: { perAddressPerHour: number; perEmailPerHour: number };
  resetEmails: { perAddressPerHour: number; perEmailPerHour: number };
  contactMessages: { perAddressPerHour: number };
  /** One visitor's form posts to one deployed site. */
  siteForms: { perVisitorPerHour: number };
  /** One address's page views of one deployed site that are counted (past them, not counted). */
  pageViews: { perAddressPerHour: number };
  /**
   * Calls of a costly route by one caller (its account; its address on a public route) in a clock
   * hour, counted before the function does the work (functions/http/route-limits.ts).
   */
  routes: Partial<Record<EndpointName, { perHour: number }>>;
}

/**
 * Each costly route an account calls, and how many calls of it an hour a person never needs: each
 * copies a site, draws its social card or calls GitHub, Razorpay or DNS, or zips every project.
 * Far above what anyone does by hand, far below what a script would.
 */
const ROUTE_LIMITS: CallerLimits['routes'] = {
  // A publish copies the page and its images and draws the site's social card: one every two
  // minutes, all hour long.
  deploy: { perHour: 30 },
  rollbackDeployment: { perHour: 30 },
  // A new address copies the site again and keeps a redirect at the old one for 30 days.
  changeSiteAddress: { perHour: 10 },
  // A domain is claimed and looked up in DNS; a check may ask CloudFront for a certificate.
  attachCustomDomain: { perHour: 10 },
  checkCustomDomain: { perHour: 60 },
  // Each upload may put 5 MB in the sites bucket: two projects' worth of images an hour.
  createAsset: { perHour: 200 },
  // Pushes and repositories at GitHub, on the user's token and GitHub's rate limit for it.
  githubSave: { perHour: 30 },
  githubCreateRepository: { perHour: 10 },
  // Reads every project and version of the account into one zip.
  exportAccount: { perHour: 10 },
  // Each asks Razorpay for an order or a subscription.
  createOrder: { perHour: 30 },
  createSubscription: { perHour: 10 },
};

export const DEFAULT_CALLER_LIMITS: CallerLimits = {
  signUps: {
    perAddressPerHour: ACCOUNT_EMAIL_LIMITS.register.perAddress,
    perEmailPerHour: ACCOUNT_EMAIL_LIMITS.register.perEmail,
  },
  resetEmails: {
    perAddressPerHour: ACCOUNT_EMAIL_LIMITS.reset.perAddress,
    perEmailPerHour: ACCOUNT_EMAIL_LIMITS.reset.perEmail,
  },
  contactMessages: { perAddressPerHour: CONTACT_MESSAGES_PER_HOUR },
  siteForms: { perVisitorPerHour: SITE_FORM_LIMITS.perVisitorPerHour },
  pageViews: { perAddressPerHour: SITE_ANALYTICS.viewsPerAddressPerHour },
  routes: ROUTE_LIMITS,
};

const perHour = z.int().check(z.minimum(1), z.maximum(1_000_000));
const routeNames = Object.keys(endpointRoutes) as [EndpointName, ...EndpointName[]];

/**
 * The operator's changes to the defaults, any part of them: each group's values, and routes'
 * limits (a route named here gets that limit, added or changed). Unknown names are refused.
 */
export const callerLimitOverridesSchema = z.strictObject({
  signUps: z.optional(
    z.strictObject({
      perAddressPerHour: z.optional(perHour),
      perEmailPerHour: z.optional(perHour),
    }),
  ),
  resetEmails: z.optional(
    z.strictObject({
      perAddressPerHour: z.optional(perHour),
      perEmailPerHour: z.optional(perHour),
    }),
  ),
  contactMessages: z.optional(z.strictObject({ perAddressPerHour: z.optional(perHour) })),
  siteForms: z.optional(z.strictObject({ perVisitorPerHour: z.optional(perHour) })),
  pageViews: z.optional(z.strictObject({ perAddressPerHour: z.optional(perHour) })),
  routes: z.optional(z.partialRecord(z.enum(routeNames), z.strictObject({ perHour }))),
});
export type CallerLimitOverrides = z.output<typeof callerLimitOverridesSchema>;

/** The defaults with the operator's changes over them. */
export function withCallerOverrides(
  base: CallerLimits,
  overrides: CallerLimitOverrides,
): CallerLimits {
  return {
    signUps: { ...base.signUps, ...overrides.signUps },
    resetEmails: { ...base.resetEmails, ...overrides.resetEmails },
    contactMessages: { ...base.contactMessages, ...overrides.contactMessages },
    siteForms: { ...base.siteForms, ...overrides.siteForms },
    pageViews: { ...base.pageViews, ...overrides.pageViews },
    routes: { ...base.routes, ...overrides.routes },
  };
}

const environmentSchema = z.object({
  CALLER_LIMITS: z.optional(
    z.pipe(
      z.string().check(z.minLength(1)),
      z.transform((text, context): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          context.issues.push({ code: 'custom', message: 'not JSON', input: text });
          return z.NEVER;
        }
      }),
    ),
  ),
});

/**
 * The limits this function enforces: CALLER_LIMITS (JSON, any part of the limits) over the
 * defaults. Read at cold start; a value that is not one fails then, naming the variable.
 */
export function callerLimitsFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): CallerLimits {
  const { CALLER_LIMITS } = readEnvironment(environmentSchema, environment);
  if (CALLER_LIMITS === undefined) return DEFAULT_CALLER_LIMITS;
  const parsed = z.safeParse(callerLimitOverridesSchema, CALLER_LIMITS);
  if (!parsed.success) {
    throw new Error(`Invalid CALLER_LIMITS: ${z.prettifyError(parsed.error)}`);
  }
  return withCallerOverrides(DEFAULT_CALLER_LIMITS, parsed.data);
}
