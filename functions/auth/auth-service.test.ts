import { describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-errors';
import { createAuthService } from './auth-service';
import type { Accounts } from './cognito-accounts';
import type { NewProfile, Profile, Profiles } from './profiles';

type AuthProfiles = Pick<Profiles, 'get' | 'createWithWelcomeCredits'>;

const now = new Date('2026-03-04T05:06:07.000Z');

function fakeProfiles(existing: Profile[] = []): AuthProfiles & { created: NewProfile[] } {
  const stored = new Map(existing.map((profile) => [profile.userId, profile]));
  const created: NewProfile[] = [];
  return {
    created,
    get: async (userId) => stored.get(userId) ?? null,
    createWithWelcomeCredits: async (profile) => {
      created.push(profile);
      const withCredits = { ...profile, credits: 20 };
      stored.set(profile.userId, withCredits);
      return withCredits;
    },
  };
}

function fakeAccounts(overrides: Partial<Accounts> = {}): Accounts {
  return {
    signUp: vi.fn(async () => {}),
    signIn: vi.fn(async () => ({ idToken: 'id-token', refreshToken: 'refresh', expiresIn: 3600 })),
    revokeRefreshToken: vi.fn(async () => {}),
    ...overrides,
  };
}

function serviceWith(
  options: { accounts?: Accounts; profiles?: AuthProfiles; claims?: Record<string, unknown> } = {},
) {
  const accounts = options.accounts ?? fakeAccounts();
  const profiles = options.profiles ?? fakeProfiles();
  const warn = vi.fn();
  const service = createAuthService({
    accounts,
    profiles,
    verifyIdToken: async () => ({ sub: 'sub-1', email: 'asha@example.com', ...options.claims }),
    now: () => now,
    warn,
  });
  return { service, accounts, profiles, warn };
}

describe('register', () => {
  it('signs up with the email in lower case, then signs in and creates the profile', async () => {
    const profiles = fakeProfiles();
    const { service, accounts } = serviceWith({ profiles });
    const { session, profile } = await service.register({
      username: 'Asha',
      email: 'Asha@Example.com',
      password: 'secret1',
    });

    expect(accounts.signUp).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'secret1',
      name: 'Asha',
    });
    expect(accounts.signIn).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(session.idToken).toBe('id-token');
    expect(profile).toMatchObject({ userId: 'sub-1', username: 'Asha', credits: 20 });
    expect(profiles.created).toEqual([
      {
        userId: 'sub-1',
        username: 'Asha',
        email: 'asha@example.com',
        photoUrl: null,
        createdAt: now,
      },
    ]);
  });

  it('creates nothing when the sign-up is refused', async () => {
    const profiles = fakeProfiles();
    const accounts = fakeAccounts({
      signUp: async () => {
        throw new AuthError('emailTaken');
      },
    });
    const { service } = serviceWith({ accounts, profiles });
    await expect(
      service.register({ username: 'Asha', email: 'asha@example.com', password: 'secret1' }),
    ).rejects.toEqual(new AuthError('emailTaken'));
    expect(accounts.signIn).not.toHaveBeenCalled();
    expect(profiles.created).toEqual([]);
  });
});

describe('login', () => {
  it("names a new profile after the token's name, or else the email's prefix", async () => {
    const named = serviceWith({ claims: { name: 'Asha Rao' } });
    expect((await named.service.login({ email: 'a@x.io', password: 'p' })).profile.username).toBe(
      'Asha Rao',
    );
    const unnamed = serviceWith();
    expect((await unnamed.service.login({ email: 'a@x.io', password: 'p' })).profile.username).toBe(
      'asha',
    );
  });

  it('returns an existing profile as it is', async () => {
    const existing: Profile = {
      userId: 'sub-1',
      username: 'Kept',
      email: 'asha@example.com',
      credits: 7,
      photoUrl: null,
      createdAt: now,
    };
    const profiles = fakeProfiles([existing]);
    const { service } = serviceWith({ profiles });
    expect((await service.login({ email: 'a@x.io', password: 'p' })).profile).toEqual(existing);
    expect(profiles.created).toEqual([]);
  });
});

describe('syncProfile', () => {
  it('takes who the caller is from the claims and only a name and photo from the body', async () => {
    const profiles = fakeProfiles();
    const { service } = serviceWith({ profiles });
    const profile = await service.syncProfile(
      { sub: 'sub-9', email: 'Meera@Example.com', email_verified: 'true' },
      { username: '  Meera  ', photo_url: 'https://images.example.com/meera.png' },
    );
    expect(profile).toMatchObject({
      userId: 'sub-9',
      email: 'meera@example.com',
      username: 'Meera',
      photoUrl: 'https://images.example.com/meera.png',
    });
  });

  it("falls back to the display name, then the token's name and picture", async () => {
    const { service } = serviceWith();
    const fromDisplayName = await service.syncProfile(
      { sub: 'a', email: 'a@x.io', name: 'Token Name' },
      { display_name: 'Display Name' },
    );
    expect(fromDisplayName.username).toBe('Display Name');
    const fromToken = await service.syncProfile(
      { sub: 'b', email: 'b@x.io', name: 'Token Name', picture: 'https://x.io/b.png' },
      {},
    );
    expect(fromToken).toMatchObject({ username: 'Token Name', photoUrl: 'https://x.io/b.png' });
  });

  it('keeps no photo that is not an https address', async () => {
    const { service } = serviceWith();
    const profile = await service.syncProfile(
      { sub: 'c', email: 'c@x.io' },
      { photo_url: 'http://insecure.example.com/c.png' },
    );
    expect(profile.photoUrl).toBeNull();
  });

  it('refuses a first sign-in whose token has no email', async () => {
    const { service } = serviceWith();
    await expect(service.syncProfile({ sub: 'd' }, {})).rejects.toEqual(
      new AuthError('missingEmail'),
    );
  });
});

describe('currentUser', () => {
  it('says the profile was not found for a user who never synced', async () => {
    const { service } = serviceWith();
    await expect(service.currentUser('nobody')).rejects.toEqual(new AuthError('profileNotFound'));
  });
});

describe('logout', () => {
  it('revokes the refresh token given', async () => {
    const { service, accounts } = serviceWith();
    await service.logout('refresh');
    expect(accounts.revokeRefreshToken).toHaveBeenCalledWith('refresh');
  });

  it('succeeds, with a warning, when the pool refuses to revoke', async () => {
    const accounts = fakeAccounts({
      revokeRefreshToken: async () => {
        throw new Error('Invalid token');
      },
    });
    const { service, warn } = serviceWith({ accounts });
    await expect(service.logout('bad')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does nothing without a token', async () => {
    const { service, accounts } = serviceWith();
    await service.logout(undefined);
    expect(accounts.revokeRefreshToken).not.toHaveBeenCalled();
  });
});
