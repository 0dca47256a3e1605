import { describe, expect, it } from 'vitest';
import { signInMethodOf } from './sign-in-method';

const NOW = Date.parse('2026-12-05T10:00:00Z');

/** An unsigned token with these claims: the app reads claims, the server verifies. */
function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

describe('how the signed-in person confirms closing their account', () => {
  it('asks a password account for its password', () => {
    expect(signInMethodOf(tokenWith({ sub: 's', auth_time: NOW / 1000 }), NOW)).toEqual({
      kind: 'password',
    });
    expect(signInMethodOf(null, NOW)).toEqual({ kind: 'password' });
  });

  it('knows a Google or GitHub sign-in, and whether it was in the last five minutes', () => {
    const identities = [{ providerName: 'GitHub' }];
    const recent = tokenWith({ identities, auth_time: NOW / 1000 - 60 });
    const stale = tokenWith({ identities, auth_time: NOW / 1000 - 6 * 60 });

    expect(signInMethodOf(recent, NOW)).toEqual({
      kind: 'social',
      provider: 'github',
      signedInRecently: true,
    });
    expect(signInMethodOf(stale, NOW)).toMatchObject({ signedInRecently: false });
    expect(
      signInMethodOf(tokenWith({ identities: [{ providerName: 'Other' }] }), NOW),
    ).toMatchObject({ provider: null, signedInRecently: false });
  });
});
