import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idTokenClaims, signJwt, strangerKey } from '../../testing/jwt';
import { createIdTokenVerifier, type IdTokenVerifier } from './id-token-verifier';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = 'pool-key';
const clientId = 'spa-client';
let server: Server;
let issuer: string;
let verify: IdTokenVerifier;

beforeAll(async () => {
  // A user pool's key set, served over plain HTTP on loopback as the local Cognito does.
  const jwk = {
    ...publicKey.export({ format: 'jwk' }),
    kid,
    alg: 'RS256',
    use: 'sig',
  };
  server = createServer((request, response) => {
    if (request.url?.endsWith('/.well-known/jwks.json')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_Pool1`;
  verify = createIdTokenVerifier({ issuer, clientId });
});

afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

const now = () => Math.floor(Date.now() / 1000);
const claims = (change: Record<string, unknown> = {}) => ({
  ...idTokenClaims({ issuer, clientId, sub: 'sub-1', email: 'asha@example.com' }),
  ...change,
});

describe('the ID token verifier', () => {
  it('accepts an ID token of the pool for the app client and returns its claims', async () => {
    await expect(verify(signJwt(claims(), privateKey, kid))).resolves.toMatchObject({
      sub: 'sub-1',
      email: 'asha@example.com',
    });
  });

  it.each([
    ['expired', { exp: now() - 60, iat: now() - 3660 }],
    ['for another client', { aud: 'another-client' }],
    ['from another issuer', { iss: 'http://127.0.0.1:1/local_Other' }],
    ['an access token', { token_use: 'access' }],
    ['not yet valid', { nbf: now() + 3600 }],
    ['issued a day ahead', { iat: now() + 86_400, auth_time: now() + 86_400, exp: now() + 90_000 }],
  ])('refuses a token that is %s', async (_, change) => {
    await expect(verify(signJwt(claims(change), privateKey, kid))).rejects.toThrow();
  });

  it('accepts a token issued a few seconds ahead of this clock', async () => {
    const ahead = claims({ iat: now() + 30, auth_time: now() + 30, exp: now() + 3630 });
    await expect(verify(signJwt(ahead, privateKey, kid))).resolves.toMatchObject({ sub: 'sub-1' });
  });

  it('refuses a token signed by another key under the same key id', async () => {
    await expect(verify(signJwt(claims(), strangerKey(), kid))).rejects.toThrow();
  });

  it('refuses to fetch keys over plain HTTP from anywhere but this machine', () => {
    expect(() =>
      createIdTokenVerifier({ issuer: 'http://issuer.example.com/local_Pool1', clientId }),
    ).toThrow(/without TLS/);
  });

  it('builds for a Cognito issuer on AWS without fetching anything', () => {
    expect(() =>
      createIdTokenVerifier({
        issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Example',
        clientId,
      }),
    ).not.toThrow();
  });
});
