import { Duration } from 'aws-cdk-lib';
import { ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { UPLOAD_HEADERS } from '../sites/upload-headers';

/**
 * Headers of projects' uploads (`/_uploads/*`), the same the local gateway sends: nosniff, and a
 * CSP that sandboxes an upload opened on its own, so an SVG can run and load nothing.
 */
export class UploadHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Website builder uploads: HSTS, nosniff, sandboxed CSP',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: UPLOAD_HEADERS['content-security-policy'],
          override: true,
        },
      },
    });
  }
}
