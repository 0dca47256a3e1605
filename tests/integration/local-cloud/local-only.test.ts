import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COGNITO_PATH } from '../../../tools/local-cloud/cognito/local-cognito';
import { OUTBOX_JSON_PATH } from '../../../tools/local-cloud/cognito/outbox';
import { signUpWithProfile } from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { visitSite } from '../../../testing/cloud/visit-site';

/**
 * The local cloud's own endpoints (`/_local/…`) against a web page elsewhere: any page the
 * developer opens can send requests to localhost, and a name it controls can point at 127.0.0.1.
 */
const cloud = useSharedCloud();

/** A raw call, with the Host and Origin a browser (or a rebinding name) would send. */
function call(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string },
) {
  const port = new URL(cloud.url).port;
  return visitSite(`${cloud.url}${path}`, {
    method,
    headers: { host: `localhost:${port}`, ...headers },
    ...(body === undefined ? {} : { body }),
  });
}

const cognito = (target: string, input: object, headers: Record<string, string> = {}) =>
  call(COGNITO_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      ...headers,
    },
    body: JSON.stringify(input),
  });

const EVIL = { origin: 'http://evil.example' };

describe("the local cloud's own endpoints", () => {
  it('refuse a page elsewhere: no user list, no password set, no outbox', async () => {
    const account = await signUpWithProfile(
      cloud,
      `local-only-${randomUUID().slice(0, 8)}@example.com`,
    );
    const { userPoolId } = cloud.userPool;

    const listed = await cognito('ListUsers', { UserPoolId: userPoolId }, EVIL);
    expect(listed.status).toBe(403);
    expect(listed.body).not.toContain('@example.com');
    expect(listed.headers['access-control-allow-origin']).toBeUndefined();
    const setPassword = await cognito(
      'AdminSetUserPassword',
      { UserPoolId: userPoolId, Username: account.sub, Password: 'Taken-over-1', Permanent: true },
      EVIL,
    );
    expect(setPassword.status).toBe(403);
    expect((await call(OUTBOX_JSON_PATH, { headers: EVIL })).status).toBe(403);
  });

  it('refuse a name that is not this machine’s (DNS rebinding), whatever the page', async () => {
    const port = new URL(cloud.url).port;
    const rebound = await call(OUTBOX_JSON_PATH, {
      headers: { host: `rebind.evil.example:${port}` },
    });
    expect(rebound.status).toBe(403);
    const admin = await cognito(
      'ListUsers',
      { UserPoolId: cloud.userPool.userPoolId },
      { host: `rebind.evil.example:${port}` },
    );
    expect(admin.status).toBe(403);
  });

  it("keep the admin calls for the functions (no browser), and the public ones for the app's pages", async () => {
    const port = new URL(cloud.url).port;
    const admin = await cognito('ListUsers', { UserPoolId: cloud.userPool.userPoolId, Limit: 1 });
    expect(admin.status).toBe(200);
    // The app's own page may not call the admin API either: only the functions do.
    const fromApp = await cognito(
      'ListUsers',
      { UserPoolId: cloud.userPool.userPoolId },
      { origin: `http://localhost:${port}` },
    );
    expect(fromApp.status).toBe(403);
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const signIn = await cognito(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: cloud.userPool.clientId,
          AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD: 'wrong-secret' },
        },
        { origin },
      );
      expect(signIn.headers['access-control-allow-origin']).toBe(origin);
      expect(signIn.status).toBe(400);
    }
    expect((await call(OUTBOX_JSON_PATH, {})).status).toBe(200);
  });
});
