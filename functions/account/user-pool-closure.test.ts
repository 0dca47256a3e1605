import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserPoolClosure } from './user-pool-closure';

const cognitoMock = mockClient(CognitoIdentityProviderClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => cognitoMock.restore());
beforeEach(() => cognitoMock.reset());

const closure = createUserPoolClosure(new CognitoIdentityProviderClient({ region: 'eu-west-1' }), {
  userPoolId: 'eu-west-1_example',
  clientId: 'spa-client',
});
const caller = { userId: 'sub-1', username: 'sub-1' };

describe("checking a closing account's password", () => {
  it('takes the password of an account with two-step sign-in on: the pool asks for the code only after it', async () => {
    cognitoMock
      .on(AdminInitiateAuthCommand)
      .resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 'session-1' });

    await expect(closure.checkPassword(caller, 'secret-1')).resolves.toBe('correct');
    expect(cognitoMock.commandCalls(AdminRespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it('refuses a wrong password whether or not the account has two-step sign-in', async () => {
    cognitoMock.on(AdminInitiateAuthCommand).rejects(
      new CognitoIdentityProviderServiceException({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
        $fault: 'client',
        $metadata: {},
      }),
    );

    await expect(closure.checkPassword(caller, 'secret-2')).resolves.toBe('incorrect');
  });
});
