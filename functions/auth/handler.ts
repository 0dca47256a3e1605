import { authEndpoints } from '../../shared/api/auth-endpoints';
import type { MfaRequiredBody } from '../../shared/api/auth-schemas';
import * as z from '../../shared/zod';
import { HttpError, unauthorized } from '../http/http-error';
import { createHttpHandler, type HttpRequest } from '../http/http-handler';
import { madeOnFirstCall, rememberedUntilFailure } from '../../shared/remembered';
import { productAnalyticsOf } from '../analytics/product-analytics';
import { isCountable } from '../lib/countable-request';
import { createTableClient } from '../lib/dynamo-client';
import { createEmailSender } from '../lib/email-sender';
import { readEnvironment } from '../lib/environment';
import { callerLimitsFromEnvironment } from '../lib/caller-limits';
import { countAgainst } from '../lib/rate-limits';
import { readUserPoolSettings } from '../lib/user-pool-settings';
import { AuthError, type AuthFailure } from './auth-errors';
import { createAuthService, type SignedIn } from './auth-service';
import type { Accounts } from './cognito-accounts';
import { createEmailVerification, EmailVerificationError } from './email-verification';
import { createProfiles, toUser } from './profiles';

const { EMAIL_VERIFICATION } = readEnvironment(
  z.object({ EMAIL_VERIFICATION: z._default(z.enum(['required', 'off']), 'off') }),
);
const table = createTableClient();
const profiles = createProfiles(table);
const userPool = readUserPoolSettings();
// The user pool's client and the ID token verifier are loaded by the first request that uses them
// (sign-up, sign-in, sign-out, password reset), so a cold start for the profile (`me`, the
// identity sync) reads neither.
const userPoolAccess = rememberedUntilFailure(async () =>
  (await import('./user-pool-access')).createUserPoolAccess(userPool),
);
const accounts = madeOnFirstCall<Accounts>(async () => (await userPoolAccess()).accounts, {
  signUp: true,
  signIn: true,
  revokeRefreshToken: true,
  sendPasswordReset: true,
});
const auth = createAuthService({
  accounts,
  verifyIdToken: async (token) => (await userPoolAccess()).verifyIdToken(token),
  profiles,
  countAgainst: (limits, at, refused) => countAgainst(table, limits, at, refused),
  emailLimits: callerLimitsFromEnvironment(),
  emailVerificationRequired: EMAIL_VERIFICATION === 'required',
  funnel: productAnalyticsOf(table),
});
const emailVerification = createEmailVerification({
  table,
  profiles,
  sendEmail: createEmailSender(),
});

const statusOf: Record<AuthFailure, number> = {
  emailTaken: 409,
  otherLoginMethod: 409,
  accountNotFound: 404,
  incorrectPassword: 401,
  mfaCodeRequired: 401,
  incorrectMfaCode: 401,
  invalidEmail: 400,
  weakPassword: 400,
  accountNotConfirmed: 403,
  passwordResetRequired: 403,
  unsupportedChallenge: 403,
  tooManyAttempts: 429,
  tooManySignUps: 429,
  tooManyResets: 429,
  missingEmail: 400,
  profileNotFound: 404,
};

/** The refusals a code from the account's authenticator app answers: the client asks for it. */
const answeredByMfaCode: ReadonlySet<AuthFailure> = new Set([
  'mfaCodeRequired',
  'incorrectMfaCode',
]);
const mfaRequired = { mfa_required: true } as const satisfies Omit<MfaRequiredBody, 'detail'>;

function httpErrorOf({ failure, message }: AuthError): HttpError {
  return new HttpError(
    statusOf[failure],
    message,
    answeredByMfaCode.has(failure) ? mfaRequired : {},
  );
}

function sessionResponse({ session, profile }: SignedIn) {
  return {
    access_token: session.idToken,
    refresh_token: session.refreshToken,
    expires_in: session.expiresIn,
    user: toUser(profile),
  };
}

/** The bearer token the authorizer accepted, handed back as the session's access token. */
function bearerOf(headers: Record<string, string | undefined>): string {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized();
  return token;
}

/** The requirements' path and ours run the same sync. */
async function identitySync(
  request: HttpRequest<'identitySync'> | HttpRequest<'identitySyncAlias'>,
) {
  const profile = await auth.syncProfile(request.claims, request.body, {
    sourceIp: request.sourceIp,
    countable: isCountable(request.headers),
  });
  return { access_token: bearerOf(request.headers), user: toUser(profile) };
}

export const handler = createHttpHandler(
  'auth',
  authEndpoints,
  {
    identitySync,
    identitySyncAlias: identitySync,
    register: async ({ body, sourceIp, headers }) =>
      sessionResponse(await auth.register(body, sourceIp, isCountable(headers))),
    login: async ({ body, headers }) =>
      sessionResponse(await auth.login(body, isCountable(headers))),
    me: async ({ userId }) => toUser(await auth.currentUser(userId)),
    logout: async ({ body }) => {
      await auth.logout(body.refresh_token);
      return { success: true as const };
    },
    sendEmailCode: async ({ userId }) => {
      const { sentTo } = await emailVerification.send(userId);
      return { success: true as const, sent_to: sentTo };
    },
    verifyEmail: async ({ userId, body }) => ({
      success: true as const,
      user: toUser(await emailVerification.verify(userId, body.code)),
    }),
    forgotPassword: async ({ body, sourceIp }) => {
      await auth.forgotPassword(body.email, sourceIp);
      return { success: true as const };
    },
  },
  {
    errors: (error) => {
      if (error instanceof AuthError) return httpErrorOf(error);
      if (error instanceof EmailVerificationError)
        return new HttpError(error.status, error.message);
      return undefined;
    },
  },
);
