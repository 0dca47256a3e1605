import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './pre-sign-up-handler';

function event(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userAttributes: Record<string, string>,
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_example',
    userName: 'sub-1',
    triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'spa-client' },
    request: { userAttributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

describe('the pre sign-up trigger', () => {
  it('confirms a password sign-up and verifies its email, so sign-in works at once', async () => {
    const result = await handler(event('PreSignUp_SignUp', { email: 'asha@example.com' }));
    expect(result.response).toEqual({
      autoConfirmUser: true,
      autoVerifyEmail: true,
      autoVerifyPhone: false,
    });
  });

  it('does not ask to verify an email the account does not have', async () => {
    const result = await handler(event('PreSignUp_ExternalProvider', {}));
    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: false });
  });

  it('hands the rest of the event back unchanged', async () => {
    const input = event('PreSignUp_SignUp', { email: 'asha@example.com' });
    const { response: _response, ...rest } = await handler(input);
    const { response: _input, ...expected } = input;
    expect(rest).toEqual(expected);
  });
});
