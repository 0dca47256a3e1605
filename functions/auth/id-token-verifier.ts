import { JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment } from '../lib/environment';

/** Resolves to the token's claims when it is a valid ID token of the pool's app client. */
export type IdTokenVerifier = (token: string) => Promise<JwtPayload>;

export interface IdTokenVerifierOptions {
  /** The pool's issuer: `https://cognito-idp.{region}.amazonaws.com/{poolId}` on AWS. */
  issuer: string;
  /** The app client whose ID tokens are accepted (their `aud`). */
  clientId: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Fetches the key set over plain HTTP, which only the local Cognito stand-in serves. Allowed for
 * loopback addresses only, so a misconfigured issuer can never make a deployed function trust
 * keys fetched in the clear.
 */
const loopbackFetcher: Fetcher = {
  async fetch(uri) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`${uri} answered ${response.status}`);
    return response.arrayBuffer();
  },
};

/**
 * The key cache for an issuer's key set: the library's own over HTTPS (undefined), a loopback
 * one over plain HTTP for the local stand-ins. Anything else is refused.
 */
export function jwksCacheFor(issuer: URL): SimpleJwksCache | undefined {
  if (issuer.protocol === 'https:') return undefined;
  if (issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)) {
    return new SimpleJwksCache({ fetcher: loopbackFetcher });
  }
  throw new Error(`Refusing to fetch signing keys of ${issuer.href} without TLS`);
}

/** How far ahead of this clock a token's issue time may be (clocks differ a little). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Verifies a Cognito ID token exactly as API Gateway's JWT authorizer does for the API: signature
 * against the pool's published keys, issuer, audience (the app client), expiry, and that it is an
 * ID token (`token_use` "id"), not an access token; and, beyond it, an issue time not ahead of now. Used by the local gateway in front of every
 * authenticated route, and by any function that receives a token outside a route (the socket).
 */
export function createIdTokenVerifier({
  issuer,
  clientId,
}: IdTokenVerifierOptions): IdTokenVerifier {
  const jwksCache = jwksCacheFor(new URL(issuer));
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        validateCognitoJwtFields(payload, { tokenUse: 'id', clientId });
        // No pool issues a token from the future: one is forged, or its clock is far off.
        if (typeof payload.iat === 'number' && payload.iat * 1000 > Date.now() + CLOCK_SKEW_MS) {
          throw new Error('The token was issued in the future');
        }
      },
    },
    jwksCache ? { jwksCache } : undefined,
  );
  return (token) => verifier.verify(token);
}

/**
 * The verifier for the pool the function is configured with (`USER_POOL_ID`, `USER_POOL_CLIENT_ID`,
 * and `COGNITO_ENDPOINT` locally, where the stand-in is the issuer).
 */
export function idTokenVerifierFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): IdTokenVerifier {
  const config = readEnvironment(
    z.object({
      USER_POOL_ID: z.string().check(z.regex(/^[\w-]+_[0-9a-zA-Z]+$/)),
      USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
      COGNITO_ENDPOINT: optionalEndpoint,
    }),
    environment,
  );
  const region = config.USER_POOL_ID.slice(0, config.USER_POOL_ID.indexOf('_'));
  const issuer = config.COGNITO_ENDPOINT
    ? `${config.COGNITO_ENDPOINT}/${config.USER_POOL_ID}`
    : `https://cognito-idp.${region}.amazonaws.com/${config.USER_POOL_ID}`;
  return createIdTokenVerifier({ issuer, clientId: config.USER_POOL_CLIENT_ID });
}
