import { Duration } from 'aws-cdk-lib';
import { HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/** The path of the workspace's preview frame page, served from the SPA's bucket. */
export const PREVIEW_PATH_PATTERN = '/_preview/*';

/**
 * The CSP of the preview frame (`/_preview/frame.html`), which writes a generated page into
 * itself. Generated pages are single HTML files with inline scripts and styles that pull fonts,
 * images and libraries from public CDNs, so this is as open as a page on the web. That is safe
 * only because the SPA frames it sandboxed without `allow-same-origin`: the page runs in an
 * opaque origin, with no access to the app's storage, cookies or token. Only the SPA may frame it.
 */
export const previewContentSecurityPolicyDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'", 'https:', 'data:', 'blob:'],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https:', 'blob:'],
  'style-src': ["'self'", "'unsafe-inline'", 'https:'],
  'img-src': ["'self'", 'https:', 'data:', 'blob:'],
  'font-src': ["'self'", 'https:', 'data:'],
  'media-src': ["'self'", 'https:', 'data:', 'blob:'],
  // Generated pages may call public APIs (weather, maps); the opaque origin carries no session.
  'connect-src': ["'self'", 'https:'],
  // Embedded maps and videos.
  'frame-src': ['https:'],
  'form-action': ["'self'", 'https:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'upgrade-insecure-requests': [],
};

export function previewContentSecurityPolicy(): string {
  return Object.entries(previewContentSecurityPolicyDirectives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Headers of `/_preview/*`: HSTS and nosniff like every other response, but no `X-Frame-Options`
 * (the SPA must be able to frame it; `frame-ancestors 'self'` says who may) and the generated
 * pages' CSP instead of the SPA's strict one, which would block their inline scripts.
 */
export class PreviewHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Website builder preview frame: HSTS, nosniff, framable by the SPA only',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        // Generated pages link anywhere; they should not tell those sites the workspace's URL.
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: previewContentSecurityPolicy(),
          override: true,
        },
      },
    });
  }
}
