import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { readSigningKey, type TokenSigningKey } from '../tools/local-cloud/cognito/signing-key';
import type { CloudAddresses } from './cloud/shared-cloud';

/** RS256 signing as Cognito does, with any key: for tokens the API must refuse. */
export { signJwt } from '../tools/local-cloud/jwt-signing';

/** The key the local user pool signs its tokens with: tokens made with it are genuine. */
export function poolSigningKey(cloud: Pick<CloudAddresses, 'userPool'>): Promise<TokenSigningKey> {
  return readSigningKey(cloud.userPool.signingKeyFile);
}

/**
 * The key pair cognito-local ships inside its npm package (and signed every token with), which
 * anyone can read: tokens made with it must be refused.
 */
export function cognitoLocalPackageKey(): TokenSigningKey {
  const require = createRequire(import.meta.url);
  const { pem } = z
    .object({ pem: z.string() })
    .parse(require('cognito-local/lib/keys/cognitoLocal.private.json'));
  return { key: createPrivateKey(pem), kid: 'CognitoLocal' };
}

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
