import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtVerifier } from 'aws-jwt-verify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jwksCacheFor } from '../../../../functions/auth/id-token-verifier';
import { answerConsent, locationOf } from '../../../../testing/cloud/hosted-sign-in';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { openIdpStore } from '../../../../tools/local-cloud/idp/idp-store';
import {
  GITHUB_TEST_ACCOUNTS,
  GOOGLE_TEST_ACCOUNTS,
} from '../../../../tools/local-cloud/idp/test-accounts';

// A cloud of its own: its tests sign in as the sign-in stand-in's fixed test accounts.
const cloud = useOwnLocalCloud({});

const googleTokensSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  expires_in: z.number(),
  scope: z.string(),
  token_type: z.literal('Bearer'),
});

describe('the Google stand-in, an OpenID Connect provider', () => {
  function authorizeUrl(parameters: Record<string, string> = {}) {
    const client = cloud.idp.googleClient;
    const query = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: client.redirectUris[0] ?? '',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
      ...parameters,
    });
    return new URL(`${cloud.idp.urls.googleIssuer}/authorize?${query}`);
  }

  /** A code for the account, as the consent page's redirect carries it. */
  async function codeFor(account: string) {
    const back = new URL(
      locationOf(await answerConsent(authorizeUrl(), { account }, cloud.controlToken)),
    );
    return back.searchParams.get('code') ?? '';
  }

  function tokenRequest(fields: Record<string, string>) {
    const client = cloud.idp.googleClient;
    return fetch(`${cloud.idp.urls.googleIssuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        redirect_uri: client.redirectUris[0] ?? '',
        client_id: client.clientId,
        client_secret: client.clientSecret,
        ...fields,
      }),
    });
  }

  it('publishes its endpoints and keys where its discovery document says', async () => {
    const issuer = cloud.idp.urls.googleIssuer;
    const discovery = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();

    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const jwks = await (await fetch(`${issuer}/jwks.json`)).json();
    expect(jwks).toMatchObject({ keys: [expect.objectContaining({ kty: 'RSA', alg: 'RS256' })] });
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it('lists the test accounts on its consent page, which works without script', async () => {
    const response = await fetch(authorizeUrl());
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    for (const account of Object.values(GOOGLE_TEST_ACCOUNTS)) {
      expect(page).toContain(account.name);
      expect(page).toContain(account.email);
    }
    expect(page).toContain('Deny');
    expect(page).not.toContain('<script');
  });

  it('trades a code for an RS256 ID token its key set verifies, and tells userinfo the same', async () => {
    const meera = GOOGLE_TEST_ACCOUNTS.meera;
    const reply = await tokenRequest({ code: await codeFor(meera.id) });
    const tokens = googleTokensSchema.parse(await reply.json());

    const issuer = cloud.idp.urls.googleIssuer;
    const jwksCache = jwksCacheFor(new URL(issuer));
    const verifier = JwtVerifier.create(
      { issuer, audience: cloud.idp.googleClient.clientId, jwksUri: `${issuer}/jwks.json` },
      jwksCache ? { jwksCache } : undefined,
    );
    expect(await verifier.verify(tokens.id_token)).toMatchObject({
      sub: meera.id,
      azp: cloud.idp.googleClient.clientId,
      email: meera.email,
      email_verified: true,
      name: meera.name,
      given_name: 'Meera',
      family_name: 'Iyer',
      nonce: 'nonce-1',
    });
    const userinfo = await fetch(`${issuer}/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: meera.id, email: meera.email });
  });

  it('refuses a wrong secret, a code used before, and userinfo without a live token, as Google does', async () => {
    const code = await codeFor(GOOGLE_TEST_ACCOUNTS.kavya.id);

    const wrongSecret = await tokenRequest({ code, client_secret: 'guess' });
    expect(wrongSecret.status).toBe(401);
    await expect(wrongSecret.json()).resolves.toMatchObject({ error: 'invalid_client' });
    expect((await tokenRequest({ code })).status).toBe(200);
    const reused = await tokenRequest({ code });
    expect(reused.status).toBe(400);
    await expect(reused.json()).resolves.toMatchObject({ error: 'invalid_grant' });
    const userinfo = await fetch(`${cloud.idp.urls.googleIssuer}/userinfo`, {
      headers: { authorization: 'Bearer ya29.forged' },
    });
    expect(userinfo.status).toBe(401);
  });

  it('sends access_denied back when the person denies, with the state', async () => {
    const back = new URL(
      locationOf(await answerConsent(authorizeUrl(), 'deny', cloud.controlToken)),
    );

    expect(back.href.startsWith(cloud.idp.googleClient.redirectUris[0] ?? '-')).toBe(true);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      state: 'state-1',
    });
  });

  it('sends no one to a redirect URI the client does not have', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'https://attacker.example/' }), {
      redirect: 'manual',
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri_mismatch');
  });

  it('signs in a custom account, and asks again, escaped, for one without a valid email', async () => {
    const refused = await answerConsent(
      authorizeUrl(),
      { custom: { name: '<b>Tester</b>', email: 'not-an-email' } },
      cloud.controlToken,
    );
    const page = await refused.text();
    expect(refused.status).toBe(400);
    expect(page).toContain('Enter an email address like name@example.com.');
    expect(page).toContain('&#60;b&#62;Tester&#60;/b&#62;');

    const accepted = await answerConsent(
      authorizeUrl(),
      { custom: { name: 'Tester', email: 'Tester@Example.com' } },
      cloud.controlToken,
    );
    const back = new URL(locationOf(accepted));
    const reply = await tokenRequest({ code: back.searchParams.get('code') ?? '' });
    const { access_token } = googleTokensSchema.parse(await reply.json());
    const userinfo = await fetch(`${cloud.idp.urls.googleIssuer}/userinfo`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ name: 'Tester', email: 'tester@example.com' });
  });
});

