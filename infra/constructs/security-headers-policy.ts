import { Duration, Stack } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { contentSecurityPolicy } from './content-security-policy';

export interface SecurityHeadersPolicyProps {
  /** Host of the WebSocket API the SPA connects to (its CSP allows that host only). */
  socketDomainName: string;
  /** Where deployed sites are served (`https://*.{sites domain}`), which the SPA may frame. */
  sitesOrigin?: string;
  /** The sites bucket's regional host, where the SPA sends uploads by presigned PUT. */
  uploadBucketHost?: string;
}

/** Security headers CloudFront adds to every response of the SPA and of `/api/*`. */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Website builder: HSTS, CSP, no sniffing, no framing',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(
            Stack.of(this).region,
            props.socketDomainName,
            props.sitesOrigin,
            props.uploadBucketHost,
          ),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=()',
            override: true,
          },
        ],
      },
    });
  }
}
