import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { readSigningKey, type TokenSigningKey } from '../tools/local-cloud/cognito/signing-key';
import { signJwt } from '../tools/local-cloud/jwt-signing';
import type { SignedUpAccount } from './cloud/local-accounts';
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

export interface RefusedCredential {
  name: string;
  /** The Authorization header to send, or undefined to send none. */
  authorization(): string | undefined;
}

export interface RefusedCredentialContext {
  userPool: Pick<CloudAddresses['userPool'], 'issuer' | 'clientId' | 'endpoint'>;
  account: Pick<SignedUpAccount, 'sub' | 'idToken' | 'accessToken'>;
  email: string;
  poolKey: TokenSigningKey;
}

const now = () => Math.floor(Date.now() / 1000);
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

function claimsOf(
  { userPool, account, email }: RefusedCredentialContext,
  change: Record<string, unknown> = {},
) {
  const { issuer, clientId } = userPool;
  return { ...idTokenClaims({ issuer, clientId, sub: account.sub, email }), ...change };
}

function signedByPool(context: RefusedCredentialContext, change: Record<string, unknown> = {}) {
  const { key, kid } = context.poolKey;
  return `Bearer ${signJwt(claimsOf(context, change), key, kid)}`;
}

/**
 * Credentials the API must answer 401 (and the live connection must refuse) although most name a
 * real user of the local pool: each is a genuine ID token of that user changed in one way, or no
 * token at all. The context is read when a credential is made, so tests can list the names while
 * they are collected. A new way in belongs here, so every file that tries them tries it too.
 */
export function refusedCredentials(context: () => RefusedCredentialContext): RefusedCredential[] {
  let stranger: KeyObject | undefined;
  const credential = (
    name: string,
    make: (context: RefusedCredentialContext) => string | undefined,
  ): RefusedCredential => ({ name, authorization: () => make(context()) });
  return [
    credential('no token', () => undefined),
    credential('a malformed token', () => 'Bearer not.a-jwt'),
    credential('an empty bearer token', () => 'Bearer '),
    credential(
      'a genuine token with its signature changed',
      ({ account }) => `Bearer ${account.idToken.slice(0, -4)}AAAA`,
    ),
    credential('a scheme other than Bearer', ({ account }) => `Basic ${account.idToken}`),
    credential(
      'a token signed by another key',
      (c) => `Bearer ${signJwt(claimsOf(c), (stranger ??= strangerKey()), c.poolKey.kid)}`,
    ),
    credential('a token signed with the key cognito-local ships in its package', (c) => {
      const { key, kid } = cognitoLocalPackageKey();
      return `Bearer ${signJwt(claimsOf(c), key, kid)}`;
    }),
    credential('an expired token', (c) =>
      signedByPool(c, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 }),
    ),
    credential('a token issued in the future', (c) =>
      signedByPool(c, { iat: now() + 3600, auth_time: now() + 3600, exp: now() + 7200 }),
    ),
    credential('a token for another app client', (c) => signedByPool(c, { aud: 'another-client' })),
    credential('a token from another issuer', (c) =>
      signedByPool(c, { iss: `${c.userPool.endpoint}/local_Another1` }),
    ),
    credential(
      'an access token instead of an ID token',
      ({ account }) => `Bearer ${account.accessToken}`,
    ),
    credential(
      'an ID token signed with the alg "none"',
      (c) => `Bearer ${encode({ alg: 'none' })}.${encode(claimsOf(c))}.`,
    ),
    // The key confusion attack: HMAC keyed with the pool's public key, which anyone can read.
    credential("an ID token signed HS256 with the pool's public key", (c) => {
      const publicPem = createPublicKey(c.poolKey.key).export({ type: 'spki', format: 'pem' });
      const input = `${encode({ alg: 'HS256', typ: 'JWT', kid: c.poolKey.kid })}.${encode(claimsOf(c))}`;
      const signature = createHmac('sha256', publicPem).update(input).digest('base64url');
      return `Bearer ${input}.${signature}`;
    }),
  ];
}
