import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { z } from 'zod';

/** Signs an RS256 JWT, as Cognito does, with any key: for tokens the API must refuse. */
export function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** A key pair nobody trusts. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

/**
 * The key cognito-local signs every token with (it ships in the package), to make tokens that are
 * genuine in every way but one: expired, or for another client, or of another use.
 */
export function cognitoLocalSigningKey(): { key: KeyObject; kid: string } {
  const require = createRequire(import.meta.url);
  const { pem } = z
    .object({ pem: z.string() })
    .parse(require('cognito-local/lib/keys/cognitoLocal.private.json'));
  return { key: createPrivateKey(pem), kid: 'CognitoLocal' };
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
