import { describe, expect, it } from 'vitest';
import { identitySyncRequestSchema } from './auth-schemas';

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
