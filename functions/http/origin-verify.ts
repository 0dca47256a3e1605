import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import { rememberedUntilFailure } from '../../shared/remembered';
import { readSecretText } from '../lib/secret-text';

const environmentSchema = z.object({
  /** Locally, the value itself (the local gateway adds the header as CloudFront would). */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** On AWS, the Secrets Manager secret holding it (set by the CDK app). */
  ORIGIN_VERIFY_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  SECRETS_MANAGER_ENDPOINT: optionalEndpoint,
});

/**
 * Whether a request came through our CloudFront, by its ORIGIN_VERIFY_HEADER: null for a
 * function not given the secret (nothing to check against). The environment is read on first use.
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

  return async (headerValue: string | undefined): Promise<boolean | null> => {
    const expected = await secret();
    if (expected === null) return null;
    const given = Buffer.from(headerValue ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

export type OriginCheck = ReturnType<typeof createOriginCheck>;

/**
 * The caller's address. Through CloudFront, API Gateway sees CloudFront's; the viewer's is in the
 * header the distributions' origin request policy has CloudFront add ("ip:port", "[v6]:port"),
 * believed only when the request proved it came through CloudFront.
 */
export function callerAddressOf(event: APIGatewayProxyEventV2, throughCloudFront: boolean): string {
  const direct = event.requestContext.http.sourceIp;
  const viewer = event.headers['cloudfront-viewer-address'];
  if (!viewer || !throughCloudFront) return direct;
  return viewer.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1') || direct;
}
