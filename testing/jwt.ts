import { generateKeyPairSync, type KeyObject } from 'node:crypto';

/** RS256 signing as Cognito does, with any key: for tokens the API must refuse. */
export { cognitoLocalSigningKey, signJwt } from '../tools/local-cloud/jwt-signing';

/** A key pair nobody trusts. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

/** The claims of a Cognito ID token for the given pool, client and user, valid for an hour. */
export function idTokenClaims(input: {
  issuer: string;
  clientId: string;
  sub: string;
  email: string;
  nowSeconds?: number;
}): Record<string, unknown> {
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  return {
    sub: input.sub,
    email: input.email,
    email_verified: true,
    'cognito:username': input.sub,
    aud: input.clientId,
    iss: input.issuer,
    token_use: 'id',
    auth_time: now,
    iat: now,
    exp: now + 3600,
  };
}
