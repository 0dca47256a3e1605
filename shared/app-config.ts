import * as z from './zod';

/**
 * The sign-ins through another provider that the SPA offers, by their key in the config's `auth`
 * and the user pool's name for the provider (what the hosted UI's `identity_provider` names).
 */
export const SOCIAL_SIGN_IN_PROVIDERS = { google: 'Google', github: 'GitHub' } as const;
export type SocialProvider = keyof typeof SOCIAL_SIGN_IN_PROVIDERS;

/** Where the user pool's hosted UI sends the browser back (the app client's callback URL). */
export const SOCIAL_SIGN_IN_CALLBACK_PATH = '/auth/callback';

/** A provider the operator configured: the Cognito hosted domain for the redirect; else null. */
const hostedSignInSchema = z.nullable(z.object({ domain: z.string().check(z.minLength(1)) }));

/**
 * What the SPA learns at run time from `/config.json` on its own origin: the local cloud serves
 * it from the stand-ins it started, the CDK web stack deploys it next to the built app. One build
 * of the SPA therefore runs anywhere: it signs in with SRP against either pool.
 */
export const appConfigSchema = z.object({
  auth: z.object({
    region: z.string().check(z.minLength(1)),
    userPoolId: z.string().check(z.minLength(1)),
    clientId: z.string().check(z.minLength(1)),
    /** Set locally (the Cognito stand-in); absent on AWS, where the SDK uses the regional endpoint. */
    endpoint: z.optional(z.url()),
    google: hostedSignInSchema,
    github: hostedSignInSchema,
  }),
  generation: z.object({
    /**
     * The live connection's URL with `{projectId}` in it, so the client has one code path:
     * `ws://host/ws/{projectId}` locally (requirements §7), `wss://…/live?projectId={projectId}` on AWS,
     * where WebSocket APIs have no path parameters.
     */
    socketUrl: z.string().check(z.includes('{projectId}')),
    /**
     * Which models build pages, as the workspace shows it: "gpt-5 via api.openai.com", or with no
     * model configured TEMPLATE_MODE_LABEL.
     */
    models: z.string().check(z.minLength(1)),
  }),
  payments: z.object({
    /**
     * Razorpay Checkout's script (`https://checkout.razorpay.com/v1/checkout.js`), or locally the
     * stand-in's, which defines the same `Razorpay` constructor (options, `open()`,
     * `on('payment.failed')`, `handler`, `modal.ondismiss`) over a local checkout page.
     */
    checkoutScriptUrl: z.url(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const APP_CONFIG_PATH = '/config.json';

/**
 * What the product says of itself where no model is configured: pages are assembled from
 * templates, and nothing claims an AI model wrote them.
 */
export const TEMPLATE_MODE_LABEL = 'Template mode — no AI model configured';

/** The live connection's URL for one project. */
export function socketUrlFor(config: AppConfig, projectId: string): string {
  return config.generation.socketUrl.replace('{projectId}', encodeURIComponent(projectId));
}
