import { JwtVerifier } from 'aws-jwt-verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeGitHub, octocat, type FakeGitHub } from '../../../../testing/fakes/fake-github';
import {
  jsonWebKeySetSchema,
  oidcTokenResponseSchema,
  openIdConfigurationSchema,
} from '../../../../shared/api/github-oidc-endpoints';
import { serveFetch } from '../../../../testing/cloud/fetch-server';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { LOCAL_IDP_RESPONSE_PATH } from '../../../../tools/local-cloud/local-cloud';

const CLIENT_ID = 'local-github-client';
const CLIENT_SECRET = 'local-github-secret';

/** GitHub on its own server; the cloud learns its address before it starts. */
const github = { oauthUrl: '', apiUrl: '' };
let fake: FakeGitHub | undefined;
let closeGitHub: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const server = await serveFetch((input, init) => {
    if (!fake) throw new Error('The fake GitHub is not ready');
    return fake.fetch(input, init);
  });
  closeGitHub = server.close;
  github.oauthUrl = server.url;
  github.apiUrl = `${server.url}/api`;
  fake = createFakeGitHub({
    oauthUrl: github.oauthUrl,
    apiUrl: github.apiUrl,
    app: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, callbackUrl: '' },
  });
  fake.addAccount(octocat);
  fake.signIn(octocat.id);
});

afterAll(async () => {
  await closeGitHub?.();
});

// A cloud of its own: its GitHub sign-in bridge talks to this file's GitHub.
const cloud = useOwnLocalCloud({ github });

const manual = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });

function locationOf(response: Response): string {
  expect(response.status).toBe(302);
  const location = response.headers.get('location');
  if (!location) throw new Error('No location');
  return location;
}

describe('GitHub sign-in on the local cloud', () => {
  it('serves the bridge on the gateway: discovery, a whole sign-in through GitHub, keys from the local KMS, userinfo', async () => {
    const issuer = `${cloud.url}/oidc/github`;
    if (fake) fake.app.callbackUrl = `${issuer}/callback`;
    const discovery = openIdConfigurationSchema.parse(
      await (await fetch(`${issuer}/.well-known/openid-configuration`)).json(),
    );
    expect(discovery).toMatchObject({ issuer, token_endpoint: `${issuer}/token` });

    const idpResponse = `${cloud.url}${LOCAL_IDP_RESPONSE_PATH}`;
    const authorize = new URL(discovery.authorization_endpoint);
    for (const [name, value] of Object.entries({
      client_id: CLIENT_ID,
      redirect_uri: idpResponse,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'cognito-state',
      nonce: 'cognito-nonce',
    })) {
      authorize.searchParams.set(name, value);
    }
    const toGitHub = locationOf(await manual(authorize.href));
    expect(toGitHub.startsWith(`${github.oauthUrl}/login/oauth/authorize?`)).toBe(true);
    const toBridge = locationOf(await manual(toGitHub));
    const toCognito = new URL(locationOf(await manual(toBridge)));
    expect(`${toCognito.origin}${toCognito.pathname}`).toBe(idpResponse);
    expect(toCognito.searchParams.get('state')).toBe('cognito-state');

    const tokenResponse = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: toCognito.searchParams.get('code') ?? '',
        redirect_uri: idpResponse,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = oidcTokenResponseSchema.parse(await tokenResponse.json());

    const verifier = JwtVerifier.create({
      issuer,
      audience: CLIENT_ID,
      jwksUri: discovery.jwks_uri,
    });
    verifier.cacheJwks(jsonWebKeySetSchema.parse(await (await fetch(discovery.jwks_uri)).json()));
    await expect(verifier.verify(tokens.id_token)).resolves.toMatchObject({
      sub: String(octocat.id),
      email: 'octocat@example.com',
      nonce: 'cognito-nonce',
    });

    const userInfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userInfo.json()).toMatchObject({
      sub: String(octocat.id),
      preferred_username: 'octocat',
    });
  });

  it('sends no browser back to a return address other than the local hosted sign-in', async () => {
    const authorize = new URL(`${cloud.url}/oidc/github/authorize`);
    authorize.searchParams.set('client_id', CLIENT_ID);
    authorize.searchParams.set('redirect_uri', 'http://localhost:9/elsewhere');
    authorize.searchParams.set('response_type', 'code');
    authorize.searchParams.set('scope', 'openid');
    const response = await manual(authorize.href);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('return address the bridge does not serve');
  });
});
