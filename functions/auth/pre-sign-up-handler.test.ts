import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserStatusType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_LOGIN_METHOD_MESSAGE } from '../../shared/api/auth-schemas';
import { logger } from '../lib/observability';
import { handler } from './pre-sign-up-handler';

const cognito = mockClient(CognitoIdentityProviderClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => cognito.restore());

function event(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userAttributes: Record<string, string>,
  userName = triggerSource === 'PreSignUp_ExternalProvider' ? 'google_1098765' : 'sub-1',
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_example',
    userName,
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'spa-client' },
    request: { userAttributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

/**
 * The pool already has accounts for asha@example.com, with these statuses (a password account's
 * name is its sub; a federated one's `{provider}_{sub}`, as Cognito names them).
 */
function existing(...accounts: [UserStatusType, string?][]) {
  cognito
    .on(ListUsersCommand, {
      UserPoolId: 'eu-west-1_example',
      Filter: 'email = "asha@example.com"',
    })
    .resolves({
      Users: accounts.map(([status, username], index) => ({
        Username: username ?? `0d1e2f3a-${index}`,
        UserStatus: status,
      })),
    });
}

beforeEach(() => {
  cognito.reset();
  cognito.on(ListUsersCommand).resolves({ Users: [] });
});

describe('the pre sign-up trigger', () => {
  it('confirms a password sign-up and verifies its email, so sign-in works at once', async () => {
    const result = await handler(event('PreSignUp_SignUp', { email: 'asha@example.com' }));
    expect(result.response).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: true,
      autoVerifyPhone: false,
    });
  });

  it('asks nothing for an account the API creates: its password and verified email come with it', async () => {
    const result = await handler(event('PreSignUp_AdminCreateUser', { email: 'asha@example.com' }));
    expect(result.response).toEqual({
      autoConfirmUser: false,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });

  it('does not ask to verify an email the account does not have', async () => {
    const result = await handler(event('PreSignUp_ExternalProvider', {}));
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: false });
    expect(cognito.commandCalls(ListUsersCommand)).toHaveLength(0);
  });

  it('hands the rest of the event back unchanged', async () => {
    const input = event('PreSignUp_SignUp', { email: 'asha@example.com' });
    const { response: _response, ...rest } = await handler(input);
    const { response: _input, ...expected } = input;
    expect(rest).toEqual(expected);
  });

  it('refuses a first Google sign-in for an email registered with a password', async () => {
    existing(['CONFIRMED']);
    await expect(
      handler(event('PreSignUp_ExternalProvider', { email: 'Asha@Example.com' })),
    ).rejects.toThrow(OTHER_LOGIN_METHOD_MESSAGE);
  });

  it.each(['PreSignUp_AdminCreateUser', 'PreSignUp_SignUp'] as const)(
    'refuses a password account (%s) for an email that signs in through Google',
    async (source) => {
      existing(['EXTERNAL_PROVIDER', 'google_1098765']);
      await expect(handler(event(source, { email: 'asha@example.com' }))).rejects.toThrow(
        OTHER_LOGIN_METHOD_MESSAGE,
      );
    },
  );

  it('refuses a first Google sign-in for an email another Google identity already uses', async () => {
    existing(['EXTERNAL_PROVIDER', 'google_1098765']);
    await expect(
      handler(event('PreSignUp_ExternalProvider', { email: 'asha@example.com' }, 'google_2000001')),
    ).rejects.toThrow(OTHER_LOGIN_METHOD_MESSAGE);
  });

  it.each([
    ['GitHub_583231', 'EXTERNAL_PROVIDER', 'google_1098765'],
    ['github_583231', 'EXTERNAL_PROVIDER', 'Google_1098765'],
    ['google_1098765', 'EXTERNAL_PROVIDER', 'github_583231'],
    ['github_583231', 'CONFIRMED', undefined],
  ] as const)(
    'refuses a first sign-in as %s for an email with a %s account %s',
    async (userName, status, username) => {
      existing([status, username]);
      await expect(
        handler(event('PreSignUp_ExternalProvider', { email: 'asha@example.com' }, userName)),
      ).rejects.toThrow(OTHER_LOGIN_METHOD_MESSAGE);
    },
  );

  it('refuses a password account for an email that signs in through GitHub', async () => {
    existing(['EXTERNAL_PROVIDER', 'github_583231']);
    await expect(
      handler(event('PreSignUp_AdminCreateUser', { email: 'asha@example.com' })),
    ).rejects.toThrow(OTHER_LOGIN_METHOD_MESSAGE);
  });

  it.each(['PreSignUp_AdminCreateUser', 'PreSignUp_SignUp'] as const)(
    'leaves a %s for an email with a password account to Cognito (which says it exists)',
    async (source) => {
      existing(['CONFIRMED']);
      await expect(handler(event(source, { email: 'asha@example.com' }))).resolves.toBeDefined();
    },
  );

  it('lets a first GitHub sign-in through for an email with no account', async () => {
    const result = await handler(
      event('PreSignUp_ExternalProvider', { email: 'asha@example.com' }, 'github_583231'),
    );
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });

  it('lets the sign-up through when the lookup fails', async () => {
    cognito.on(ListUsersCommand).rejects(new Error('Rate exceeded'));
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const result = await handler(event('PreSignUp_SignUp', { email: 'asha@example.com' }));
    expect(result.response.autoConfirmUser).toBe(true);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
