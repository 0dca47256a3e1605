import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import { readSecretText, rememberedUntilFailure } from '../lib/secret-text';

/**
 * The header the web distribution adds to every request it sends the API, with a secret only it
 * and the functions know (CloudFront replaces a viewer's header of the same name). A call made to
 * the API's own URL, not through CloudFront, lacks it.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

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
