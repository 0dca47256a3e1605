import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COGNITO_PATH } from '../../../tools/local-cloud/cognito/local-cognito';
import { OUTBOX_JSON_PATH } from '../../../tools/local-cloud/cognito/outbox';
import {
  CONTROL_TOKEN_FIELD,
  CONTROL_TOKEN_HEADER,
} from '../../../tools/local-cloud/gateway/control-token-names';
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

  it("refuse a page elsewhere the functions' Lambda API and the sockets' @connections", async () => {
    const invoked = await call('/2015-03-31/functions/preSignUp/invocations', {
      method: 'POST',
      headers: EVIL,
      body: JSON.stringify({ triggerSource: 'PreSignUp_SignUp', request: {}, response: {} }),
    });
    const pushed = await call('/@connections/some-connection', {
      method: 'POST',
      headers: EVIL,
      body: 'hello',
    });

    expect(invoked.status).toBe(403);
    expect(pushed.status).toBe(403);
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
          AuthFlow: 'USER_SRP_AUTH',
          ClientId: cloud.userPool.clientId,
          AuthParameters: { USERNAME: 'nobody@example.com', SRP_A: 'abc123' },
        },
        { origin },
      );
      expect(signIn.headers['access-control-allow-origin']).toBe(origin);
      expect(signIn.status).toBe(400);
    }
    expect((await call(OUTBOX_JSON_PATH, {})).status).toBe(200);
  });
});

describe("the local cloud's controls", () => {
  const json = { 'content-type': 'application/json' };
  const withToken = (token: string) => ({ ...json, [CONTROL_TOKEN_HEADER]: token });
  const dnsNames = async () => {
    const table = await call('/_local/dns.json', {});
    return (JSON.parse(table.body) as { records: { name: string }[] }).records.map(
      (record) => record.name,
    );
  };

  it("refuse a call from this machine that changes state without this start's token, and change nothing", async () => {
    const name = `untokened-${randomUUID().slice(0, 8)}.localhost`;
    const record = JSON.stringify({ name, type: 'CNAME', value: 'sites.localhost' });

    const without = await call('/_local/dns', { method: 'POST', headers: json, body: record });
    const wrong = await call('/_local/dns', {
      method: 'POST',
      headers: withToken('a-token-of-another-start'),
      body: record,
    });
    const resend = await call('/_local/razorpay/control/webhook', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ event_id: 'evt_none' }),
    });
    const pay = await call('/_local/razorpay/checkout/payments', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        key_id: cloud.razorpay.keyId,
        order_id: 'order_x',
        outcome: 'captured',
      }),
    });
    const newClient = await cognito('CreateUserPoolClient', {
      UserPoolId: cloud.userPool.userPoolId,
      ClientName: 'not-the-app',
    });

    for (const refused of [without, wrong, resend, pay, newClient]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toContain('needs the X-Local-Cloud-Token header');
    }
    expect(await dnsNames()).not.toContain(name);
  });

  it("answer the same calls with this start's token", async () => {
    const name = `tokened-${randomUUID().slice(0, 8)}.localhost`;

    const saved = await call('/_local/dns', {
      method: 'POST',
      headers: withToken(cloud.controlToken),
      body: JSON.stringify({ name, type: 'CNAME', value: 'sites.localhost' }),
    });
    const resend = await call('/_local/razorpay/control/webhook', {
      method: 'POST',
      headers: withToken(cloud.controlToken),
      body: JSON.stringify({ event_id: 'evt_none' }),
    });

    expect(saved.status).toBe(200);
    expect(await dnsNames()).toContain(name);
    // Past the token: the stand-in's own answer for an event it never sent.
    expect(resend.status).toBe(400);
    expect(resend.body).not.toContain('X-Local-Cloud-Token');
  });

  it("give the token to the cloud's own pages, whose forms post it", async () => {
    const page = await call('/_local/dns', {});
    const field = new RegExp(`name="${CONTROL_TOKEN_FIELD}" value="([^"]+)"`).exec(page.body);
    expect(field?.[1]).toBe(cloud.controlToken);

    const name = `form-${randomUUID().slice(0, 8)}.localhost`;
    const posted = await call('/_local/dns', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: cloud.url,
      },
      body: new URLSearchParams({
        [CONTROL_TOKEN_FIELD]: field?.[1] ?? '',
        name,
        type: 'A',
        value: '127.0.0.1',
      }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(await dnsNames()).toContain(name);
  });

  it("keep the product's own calls working without the token: the functions' admin calls, the app's sign-in", async () => {
    const listed = await cognito('ListUsers', { UserPoolId: cloud.userPool.userPoolId, Limit: 1 });
    const signIn = await cognito('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: cloud.userPool.clientId,
      AuthParameters: { USERNAME: 'nobody@example.com', SRP_A: 'abc123' },
    });

    expect(listed.status).toBe(200);
    // Cognito's own refusal, not the token's.
    expect(signIn.status).toBe(400);
  });
});
