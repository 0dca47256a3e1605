import { randomBytes } from 'node:crypto';
import { CognitoError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { InitiateAuth } from 'cognito-local/lib/targets/initiateAuth.js';
import { RespondToAuthChallenge } from 'cognito-local/lib/targets/respondToAuthChallenge.js';
import { z } from 'zod';
import { strictPatch, type Patch } from './patch';
import { checkPasswordPolicy, isFederated, normalizeUsername, withExpiry } from './pool-rules';
import {
  clientPublicOf,
  provesPassword,
  srpPoolName,
  startPasswordVerifier,
  type PendingVerifier,
} from './srp';

/**
 * Signing in as the real user pool does it, where cognito-local has only USER_PASSWORD_AUTH: SRP
 * (USER_SRP_AUTH, then the PASSWORD_VERIFIER challenge), the IAM-signed admin flow
 * (ADMIN_USER_PASSWORD_AUTH and AdminRespondToAuthChallenge), and the app client's list of the
 * flows it allows. Each flow ends in cognito-local's own password sign-in once the password is
 * proven, which asks for a new password or an authenticator code, refuses unconfirmed users and
 * issues the tokens. The session of an authenticator code's challenge is this module's own, as
 * AWS's is: cognito-local takes any session with a right code.
 */

// The identity library sends unused parameters as null (`DEVICE_KEY: null`).
const parametersSchema = z.record(z.string(), z.string().nullable()).nullish();
const initiateAuthSchema = z
  .object({ ClientId: z.string(), AuthFlow: z.string(), AuthParameters: parametersSchema })
  .loose();
const adminInitiateAuthSchema = initiateAuthSchema.extend({ UserPoolId: z.string() }).loose();
const respondSchema = z
  .object({
    ClientId: z.string(),
    ChallengeName: z.string(),
    ChallengeResponses: parametersSchema,
    Session: z.string().nullish(),
  })
  .loose();
const adminRespondSchema = respondSchema.extend({ UserPoolId: z.string() }).loose();

type ChallengeAnswer = z.output<typeof respondSchema>;

/** The app client setting each flow needs; REFRESH_TOKEN_AUTH is always allowed. */
const FLOW_SETTINGS: Record<string, string> = {
  USER_PASSWORD_AUTH: 'ALLOW_USER_PASSWORD_AUTH',
  USER_SRP_AUTH: 'ALLOW_USER_SRP_AUTH',
  ADMIN_USER_PASSWORD_AUTH: 'ALLOW_ADMIN_USER_PASSWORD_AUTH',
  CUSTOM_AUTH: 'ALLOW_CUSTOM_AUTH',
};

/** What a client created without `ExplicitAuthFlows` allows. */
const DEFAULT_FLOWS = ['ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

/** How long a challenge may be answered: AWS's default, three minutes. */
const CHALLENGE_MS = 3 * 60 * 1000;
/** Challenges kept at most, so a flood of sign-ins cannot fill the memory. */
const MAX_CHALLENGES = 10_000;

const TIMESTAMP_FORMAT =
  /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2} \d{2}:\d{2}:\d{2} UTC \d{4}$/;

const incorrect = () =>
  new CognitoError('NotAuthorizedException', 'Incorrect username or password.');

const invalidSession = () =>
  new CognitoError('NotAuthorizedException', 'Invalid session for the user.');

const refreshTokenSchema = z
  .object({ AuthenticationResult: z.object({ RefreshToken: z.string() }).loose() })
  .loose();

/** cognito-local's answer to a proven password for a user with an authenticator app. */
const softwareTokenChallengeSchema = z
  .object({ ChallengeName: z.literal('SOFTWARE_TOKEN_MFA'), Session: z.string() })
  .loose();

function checkFlowAllowed(client: AppClient | null, flow: string): void {
  const setting = FLOW_SETTINGS[flow];
  if (!client || !setting) return;
  const allowed = client.ExplicitAuthFlows?.length ? client.ExplicitAuthFlows : DEFAULT_FLOWS;
  if (!allowed.includes(setting)) {
    throw new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`);
  }
}

/** The client an admin call names, which must be the pool's. */
async function clientOfPool(
  services: Services,
  ctx: Context,
  request: { ClientId: string; UserPoolId: string },
): Promise<AppClient> {
  const client = await services.cognito.getAppClient(ctx, request.ClientId);
  if (client?.UserPoolId !== request.UserPoolId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${request.ClientId} does not exist.`,
    );
  }
  return client;
}