describe('the GitHub stand-in: OAuth web flow and REST API', () => {
  function authorizeUrl(parameters: Record<string, string> = {}) {
    const query = new URLSearchParams({
      client_id: cloud.idp.githubApp.clientId,
      redirect_uri: cloud.idp.githubApp.callbackUrl,
      scope: 'read:user user:email',
      state: 'state-g',
      ...parameters,
    });
    return new URL(`${cloud.idp.urls.githubOAuthUrl}/login/oauth/authorize?${query}`);
  }

  async function codeFor(account: string, parameters: Record<string, string> = {}) {
    const back = new URL(
      locationOf(await answerConsent(authorizeUrl(parameters), { account }, cloud.controlToken)),
    );
    expect(back.searchParams.get('state')).toBe('state-g');
    return back.searchParams.get('code') ?? '';
  }

  function accessTokenRequest(body: Record<string, string>, accept = 'application/json') {
    return fetch(`${cloud.idp.urls.githubOAuthUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({
        client_id: cloud.idp.githubApp.clientId,
        client_secret: cloud.idp.githubApp.clientSecret,
        ...body,
      }),
    });
  }

  async function tokenFor(account: string, parameters: Record<string, string> = {}) {
    const reply = await accessTokenRequest({ code: await codeFor(account, parameters) });
    return z.object({ access_token: z.string() }).parse(await reply.json()).access_token;
  }

  function api(path: string, token?: string) {
    return fetch(`${cloud.idp.urls.githubApiUrl}${path}`, {
      headers: {
        accept: 'application/vnd.github+json',
        'user-agent': 'sitewright-test',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  }

  it('shows the consent page with the test accounts, one without a verified email', async () => {
    const page = await (await fetch(authorizeUrl())).text();

    for (const account of Object.values(GITHUB_TEST_ACCOUNTS))
      expect(page).toContain(account.login);
    expect(page).toContain('No verified primary email');
  });

  it('answers the code with a token, in JSON when asked and form-encoded otherwise', async () => {
    const json = await accessTokenRequest({ code: await codeFor(GITHUB_TEST_ACCOUNTS.rohan.id) });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({
      access_token: expect.stringMatching(/^gho_/),
      token_type: 'bearer',
      scope: 'read:user,user:email',
    });

    const form = await fetch(`${cloud.idp.urls.githubOAuthUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: cloud.idp.githubApp.clientId,
        client_secret: cloud.idp.githubApp.clientSecret,
        code: await codeFor(GITHUB_TEST_ACCOUNTS.rohan.id),
      }),
    });
    expect(form.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = new URLSearchParams(await form.text());
    expect(fields.get('access_token')).toMatch(/^gho_/);
    expect(fields.get('token_type')).toBe('bearer');
  });

  it('answers a bad code or wrong credentials with 200 and an error, as GitHub does', async () => {
    const badCode = await accessTokenRequest({ code: 'not-a-code' });
    expect(badCode.status).toBe(200);
    expect(await badCode.json()).toEqual({
      error: 'bad_verification_code',
      error_description: 'The code passed is incorrect or expired.',
      error_uri: expect.stringContaining('bad-verification-code'),
    });

    const wrongSecret = await accessTokenRequest({ code: 'x', client_secret: 'guess' });
    expect(await wrongSecret.json()).toMatchObject({ error: 'incorrect_client_credentials' });
  });

  it('sends a denial back with access_denied and the state', async () => {
    const back = new URL(
      locationOf(await answerConsent(authorizeUrl(), 'deny', cloud.controlToken)),
    );

    expect(back.href.startsWith(cloud.idp.githubApp.callbackUrl)).toBe(true);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe(
      'The user has denied your application access.',
    );
    expect(back.searchParams.get('state')).toBe('state-g');
  });

  it('sends a redirect_uri outside the callback URL back to the callback URL with the error', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'https://attacker.example/cb' }), {
      redirect: 'manual',
    });
    const back = new URL(locationOf(response));

    expect(back.href.startsWith(cloud.idp.githubApp.callbackUrl)).toBe(true);
    expect(back.searchParams.get('error')).toBe('redirect_uri_mismatch');
  });

  it("tells the token's user and their emails, private and unverified ones as GitHub does", async () => {
    const priya = GITHUB_TEST_ACCOUNTS.priya;
    const priyaToken = await tokenFor(priya.id);

    const user = await api('/user', priyaToken);
    expect(user.headers.get('x-oauth-scopes')).toBe('read:user, user:email');
    expect(await user.json()).toMatchObject({
      login: priya.login,
      id: Number(priya.id),
      name: priya.name,
      email: null,
    });
    expect(await (await api('/user/emails', priyaToken)).json()).toContainEqual({
      email: priya.email,
      primary: true,
      verified: true,
      visibility: 'private',
    });

    const uma = GITHUB_TEST_ACCOUNTS.uma;
    const umaEmails = z
      .array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))
      .parse(await (await api('/user/emails', await tokenFor(uma.id))).json());
    expect(umaEmails.find((email) => email.primary)).toMatchObject({
      email: uma.email,
      verified: false,
    });
    // A verified address that is not the primary one (GitHub's noreply address).
    expect(umaEmails.some((email) => !email.primary && email.verified)).toBe(true);
  });

  it('hides /user/emails from a token without an email scope, with 404 as GitHub does', async () => {
    const token = await tokenFor(GITHUB_TEST_ACCOUNTS.rohan.id, { scope: 'read:user' });

    const emails = await api('/user/emails', token);
    expect(emails.status).toBe(404);
    expect(emails.headers.get('x-accepted-oauth-scopes')).toBe('user, user:email');
    expect((await api('/user', token)).status).toBe(200);
    expect(
      (await api('/user/emails', await tokenFor(GITHUB_TEST_ACCOUNTS.rohan.id, { scope: 'user' })))
        .status,
    ).toBe(200);
  });

  it('refuses calls without a token, with a bad one, or without a User-Agent', async () => {
    expect(await (await api('/user')).json()).toMatchObject({ message: 'Requires authentication' });
    const forged = await api('/user', 'gho_forged');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: 'Bad credentials' });
    expect((await api('/nothing-here', await tokenFor(GITHUB_TEST_ACCOUNTS.rohan.id))).status).toBe(
      404,
    );

    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(`${cloud.idp.urls.githubApiUrl}/user`, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(403);
  });
});

describe('what the stand-in keeps', () => {
  it('keeps its signing key and the tokens it issued across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'idp-'));
    try {
      const first = await openIdpStore(dataDir);
      const token = await first.issueToken({
        provider: 'github',
        clientId: 'app',
        scopes: ['repo'],
        account: GITHUB_TEST_ACCOUNTS.rohan,
        expiresAt: null,
      });
      await first.flush();

      const second = await openIdpStore(dataDir);

      expect(second.signingKey.kid).toBe(first.signingKey.kid);
      expect(second.tokenGrant('github', token)).toMatchObject({ scopes: ['repo'] });
      expect(second.tokenGrant('google', token)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
