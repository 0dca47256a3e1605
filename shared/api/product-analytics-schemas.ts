import * as z from '../zod';

/**
 * Sitewright's own product analytics (not a deployed site's visitors: analytics-schemas.ts):
 * which screens are viewed and how far people go along the product's funnel. Counted per UTC day,
 * with no cookie and no identifier; the allow-lists below are everything that can be counted, so
 * an id, an email or a query string can never be stored, and CloudWatch's dimensions stay few.
 */

/**
 * The SPA's screens as route templates (TanStack Router's full paths): a page view names the
 * template, never the path it was filled with. A web test keeps this list and the router's
 * routes the same.
 */
export const PRODUCT_PAGES = [
  '/',
  '/account',
  '/auth',
  '/auth/callback',
  '/contact',
  '/credits',
  '/dashboard',
  '/deployment/$projectId',
  '/github/callback',
  '/privacy',
  '/privacy-policy',
  '/projects',
  '/report',
  '/subscriptions',
  '/terms',
  '/terms-of-service',
  '/workspace/$projectId',
] as const;
export const productPageSchema = z.enum(PRODUCT_PAGES);
export type ProductPage = z.infer<typeof productPageSchema>;

/**
 * The funnel, in order. Each step is counted once where it happens:
 * - `sign_up`: an account's profile is created (its first sign-in, with a password or Google);
 * - `first_build`: a build of a project that has no page yet has started;
 * - `build_completed`: that first build delivered the project's first page;
 * - `deploy`: a site is published (a first publish, not an update);
 * - `purchase`: a credit package's payment is credited;
 * - `subscription_started`: a subscription's first month is paid and granted.
 */
export const FUNNEL_STEPS = [
  'sign_up',
  'first_build',
  'build_completed',
  'deploy',
  'purchase',
  'subscription_started',
] as const;
export const funnelStepSchema = z.enum(FUNNEL_STEPS);
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  sign_up: 'Sign-up',
  first_build: 'First build started',
  build_completed: 'First build completed',
  deploy: 'Site deployed',
  purchase: 'Credits purchased',
  subscription_started: 'Subscription started',
};

/**
 * The steps the SPA sends. A build starts and ends over the live connection and in the state
 * machine, where no request of the user's browser (and so no DNT or Sec-GPC header) is at hand,
 * and the workspace sees both moments. Every other step is recorded by the server where it
 * happens (functions/analytics/product-analytics.ts says how), so the public endpoint refuses
 * them: nobody can inflate sign-ups or payments by posting.
 */
export const CLIENT_FUNNEL_STEPS = ['first_build', 'build_completed'] as const;
export const clientFunnelStepSchema = z.enum(CLIENT_FUNNEL_STEPS);
export type ClientFunnelStep = z.infer<typeof clientFunnelStepSchema>;

export const PRODUCT_ANALYTICS = {
  /** A batch's whole body, in bytes. */
  maxBytes: 2048,
  /** Events in one batch: the tracker sends sooner than that. */
  maxEvents: 20,
  /** Days `/_local/analytics` shows. */
  reportDays: 30,
} as const;

/** One event: a screen viewed (its template), or a funnel step the SPA saw. Nothing else. */
export const productEventSchema = z.union([
  z.strictObject({ page: productPageSchema }),
  z.strictObject({ step: clientFunnelStepSchema }),
]);
export type ProductEvent = z.infer<typeof productEventSchema>;

/** What `POST /api/analytics/events` takes (as `navigator.sendBeacon` sends it: text/plain). */
export const productEventBatchSchema = z.strictObject({
  events: z
    .array(productEventSchema)
    .check(z.minLength(1), z.maxLength(PRODUCT_ANALYTICS.maxEvents)),
});
export type ProductEventBatch = z.infer<typeof productEventBatchSchema>;

/** The batch is answered with no content: the browser has nothing to read. */
export const productEventsResponseSchema = z.null();