/**
 * The password user a sign-in names. With PreventUserExistenceErrors off, AWS says the user does
 * not exist (cognito-local says "not authorized" either way); a federated user's email is no
 * sign-in alias on AWS, so that email has no password user.
 */
async function passwordUser(
  ctx: Context,
  pool: UserPoolService,
  client: AppClient | null,
  typedUsername: string,
): Promise<User> {
  const user = await pool.getUserByUsername(ctx, normalizeUsername(pool, typedUsername));
  if (user?.Password && !isFederated(user)) return user;
  if (client?.PreventUserExistenceErrors === 'ENABLED') throw incorrect();
  throw new CognitoError('UserNotFoundException', 'User does not exist.');
}

/** A challenge issued under a key (a secret block, a session), for whom, until when. */
interface Pending<T> {
  value: T;
  expiresAt: number;
}

/**
 * The challenges of one kind awaiting an answer, by the key each was issued under: each lasts
 * CHALLENGE_MS, is taken by its answer, and at most MAX_CHALLENGES are kept, so a flood of
 * sign-ins cannot fill the memory.
 */
function createPendingChallenges<T>(now: () => number, newKey: () => string) {
  const byKey = new Map<string, Pending<T>>();
  function keep(key: string, pending: Pending<T>): void {
    // Oldest first: the expired ones go, and any beyond the cap.
    for (const [oldKey, old] of byKey) {
      if (old.expiresAt > now() && byKey.size < MAX_CHALLENGES) break;
      byKey.delete(oldKey);
    }
    byKey.set(key, pending);
  }
  return {
    add(value: T): string {
      const key = newKey();
      keep(key, { value, expiresAt: now() + CHALLENGE_MS });
      return key;
    },
    take(key: string): Pending<T> | undefined {
      const pending = byKey.get(key);
      byKey.delete(key);
      return pending && pending.expiresAt > now() ? pending : undefined;
    },
    /** A challenge taken for an answer that may be given again (a mistyped code), until it expires. */
    putBack(key: string, pending: Pending<T>): void {
      if (pending.expiresAt > now()) keep(key, pending);
    },
  };
}

type PendingChallenges<T> = ReturnType<typeof createPendingChallenges<T>>;

/** Whom a challenge was issued to: the app client asked through, and the pool's user. */
interface ChallengedUser {
  clientId: string;
  userId: string;
}

type PasswordVerifiers = PendingChallenges<PendingVerifier & ChallengedUser>;
type SoftwareTokenSessions = PendingChallenges<ChallengedUser>;

/**
 * cognito-local's password sign-in for a user whose password is given or proven. The password is
 * checked first: cognito-local asks anyone who names a user still on its temporary password for
 * a new one, and answers a wrong one with InvalidPasswordException. A user with an authenticator
 * app is asked for its code under a session of ours.
 */
async function signInWithPassword(
  services: Services,
  ctx: Context,
  attempt: { clientId: string; client: AppClient | null; user: User; password: string },
  sessions: SoftwareTokenSessions,
): Promise<unknown> {
  if (attempt.user.Password !== attempt.password) throw incorrect();
  const signIn: Route = InitiateAuth(services);
  const result: unknown = await signIn(ctx, {
    ClientId: attempt.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: attempt.user.Username, PASSWORD: attempt.password },
  });
  const challenge = softwareTokenChallengeSchema.safeParse(result);
  if (challenge.success) {
    const Session = sessions.add({ clientId: attempt.clientId, userId: attempt.user.Username });
    return { ...challenge.data, Session };
  }
  return withExpiry(result, attempt.client);
}

