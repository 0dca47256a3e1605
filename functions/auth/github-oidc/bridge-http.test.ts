import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import {
  jsonWebKeySetSchema,
  oauthErrorSchema,
  openIdConfigurationSchema,
  oidcTokenResponseSchema,
} from '../../../shared/api/github-oidc-endpoints';
import { logger } from '../../lib/observability';
import {
  COGNITO_IDP_RESPONSE,
  cognitoAuthorizeQuery,
  createTestBridge,
  GITHUB_CLIENT_ID,
  GITHUB_CLIENT_SECRET,
  signInThroughGitHub,
  TEST_ISSUER,
} from '../../../testing/fixtures/auth/bridge-deps';
import { NOT_THROUGH_APP_MESSAGE } from '../../http/http-handler';
import { createBridgeHandler, NOT_CONFIGURED_MESSAGE } from './bridge-http';
import { INVALID_SIGN_IN_MESSAGE } from './bridge-errors';

function event(
  routeKey: string,
  {
    query,
    headers = {},
    body,
    base64 = false,
  }: {
    query?: Record<string, string | undefined>;
    headers?: Record<string, string>;
    body?: string;
    base64?: boolean;
  } = {},
): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers,
    ...(query ? { queryStringParameters: query } : {}),
    ...(body === undefined ? {} : { body: base64 ? Buffer.from(body).toString('base64') : body }),
    isBase64Encoded: base64,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'api.example.com',
      domainPrefix: 'api',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'test' },
      requestId: 'r1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

const json = (body: string | undefined): unknown => JSON.parse(body ?? '');

describe('the bridge over HTTP', () => {
  it('publishes its discovery document, cacheably, naming its own endpoints', async () => {
    const handle = createBridgeHandler(createTestBridge().deps);
    const result = await handle(event('GET /oidc/github/.well-known/openid-configuration'));
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['cache-control']).toBe('public, max-age=3600');
    expect(openIdConfigurationSchema.parse(json(result.body))).toMatchObject({
      issuer: TEST_ISSUER,
      authorization_endpoint: `${TEST_ISSUER}/authorize`,
      token_endpoint: `${TEST_ISSUER}/token`,
      userinfo_endpoint: `${TEST_ISSUER}/userinfo`,
      jwks_uri: `${TEST_ISSUER}/jwks.json`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: expect.arrayContaining(['sub', 'email', 'email_verified', 'picture']),
    });
  });

  it('publishes its RSA signing key as a JWKS, cacheably', async () => {
    const { deps, keys } = createTestBridge();
    const result = await createBridgeHandler(deps)(event('GET /oidc/github/jwks.json'));
    expect(result.headers?.['cache-control']).toBe('public, max-age=3600');
    const { keys: published } = jsonWebKeySetSchema.parse(json(result.body));
    expect(published).toEqual([await keys.publicJwk()]);
    expect(published[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    // The RFC 7638 thumbprint: 32 bytes of SHA-256, base64url.
    expect(published[0]?.kid).toMatch(/^[\w-]{43}$/);
  });

  it('redirects the browser to GitHub, uncached', async () => {
    const handle = createBridgeHandler(createTestBridge().deps);
    const result = await handle(
      event('GET /oidc/github/authorize', { query: cognitoAuthorizeQuery() }),
    );
    expect(result.statusCode).toBe(302);
    expect(result.headers?.location).toMatch(/^https:\/\/github\.test\/login\/oauth\/authorize\?/);
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('shows a page, not a redirect, for a state it did not seal', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const handle = createBridgeHandler(createTestBridge().deps);
    const result = await handle(
      event('GET /oidc/github/callback', { query: { code: 'abc', state: 'forged.state' } }),
    );
    expect(result.statusCode).toBe(400);
    expect(result.headers?.['content-type']).toMatch(/^text\/html/);
    expect(result.headers?.location).toBeUndefined();
    expect(result.body).toContain(INVALID_SIGN_IN_MESSAGE);
    expect(JSON.stringify(warned.mock.calls)).not.toContain('forged');
    warned.mockRestore();
  });

  it('reads a base64-encoded form body, with Basic credentials, and answers tokens uncached', async () => {
    const bridge = createTestBridge();
    const code = (await signInThroughGitHub(bridge)).searchParams.get('code') ?? '';
    const credentials = Buffer.from(`${GITHUB_CLIENT_ID}:${GITHUB_CLIENT_SECRET}`).toString(
      'base64',
    );
    const result = await createBridgeHandler(bridge.deps)(
      event('POST /oidc/github/token', {
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: COGNITO_IDP_RESPONSE,
        }).toString(),
        base64: true,
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'cache-control': 'no-store', pragma: 'no-cache' });
    expect(oidcTokenResponseSchema.parse(json(result.body)).token_type).toBe('Bearer');
  });

  it('answers a refused token request as an OAuth error, and logs neither the code nor the secret', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const handle = createBridgeHandler(createTestBridge().deps);
    const result = await handle(
      event('POST /oidc/github/token', {
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: 'secret-code-123',
          client_id: GITHUB_CLIENT_ID,
          client_secret: GITHUB_CLIENT_SECRET,
        }).toString(),
      }),
    );
    expect(result.statusCode).toBe(400);
    expect(oauthErrorSchema.parse(json(result.body))).toEqual({
      error: 'invalid_grant',
      error_description: 'The sign-in code is not valid. Please sign in with GitHub again.',
    });
    const logged = JSON.stringify(warned.mock.calls);
    expect(logged).toContain('invalid_grant');
    expect(logged).not.toMatch(/secret-code-123|0123456789abcdef/);
    warned.mockRestore();
  });

  it('answers 401 with a Bearer challenge for userinfo without a token', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const handle = createBridgeHandler(createTestBridge().deps);
    for (const routeKey of ['GET /oidc/github/userinfo', 'POST /oidc/github/userinfo']) {
      const result = await handle(event(routeKey));
      expect(result.statusCode).toBe(401);
      expect(result.headers?.['www-authenticate']).toMatch(/^Bearer /);
    }
    warned.mockRestore();
  });

  it("refuses calls that did not come through the app's distribution, a browser's with a page", async () => {
    const originCheck = async (header: string | undefined) => header === 'through-cloudfront';
    const handle = createBridgeHandler(createTestBridge().deps, originCheck);

    const direct = await handle(event('POST /oidc/github/token'));
    const directBrowser = await handle(
      event('GET /oidc/github/authorize', { query: cognitoAuthorizeQuery() }),
    );
    const through = await handle(
      event('GET /oidc/github/jwks.json', { headers: { 'x-origin-verify': 'through-cloudfront' } }),
    );

    expect(direct.statusCode).toBe(403);
    expect(json(direct.body)).toEqual({ detail: NOT_THROUGH_APP_MESSAGE });
    expect(directBrowser.statusCode).toBe(403);
    expect(directBrowser.headers?.['content-type']).toMatch(/^text\/html/);
    expect(directBrowser.body).toContain('own address, not the API');
    expect(through.statusCode).toBe(200);
  });

  it('says GitHub sign-in is not configured on every route when it is off', async () => {
    const handle = createBridgeHandler(null);
    const result = await handle(event('GET /oidc/github/jwks.json'));
    expect(result.statusCode).toBe(404);
    expect(json(result.body)).toEqual({ detail: NOT_CONFIGURED_MESSAGE });
  });
});
