import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../../functions/routes';
import { buildPath } from '../../../shared/api/endpoints';
import {
  cognitoLocalPackageKey,
  idTokenClaims,
  poolSigningKey,
  signJwt,
  strangerKey,
} from '../../../testing/jwt';
import type { TokenSigningKey } from '../../../tools/local-cloud/cognito/signing-key';
import {
  callApi,
  signUpDirectly,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';

const cloud = useSharedCloud();
let account: SignedUpAccount;
/** The key the pool signs with: a token made with it is genuine but for the claims changed. */
let poolKey: TokenSigningKey;

beforeAll(async () => {
  account = await signUpDirectly(cloud, 'authorizer@example.com');
  poolKey = await poolSigningKey(cloud);
});

/** Every route that needs a signed-in user: new routes are covered as they are added. */
const userRoutes = routeTable.filter((route) => route.access === 'user');

function samplePath(path: string): string {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return buildPath(
    path,
    Object.fromEntries(names.map((name) => [name, '01JD3ZK8Q6R9V2W4X5Y7Z8A9BC'])),
  );
}

/** Genuine claims of the local pool, changed in one way. */
function claims(change: Record<string, unknown> = {}) {
  return {
    ...idTokenClaims({
      issuer: cloud.userPool.issuer,
      clientId: cloud.userPool.clientId,
      sub: account.sub,
      email: 'authorizer@example.com',
    }),
    ...change,
  };
}

const now = () => Math.floor(Date.now() / 1000);

const refusedCredentials: [string, () => { authorization?: string }][] = [
  ['no token', () => ({})],
  ['a malformed token', () => ({ authorization: 'Bearer not.a-jwt' })],
  ['a scheme other than Bearer', () => ({ authorization: `Basic ${account.idToken}` })],
  [
    'a token signed by another key',
    () => ({ authorization: `Bearer ${signJwt(claims(), strangerKey(), poolKey.kid)}` }),
  ],
  [
    'a token signed with the key cognito-local ships in its package',
    () => {
      const { key, kid } = cognitoLocalPackageKey();
      return { authorization: `Bearer ${signJwt(claims(), key, kid)}` };
    },
  ],
  [
    'an expired token',
    () => {
      const { key, kid } = poolKey;
      const expired = claims({ iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 });
      return { authorization: `Bearer ${signJwt(expired, key, kid)}` };
    },
  ],
  [
    'a token for another app client',
    () => {
      const { key, kid } = poolKey;
      return { authorization: `Bearer ${signJwt(claims({ aud: 'another-client' }), key, kid)}` };
    },
  ],
  [
    'a token from another issuer',
    () => {
      const { key, kid } = poolKey;
      const issuer = `${cloud.userPool.endpoint}/local_Another1`;
      return { authorization: `Bearer ${signJwt(claims({ iss: issuer }), key, kid)}` };
    },
  ],
  [
    'an access token instead of an ID token',
    () => ({ authorization: `Bearer ${account.accessToken}` }),
  ],
  [
    'an ID token signed with the alg "none"',
    () => {
      const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
      return { authorization: `Bearer ${encode({ alg: 'none' })}.${encode(claims())}.` };
    },
  ],
];

describe.each(userRoutes)('$routeKey', (route) => {
  it.each(refusedCredentials)('answers 401 to %s, as API Gateway does', async (_, credentials) => {
    const reply = await callApi(cloud, route.method, samplePath(route.path), {
      ...credentials(),
      body: route.method === 'GET' ? undefined : {},
    });
    expect(reply).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('a genuine ID token of the local pool', () => {
  it('is accepted when minted with the same key and claims as the refused ones, unchanged', async () => {
    const { key, kid } = poolKey;
    const reply = await callApi(cloud, 'GET', '/api/auth/me', {
      token: signJwt(claims(), key, kid),
    });
    expect(reply.status).not.toBe(401);
  });

  it('is accepted, and the function sees its claims as the authorizer passes them', async () => {
    const reply = await callApi(cloud, 'POST', '/api/auth/sync', {
      token: account.idToken,
      body: { username: `Tester ${randomUUID().slice(0, 4)}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      user: { id: account.sub, email: 'authorizer@example.com' },
    });
  });
});
