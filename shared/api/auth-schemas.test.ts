import { describe, expect, it } from 'vitest';
import { identitySyncRequestSchema, loginRequestSchema } from './auth-schemas';

describe('the username a social sign-in offers', () => {
  it('is kept in NFC, as one typed at sign-up', () => {
    expect(identitySyncRequestSchema.parse({ username: ' Jose\u0301 ' }).username).toBe('José');
  });

  it('refuses hidden characters in words', () => {
    expect(
      identitySyncRequestSchema.safeParse({ username: 'ann\u202Ea' }).error?.issues[0]?.message,
    ).toBe('Username cannot contain control or hidden characters');
  });
});

describe("the login's authenticator code", () => {
  const login = { email: 'asha@example.com', password: 'secret-1' };

  it('is optional, and taken as the six digits an app shows, spaces around them dropped', () => {
    expect(loginRequestSchema.parse(login).mfa_code).toBeUndefined();
    expect(loginRequestSchema.parse({ ...login, mfa_code: ' 012345 ' }).mfa_code).toBe('012345');
  });

  it.each(['12345', '1234567', '12 345', 'abcdef', '１２３４５６'])('refuses "%s"', (code) => {
    expect(
      loginRequestSchema.safeParse({ ...login, mfa_code: code }).error?.issues[0]?.message,
    ).toBe('The code is the 6 digits your authenticator app shows');
  });
});