/** USER_SRP_AUTH: the server's B, a salt and a secret block for the user the client names. */
async function startSrp(
  services: Services,
  ctx: Context,
  request: z.output<typeof initiateAuthSchema>,
  verifiers: PasswordVerifiers,
): Promise<unknown> {
  const { USERNAME: username, SRP_A: clientPublicHex } = request.AuthParameters ?? {};
  if (!username || !clientPublicHex) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter SRP_A');
  }
  const clientPublic = clientPublicOf(clientPublicHex);
  if (clientPublic === undefined) {
    throw new CognitoError('InvalidParameterException', 'Invalid SRP_A');
  }
  const client = await services.cognito.getAppClient(ctx, request.ClientId);
  const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
  const user = await passwordUser(ctx, pool, client, username);
  const { salt, serverPublicHex, pending } = startPasswordVerifier({
    poolName: srpPoolName(pool.options.Id),
    userId: user.Username,
    password: user.Password,
    clientPublic,
  });
  const secretBlock = verifiers.add({
    ...pending,
    clientId: request.ClientId,
    userId: user.Username,
  });
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: serverPublicHex,
      USERNAME: user.Username,
      USER_ID_FOR_SRP: user.Username,
    },
  };
}

/** PASSWORD_VERIFIER: signs in the user whose claim proves the password; else "incorrect". */
async function answerPasswordVerifier(
  services: Services,
  ctx: Context,
  request: ChallengeAnswer,
  verifiers: PasswordVerifiers,
  sessions: SoftwareTokenSessions,
): Promise<unknown> {
  const answer = request.ChallengeResponses ?? {};
  const secretBlock = answer.PASSWORD_CLAIM_SECRET_BLOCK;
  const signature = answer.PASSWORD_CLAIM_SIGNATURE;
  const timestamp = answer.TIMESTAMP;
  if (!answer.USERNAME || !secretBlock || !signature || !timestamp) {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter');
  }
  if (!TIMESTAMP_FORMAT.test(timestamp)) {
    throw new CognitoError(
      'InvalidParameterException',
      'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.',
    );
  }
  const challenge = verifiers.take(secretBlock)?.value;
  const client = await services.cognito.getAppClient(ctx, request.ClientId);
  const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
  const user = await pool.getUserByUsername(ctx, normalizeUsername(pool, answer.USERNAME));
  if (!user || challenge?.clientId !== request.ClientId || challenge.userId !== user.Username) {
    throw incorrect();
  }
  const claim = {
    poolName: srpPoolName(pool.options.Id),
    userId: user.Username,
    secretBlock,
    timestamp,
  };
  if (!provesPassword(challenge, claim, signature)) throw incorrect();
  return signInWithPassword(
    services,
    ctx,
    { clientId: request.ClientId, client, user, password: user.Password },
    sessions,
  );
}

/**
 * SOFTWARE_TOKEN_MFA, answered as cognito-local checks the code, in a session this module issued
 * to that user through that client: any other session is refused, as on AWS. The session is
 * spent by a right code; a wrong one leaves it for another try until it expires.
 */
async function answerSoftwareToken(
  request: ChallengeAnswer,
  user: User | null,
  sessions: SoftwareTokenSessions,
  answer: () => Promise<unknown>,
): Promise<unknown> {
  const session = request.Session ?? '';
  const pending = sessions.take(session);
  if (
    !pending ||
    pending.value.clientId !== request.ClientId ||
    pending.value.userId !== user?.Username
  ) {
    throw invalidSession();
  }
  try {
    return await answer();
  } catch (error) {
    if (error instanceof CognitoError && error.code === 'CodeMismatchException') {
      sessions.putBack(session, pending);
    }
    throw error;
  }
}

