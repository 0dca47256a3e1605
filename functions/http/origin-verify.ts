import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { z } from 'zod';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import { readSecretText, rememberedUntilFailure } from '../lib/secret-text';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';

const environmentSchema = z.object({
  /** Locally, the value itself (the local gateway adds the header as CloudFront would). */
  ORIGIN_VERIFY_SECRET: z.string().min(1).optional(),
  /** On AWS, the Secrets Manager secret holding it (set by the CDK app). */
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
  SECRETS_MANAGER_ENDPOINT: optionalEndpoint,
});

/**
 * Whether a request came through the web distribution, by its ORIGIN_VERIFY_HEADER; always false
 * for a function not given the secret. The environment is read on first use.
 */
export function createOriginCheck(environment: NodeJS.ProcessEnv = process.env) {
  const secret = rememberedUntilFailure(async (): Promise<Buffer | null> => {
    const config = readEnvironment(environmentSchema, environment);
    if (config.ORIGIN_VERIFY_SECRET) return Buffer.from(config.ORIGIN_VERIFY_SECRET);
    if (!config.ORIGIN_VERIFY_SECRET_ARN) return null;
    const text = await readSecretText(
      config.ORIGIN_VERIFY_SECRET_ARN,
      'ORIGIN_VERIFY_SECRET_ARN',
      config.SECRETS_MANAGER_ENDPOINT,
    );
    return Buffer.from(text);
  });

  return async (headerValue: string | undefined): Promise<boolean> => {
    if (!headerValue) return false;
    const expected = await secret();
    const given = Buffer.from(headerValue);
    return (
      expected !== null && given.length === expected.length && timingSafeEqual(given, expected)
    );
  };
}

/**
 * The caller's address, for a handler that relies on it (createHttpHandler's `sourceIpOf`).
 * Through CloudFront, API Gateway sees CloudFront's; the viewer's is in the header the web
 * stack's origin request policy has CloudFront add ("ip:port", or "[v6]:port"), believed only
 * when the request proves it came through CloudFront: a call to the API's own URL could name any
 * address in it.
 */
export function viewerAddressThroughCloudFront(cameThroughCloudFront = createOriginCheck()) {
  return async (event: APIGatewayProxyEventV2): Promise<string> => {
    const direct = event.requestContext.http.sourceIp;
    const viewer = event.headers['cloudfront-viewer-address'];
    if (!viewer || !(await cameThroughCloudFront(event.headers[ORIGIN_VERIFY_HEADER]))) {
      return direct;
    }
    return viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1') || direct;
  };
}
