import { describe, expect, it } from 'vitest';
import { accountCallerOf } from './account-caller';

describe('the caller of an account closure', () => {
  it('reads the sign-in time as the JWT authorizer passes it (a string) or as a number', () => {
    const fromAuthorizer = accountCallerOf({
      sub: 'sub-1',
      email: 'Asha@Example.com',
      'cognito:username': 'b1c2',
      auth_time: '1764928800',
    });
    const fromToken = accountCallerOf({ sub: 'sub-1', auth_time: 1764928800 });

    expect(fromAuthorizer).toEqual({
      userId: 'sub-1',
      username: 'b1c2',
      federated: false,
      authTime: new Date(1764928800 * 1000),
    });
    expect(fromToken.authTime).toEqual(new Date(1764928800 * 1000));
  });

  it('knows a Google or GitHub account by its identities, and falls back to the email as its name', () => {
    const caller = accountCallerOf({
      sub: 'sub-2',
      email: 'ravi@example.com',
      identities: '[{"providerName":"Google"}]',
    });

    expect(caller).toMatchObject({ federated: true, username: 'ravi@example.com', authTime: null });
  });
});