/** Any other challenge (a new password, MFA) as cognito-local answers it, under the pool's rules. */
async function answerChallenge(
  services: Services,
  ctx: Context,
  request: ChallengeAnswer,
  route: Route,
  sessions: SoftwareTokenSessions,
): Promise<unknown> {
  const client = await services.cognito.getAppClient(ctx, request.ClientId);
  const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
  const responses = request.ChallengeResponses ?? {};
  if (request.ChallengeName === 'NEW_PASSWORD_REQUIRED' && responses.NEW_PASSWORD) {
    checkPasswordPolicy(pool, responses.NEW_PASSWORD);
  }
  const username = responses.USERNAME && normalizeUsername(pool, responses.USERNAME);
  const answer = () =>
    route(ctx, {
      ...request,
      ChallengeResponses: { ...responses, ...(username && { USERNAME: username }) },
    });
  const result: unknown =
    request.ChallengeName === 'SOFTWARE_TOKEN_MFA'
      ? await answerSoftwareToken(
          request,
          username ? await pool.getUserByUsername(ctx, username) : null,
          sessions,
          answer,
        )
      : await answer();
  if (username) await keepRefreshToken(ctx, pool, username, result);
  return withExpiry(result, client);
}

/**
 * AWS renews a session with the refresh token of any sign-in; cognito-local keeps only those of
 * its password sign-in, so one that answered a challenge (an authenticator code, a new password)
 * could not be renewed.
 */
async function keepRefreshToken(
  ctx: Context,
  pool: UserPoolService,
  username: string,
  result: unknown,
): Promise<void> {
  const tokens = refreshTokenSchema.safeParse(result);
  if (!tokens.success) return;
  // Read again: answering the challenge may have changed the user (a new password).
  const user = await pool.getUserByUsername(ctx, username);
  if (user) await pool.storeRefreshToken(ctx, tokens.data.AuthenticationResult.RefreshToken, user);
}

/** The patches of the sign-in calls, with the challenges of one user pool engine. */
export function signInPatches(now: () => number): Record<string, Patch> {
  const verifiers: PasswordVerifiers = createPendingChallenges(now, () =>
    randomBytes(64).toString('base64'),
  );
  // Opaque, and long like AWS's.
  const sessions: SoftwareTokenSessions = createPendingChallenges(now, () =>
    randomBytes(96).toString('base64url'),
  );
  return {
    InitiateAuth: strictPatch(initiateAuthSchema, (services, route, request) => async (ctx) => {
      const client = await services.cognito.getAppClient(ctx, request.ClientId);
      checkFlowAllowed(client, request.AuthFlow);
      const username = request.AuthParameters?.USERNAME;
      if (request.AuthFlow === 'USER_SRP_AUTH') {
        return startSrp(services, ctx, request, verifiers);
      }
      if (request.AuthFlow === 'USER_PASSWORD_AUTH' && username) {
        const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
        const user = await passwordUser(ctx, pool, client, username);
        const password = request.AuthParameters?.PASSWORD ?? '';
        return signInWithPassword(
          services,
          ctx,
          { clientId: request.ClientId, client, user, password },
          sessions,
        );
      }
      return withExpiry(await route(ctx, request), client);
    }),

    AdminInitiateAuth: strictPatch(
      adminInitiateAuthSchema,
      (services, route, request) => async (ctx) => {
        const client = await clientOfPool(services, ctx, request);
        checkFlowAllowed(client, request.AuthFlow);
        const { USERNAME: username, PASSWORD: password } = request.AuthParameters ?? {};
        if (request.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH' && username && password) {
          const pool = await services.cognito.getUserPool(ctx, request.UserPoolId);
          const user = await passwordUser(ctx, pool, client, username);
          return signInWithPassword(
            services,
            ctx,
            { clientId: request.ClientId, client, user, password },
            sessions,
          );
        }
        return withExpiry(await route(ctx, request), client);
      },
    ),

    RespondToAuthChallenge: strictPatch(
      respondSchema,
      (services, route, request) => (ctx) =>
        request.ChallengeName === 'PASSWORD_VERIFIER'
          ? answerPasswordVerifier(services, ctx, request, verifiers, sessions)
          : answerChallenge(services, ctx, request, route, sessions),
    ),

    // cognito-local has no AdminRespondToAuthChallenge; its challenges are the public call's.
    AdminRespondToAuthChallenge: strictPatch(
      adminRespondSchema,
      (services, _route, request) => async (ctx) => {
        await clientOfPool(services, ctx, request);
        return answerChallenge(services, ctx, request, RespondToAuthChallenge(services), sessions);
      },
    ),
  };
}
