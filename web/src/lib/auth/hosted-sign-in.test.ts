import { describe, expect, it, vi } from 'vitest';
import {
  exchangeAuthorizationCode,
  HostedSignInError,
  hostedAuthorizeUrl,
  hostedUiBase,
  pkceChallenge,
  providerOfState,
  randomUrlSafe,
  savePendingSignIn,
  stateFor,
  takePendingSignIn,
} from './hosted-sign-in';

describe('hostedAuthorizeUrl', () => {
  it("goes straight to Google through Cognito's hosted UI with PKCE", () => {
    const url = new URL(
      hostedAuthorizeUrl({
        provider: 'google',
        domain: 'sitewright.auth.ap-south-1.amazoncognito.com',
        clientId: 'client-123',
        redirectUri: 'https://app.example.com/auth/callback',
        codeChallenge: 'challenge',
        state: 'state-1',
      }),
    );

    expect(url.origin).toBe('https://sitewright.auth.ap-south-1.amazoncognito.com');
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity_provider: 'Google',
      response_type: 'code',
      client_id: 'client-123',
      redirect_uri: 'https://app.example.com/auth/callback',
      scope: 'openid email profile',
      state: 'state-1',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
    });
    expect(url.search).toContain('scope=openid+email+profile');
  });

  it('names GitHub as the identity provider for a GitHub sign-in', () => {
    const url = new URL(
      hostedAuthorizeUrl({
        provider: 'github',
        domain: 'login.example.com',
        clientId: 'client-123',
        redirectUri: 'https://app.example.com/auth/callback',
        codeChallenge: 'challenge',
        state: 'state-1',
      }),
    );

    expect(url.searchParams.get('identity_provider')).toBe('GitHub');
  });

  it('accepts a domain given with its scheme, or with a path as the local hosted UI has', () => {
    expect(hostedUiBase('https://login.example.com/')).toBe('https://login.example.com');
    expect(hostedUiBase('login.example.com')).toBe('https://login.example.com');
    expect(hostedUiBase('http://localhost:8080/_local/cognito')).toBe(
      'http://localhost:8080/_local/cognito',
    );
  });
});

describe('the sign-in state', () => {
  it('names the provider the way back is from, and nothing for a state of no sign-in', () => {
    const state = stateFor('github');

    expect(state).toMatch(/^github\.[A-Za-z0-9_-]{43}$/);
    expect(providerOfState(state)).toBe('github');
    expect(providerOfState(stateFor('google'))).toBe('google');
    expect(providerOfState('facebook.abc')).toBeNull();
    expect(providerOfState('constructor.abc')).toBeNull();
    expect(providerOfState(undefined)).toBeNull();
  });
});

describe('PKCE', () => {
  it("derives RFC 7636's S256 challenge", async () => {
    // The example of RFC 7636, appendix B.
    await expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers that are URL-safe, long enough and different each time', () => {
    const first = randomUrlSafe();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomUrlSafe()).not.toBe(first);
  });

  it('hands the verifier back once, and only for the state it was saved with', () => {
    savePendingSignIn(sessionStorage, { state: 'state-1', verifier: 'verifier-1' });
    expect(takePendingSignIn(sessionStorage, 'other-state')).toBeNull();

    savePendingSignIn(sessionStorage, { state: 'state-1', verifier: 'verifier-1' });
    expect(takePendingSignIn(sessionStorage, 'state-1')).toEqual({ verifier: 'verifier-1' });
    expect(takePendingSignIn(sessionStorage, 'state-1')).toBeNull();
  });
});

describe('exchangeAuthorizationCode', () => {
  const input = {
    domain: 'login.example.com',
    clientId: 'client-123',
    redirectUri: 'https://app.example.com/auth/callback',
    code: 'code-1',
    codeVerifier: 'verifier-1',
  };

  it('posts the code and verifier as a form to the token endpoint and returns the tokens', async () => {
    const fetchStub = vi.fn<typeof fetch>().mockResolvedValue(
      Response.json({
        id_token: 'id',
        access_token: 'access',
        refresh_token: 'refresh',
        expires_in: 3600,
        token_type: 'Bearer',
      }),
    );

    const tokens = await exchangeAuthorizationCode(input, fetchStub);

    expect(tokens).toEqual({
      id_token: 'id',
      access_token: 'access',
      refresh_token: 'refresh',
      expires_in: 3600,
    });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('https://login.example.com/oauth2/token');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'client-123',
      code: 'code-1',
      redirect_uri: 'https://app.example.com/auth/callback',
      code_verifier: 'verifier-1',
    });
  });

  it('fails on a refused code, an answer without an ID token, or no answer', async () => {
    const refused = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    await expect(exchangeAuthorizationCode(input, refused)).rejects.toBeInstanceOf(
      HostedSignInError,
    );

    const incomplete = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ access_token: 'access' }));
    await expect(exchangeAuthorizationCode(input, incomplete)).rejects.toBeInstanceOf(
      HostedSignInError,
    );

    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(exchangeAuthorizationCode(input, offline)).rejects.toBeInstanceOf(
      HostedSignInError,
    );
  });
});
