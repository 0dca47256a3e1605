/**
 * The path prefixes the server answers on the app's own origin, never the SPA: the API and its
 * WebSocket, the preview frame and project uploads (CloudFront behaviours of their own), deployed
 * sites' forms and page-view beacon, sign-in endpoints, and the local cloud's stand-ins (`/_local`,
 * the `@connections` and Lambda Invoke APIs).
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/ws',
  '/_preview',
  '/_uploads',
  '/_forms',
  '/_a',
  '/oauth2',
  '/oidc',
  '/_local',
  '/@connections',
  '/2015-03-31',
] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What the service worker must leave to the network when the browser navigates there: a server
 * path, or a file (its last segment has an extension, the rule the CloudFront SPA fallback and
 * the local web app follow), so a missing file stays an error instead of becoming the app.
 * Workbox tests these against the path and query string together.
 */
export const SERVER_NAVIGATION_PATTERNS: readonly RegExp[] = [
  ...SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}(?:[/?]|$)`)),
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?|$)/,
];

/**
 * The sign-up page. With the firewall on (context `waf=on`), opening it from the server is where
 * the CAPTCHA before signing up is shown, so a browser must load it from the network, never from
 * the service worker's copy of the app.
 */
export const SIGN_UP_PAGE_PATH = '/auth';

/** What the service worker leaves to the network: server paths, files and the sign-up page. */
export const NETWORK_NAVIGATION_PATTERNS: readonly RegExp[] = [
  ...SERVER_NAVIGATION_PATTERNS,
  new RegExp(`^${escapeRegExp(SIGN_UP_PAGE_PATH)}(?:\\?|$)`),
];

/** Whether a navigation to `pathAndSearch` is the server's to answer, not the app shell's. */
export function isServerNavigation(pathAndSearch: string): boolean {
  return SERVER_NAVIGATION_PATTERNS.some((pattern) => pattern.test(pathAndSearch));
}
