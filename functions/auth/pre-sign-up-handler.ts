import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import * as z from '../../shared/zod';
import { OTHER_LOGIN_METHOD_MESSAGE } from '../../shared/api/auth-schemas';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import {
  decidePreSignUp,
  isOtherLoginMethod,
  providerOfUserName,
  type ExistingAccount,
} from './pre-sign-up';
import { logger, observed } from '../lib/observability';

const environmentSchema = z.object({ COGNITO_ENDPOINT: optionalEndpoint });

/** How long the lookup may take; Cognito waits 5 s for the whole trigger. */
const LOOKUP_TIMEOUT_MS = 2000;

let cognito: CognitoIdentityProviderClient | undefined;

/** The pool's accounts with this email (ListUsers; the pool is the event's, the region its id's). */
async function accountsWithEmail(userPoolId: string, email: string): Promise<ExistingAccount[]> {
  cognito ??= new CognitoIdentityProviderClient({
    region: userPoolId.slice(0, userPoolId.indexOf('_')),
    endpoint: readEnvironment(environmentSchema).COGNITO_ENDPOINT,
    // Cognito gives the whole trigger 5 s: a slow lookup gives up well before that.
    maxAttempts: 1,
    requestHandler: {
      connectionTimeout: LOOKUP_TIMEOUT_MS,
      requestTimeout: LOOKUP_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
  const { Users = [] } = await cognito.send(
    new ListUsersCommand({
      UserPoolId: userPoolId,
      Filter: `email = ${JSON.stringify(email)}`,
      AttributesToGet: ['email'],
      Limit: 10,
    }),
  );
  return Users.map((user) => ({
    loginMethod:
      user.UserStatus === 'EXTERNAL_PROVIDER'
        ? providerOfUserName(user.Username ?? '')
        : 'password',
  }));
}

/**
 * The user pool's pre sign-up trigger (the API's password accounts and first Google or GitHub sign-ins):
 * confirms the account, and refuses one whose email already has an account signed into another
 * way. Cognito hands the refusal's message back to the caller (SignUp's error, or the hosted
 * UI's `error_description`). A failed lookup lets the sign-up through: it must not stop people
 * signing up.
 */
export const handler = observed(
  async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    const email = event.request.userAttributes.email?.trim().toLowerCase();
    if (email) {
      let existing: ExistingAccount[] = [];
      try {
        existing = await accountsWithEmail(event.userPoolId, email);
      } catch (error) {
        logger.error('Could not look up the accounts with this email; signing up anyway', {
          error,
        });
      }
      if (isOtherLoginMethod(event.triggerSource, event.userName, existing)) {
        throw new Error(OTHER_LOGIN_METHOD_MESSAGE);
      }
    }
    return {
      ...event,
      response: {
        ...event.response,
        ...decidePreSignUp(event.triggerSource, event.request.userAttributes),
      },
    };
  },
);
