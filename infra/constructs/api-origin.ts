import {
  AllowedMethods,
  CachePolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-verify-header';

/** The HTTP API as a distribution reaches it (ApiEndpointStack). */
export interface ApiOrigin {
  /** Host name of the HTTP API: `{id}.execute-api.{region}.amazonaws.com`. */
  domainName: string;
  /**
   * Sent with every request as `x-origin-verify`, so the functions can believe the viewer address
   * CloudFront adds (see functions/http/origin-verify.ts).
   */
  originVerifySecret: ISecret;
}

/** What a distribution adds to the API's behaviour: its answers' headers, its functions. */
export type ApiBehaviorExtras = Pick<
  BehaviorOptions,
  'responseHeadersPolicy' | 'functionAssociations'
>;

/**
 * A behaviour that sends requests to the HTTP API, the same from every distribution in front of
 * it: HTTPS only, every method, nothing cached, every viewer header but Host, and the
 * origin-verify header.
 */
export function apiBehavior(api: ApiOrigin, extras: ApiBehaviorExtras = {}): BehaviorOptions {
  return {
    origin: new HttpOrigin(api.domainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // A dynamic reference: CloudFormation reads the value, the template holds none.
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: api.originVerifySecret.secretValue.unsafeUnwrap(),
      },
    }),
    // A redirect would turn a POST into a GET; plain HTTP is refused instead.
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    // API Gateway routes by its own Host header; everything else passes: Authorization, the
    // query, Content-Type, and CloudFront-Viewer-Address, the visitor's address.
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    ...extras,
  };
}
