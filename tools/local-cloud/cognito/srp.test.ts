import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  clientPublicOf,
  provesPassword,
  srpPoolName,
  startPasswordVerifier,
  type PendingVerifier,
} from './srp';

const USER_POOL_ID = 'eu-west-1_AbC123';
const USER_ID = '8f0c6a4e-1111-4222-8333-944445555666';
const SECRET_BLOCK = Buffer.from('a block only the server gives out').toString('base64');

const requestSchema = z.object({
  AuthParameters: z.object({ SRP_A: z.string() }).optional(),
  ChallengeResponses: z
    .object({ PASSWORD_CLAIM_SIGNATURE: z.string(), TIMESTAMP: z.string() })
    .optional(),
});

/**
 * A pool that keeps `password` for the one user, answering amazon-cognito-identity-js's own
 * calls with this module's halves of the exchange, and telling whether its claim was proven.
 */
function poolKeeping(password: string) {
  let pending: PendingVerifier | undefined;
  return vi.fn<typeof fetch>(async (_url, init) => {
    const request = requestSchema.parse(JSON.parse(String(init?.body)));
    if (request.AuthParameters) {
      const clientPublic = clientPublicOf(request.AuthParameters.SRP_A);
      if (clientPublic === undefined) throw new Error('The client sent no usable A');
      const challenge = startPasswordVerifier({
        poolName: srpPoolName(USER_POOL_ID),
        userId: USER_ID,
        password,
        clientPublic,
      });
      pending = challenge.pending;
      return Response.json({
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: {
          SALT: challenge.salt,
          SECRET_BLOCK,
          SRP_B: challenge.serverPublicHex,
          USER_ID_FOR_SRP: USER_ID,
        },
      });
    }
    const claim = request.ChallengeResponses;
    const proven =
      pending !== undefined &&
      claim !== undefined &&
      provesPassword(
        pending,
        {
          poolName: srpPoolName(USER_POOL_ID),
          userId: USER_ID,
          secretBlock: SECRET_BLOCK,
          timestamp: claim.TIMESTAMP,
        },
        claim.PASSWORD_CLAIM_SIGNATURE,
      );
    return proven
      ? Response.json({ AuthenticationResult: { IdToken: 'a.b.c', AccessToken: 'a.b.c' } })
      : Response.json({ __type: 'NotAuthorizedException', message: 'Incorrect' }, { status: 400 });
  });
}

function signIn(password: string): Promise<CognitoUserSession> {
  // Storage of its own: the library's default keeps tokens in memory for the next file to see.
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
    clear: () => kept.clear(),
  };
  const pool = new CognitoUserPool({
    UserPoolId: USER_POOL_ID,
    ClientId: 'client-1',
    endpoint: 'http://cognito.test/',
    Storage: storage,
  });
  const user = new CognitoUser({ Username: 'asha@example.com', Pool: pool, Storage: storage });
  return new Promise((resolve, reject) => {
    user.authenticateUser(
      new AuthenticationDetails({ Username: 'asha@example.com', Password: password }),
      {
        onSuccess: resolve,
        onFailure: reject,
      },
    );
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the server's half of Cognito's SRP", () => {
  it("takes amazon-cognito-identity-js's claim for the right password", async () => {
    vi.stubGlobal('fetch', poolKeeping('correct horse'));
    await expect(signIn('correct horse')).resolves.toBeDefined();
  });

  it('refuses the claim of a wrong password', async () => {
    vi.stubGlobal('fetch', poolKeeping('correct horse'));
    await expect(signIn('correct horsE')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
  });

  it('names the pool as the library does, and refuses an A that SRP may not use', () => {
    expect(srpPoolName(USER_POOL_ID)).toBe('AbC123');
    expect(clientPublicOf('0')).toBeUndefined();
    expect(clientPublicOf('not hex')).toBeUndefined();
    expect(clientPublicOf('2')).toBe(2n);
  });
});
