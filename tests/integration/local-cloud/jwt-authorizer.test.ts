import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../../functions/routes';
import { buildPath } from '../../../shared/api/endpoints';
import { idTokenClaims, poolSigningKey, refusedCredentials, signJwt } from '../../../testing/jwt';
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

/** Refused credentials that name the file's own user (testing/jwt.ts). */
const refused = refusedCredentials(() => ({
  userPool: cloud.userPool,
  account,
  email: 'authorizer@example.com',
  poolKey,
}));

describe.each(userRoutes)('$routeKey', (route) => {
  it.each(refused)('answers 401 to $name, as API Gateway does', async (credential) => {
    const authorization = credential.authorization();
    const reply = await callApi(cloud, route.method, samplePath(route.path), {
      ...(authorization === undefined ? {} : { authorization }),
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
