/** Razorpay Checkout's hosts, by what the SPA's page lets them do. */
const razorpay = {
  scripts: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connections: [
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
  images: ['https://cdn.razorpay.com'],
} as const;

/**
 * The SPA's Content-Security-Policy, one directive per entry so each source can say why it is
 * there. The SPA is a Vite build served from its own origin; it calls `/api/*` on that origin,
 * Cognito in the stack's region, its WebSocket API (`socketDomainName`, the API's own host), and
 * Razorpay Checkout's hosts (the list Razorpay's own Magento module allows, etc/csp_whitelist.xml).
 * Hosts are named, never `https:` or `wss:`: a script that got in must not be able to send the
 * session token anywhere it likes.
 */
export const contentSecurityPolicyDirectives = (
  region: string,
  socketDomainName: string,
  sitesOrigin?: string,
  uploadBucketHost?: string,
): Readonly<Record<string, readonly string[]>> => ({
  'default-src': ["'self'"],
  // Vite emits external module scripts only. Razorpay Checkout is loaded from its own host and
  // loads its risk-detection script from Razorpay's CDN.
  'script-src': ["'self'", ...razorpay.scripts],
  // Toast and UI libraries inject <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', ...razorpay.images],
  'font-src': ["'self'", 'data:'],
  // Sign-in talks to Cognito's API and, for Google, its hosted domain; builds stream over the
  // product's WebSocket API (the token travels in its first message); Checkout reports to
  // Razorpay's API and its telemetry hosts.
  'connect-src': [
    "'self'",
    `https://cognito-idp.${region}.amazonaws.com`,
    'https://*.amazoncognito.com',
    `wss://${socketDomainName}`,
    // Images a user uploads go straight to the sites bucket, by a presigned PUT.
    ...(uploadBucketHost ? [`https://${uploadBucketHost}`] : []),
    ...razorpay.connections,
  ],
  // The workspace previews generated HTML in a sandboxed frame loaded from /_preview/ on this
  // origin (its own, permissive CSP); the deployment page shows the live site (the sites
  // distribution, another registrable domain); Razorpay Checkout opens its form in frames of its own.
  'frame-src': ["'self'", ...(sitesOrigin ? [sitesOrigin] : []), ...razorpay.frames],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
});

/** Renders directives as the header value, e.g. `default-src 'self'; object-src 'none'`. */
export function contentSecurityPolicy(
  region: string,
  socketDomainName: string,
  sitesOrigin?: string,
  uploadBucketHost?: string,
): string {
  return Object.entries(
    contentSecurityPolicyDirectives(region, socketDomainName, sitesOrigin, uploadBucketHost),
  )
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
