import type {
  CognitoUser,
  CognitoUserPool,
  CognitoUserSession,
  UserData,
} from 'amazon-cognito-identity-js';
import type { TwoStepSignIn } from './auth-service';

/** The name the pool keeps for the authenticator app (Cognito's friendly device name). */
const DEVICE_NAME = 'Authenticator app';

/** The pool's name for a code from an authenticator app (as opposed to a texted one). */
const SOFTWARE_TOKEN = 'SOFTWARE_TOKEN_MFA';

/** The session the identity library keeps in this browser, loaded (renewed if it expired). */
export function storedSession(
  pool: CognitoUserPool,
): Promise<{ user: CognitoUser; session: CognitoUserSession } | null> {
  const user = pool.getCurrentUser();
  if (!user) return Promise.resolve(null);
  return new Promise((resolve) => {
    user.getSession((error: Error | null, session: CognitoUserSession | null) => {
      resolve(error || !session ? null : { user, session });
    });
  });
}

/** The signed-in user, with its session loaded (the calls below sign with its access token). */
async function signedInUser(pool: CognitoUserPool): Promise<CognitoUser> {
  const stored = await storedSession(pool);
  if (!stored) throw new Error('Not signed in');
  return stored.user;
}

/** The callback pair the identity library takes, as a promise. */
function settle<T>(run: (done: (error: unknown, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    run((error, value) => {
      if (error) reject(error);
      else resolve(value as T);
    });
  });
}

function setSoftwareToken(user: CognitoUser, enabled: boolean): Promise<void> {
  return settle<void>((done) =>
    user.setUserMfaPreference(null, { Enabled: enabled, PreferredMfa: enabled }, (error) =>
      done(error),
    ),
  );
}

/** Finishes a sign-in that asked for the code of the account's authenticator app. */
export function answerWithCode(user: CognitoUser, code: string): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) => {
    user.sendMFACode(code, { onSuccess: resolve, onFailure: reject }, SOFTWARE_TOKEN);
  });
}

/** Two-step sign-in through the pool's software token calls, for the user signed in here. */
export function cognitoTwoStep(pool: CognitoUserPool): TwoStepSignIn {
  return {
    async enabled() {
      const user = await signedInUser(pool);
      const data = await settle<UserData>((done) =>
        user.getUserData((error, value) => done(error, value), { bypassCache: true }),
      );
      return data.UserMFASettingList?.includes(SOFTWARE_TOKEN) ?? false;
    },
    async begin() {
      const user = await signedInUser(pool);
      return new Promise<string>((resolve, reject) => {
        user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject });
      });
    },
    async confirm(code) {
      const user = await signedInUser(pool);
      await new Promise<void>((resolve, reject) => {
        user.verifySoftwareToken(code, DEVICE_NAME, {
          onSuccess: () => resolve(),
          onFailure: reject,
        });
      });
      await setSoftwareToken(user, true);
    },
    async turnOff() {
      await setSoftwareToken(await signedInUser(pool), false);
    },
  };
}
