import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment } from './environment';

/** What a function knows about the user pool: set by the CDK app on AWS, the local cloud locally. */
export interface UserPoolSettings {
  userPoolId: string;
  /** The SPA's app client: the audience of the ID tokens the API accepts. */
  clientId: string;
  /** The `iss` of the pool's tokens: its endpoint followed by the pool id, as on AWS. */
  issuer: string;
  /** Set locally only (the Cognito stand-in); on AWS the SDK finds the regional endpoint. */
  endpoint: string | undefined;
}

const userPoolEnvironmentSchema = z.object({
  USER_POOL_ID: z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/, { error: 'not a user pool id' })),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  COGNITO_ENDPOINT: optionalEndpoint,
});

/** A pool's region is the part of its id before the underscore (`eu-west-1_AbC…`). */
function regionOf(userPoolId: string): string {
  return userPoolId.slice(0, userPoolId.indexOf('_'));
}

/**
 * The pool's settings and region, read and checked at cold start; apart from the client
 * (user-pool-client.ts), so a function can check them without loading the Cognito SDK.
 */
export function readUserPoolSettings(environment: NodeJS.ProcessEnv = process.env) {
  const config = readEnvironment(userPoolEnvironmentSchema, environment);
  const region = regionOf(config.USER_POOL_ID);
  const endpoint = config.COGNITO_ENDPOINT?.replace(/\/+$/, '');
  return {
    region,
    settings: {
      userPoolId: config.USER_POOL_ID,
      clientId: config.USER_POOL_CLIENT_ID,
      issuer: `${endpoint ?? `https://cognito-idp.${region}.amazonaws.com`}/${config.USER_POOL_ID}`,
      endpoint,
    } satisfies UserPoolSettings,
  };
}

export type UserPool = ReturnType<typeof readUserPoolSettings>;
