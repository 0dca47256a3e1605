/**
 * Headers every answer from a deployed site carries, whatever the generated page says: the sites
 * distribution's response headers policy on AWS (which adds HSTS, HTTPS only) and the local
 * gateway. Framing stays allowed: the deployment page shows the live site in a frame.
 */
/** What a deploy's own address (`{subdomain}--{number}`) adds: it is not the site's address. */
export const DEPLOY_PREVIEW_HEADERS = { 'x-robots-tag': 'noindex' } as const;

export const SITE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * What a deployed site's `/assets/` files add: an SVG (or anything else there) opened on its own
 * is a document of the site's origin, so it runs nothing and loads nothing but inline styles and
 * inline pictures, in a sandbox, whatever got past the upload's cleaning.
 */
export const SITE_ASSET_HEADERS = {
  ...SITE_SECURITY_HEADERS,
  'content-security-policy':
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
} as const;
