import { describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-errors';
import { createAuthService } from './auth-service';
import type { Accounts } from './cognito-accounts';
import type { NewProfile, Profile, Profiles } from './profiles';

type AuthProfiles = Pick<Profiles, 'get' | 'createWithWelcomeCredits' | 'withWelcomeGranted'>;

const now = new Date('2026-03-04T05:06:07.000Z');
/** A sync's request: from one address, countable in the analytics. */
const here = { sourceIp: '203.0.113.1', countable: true };
/** The claims of a Google account's token. */
const google = (sub: string) => ({
  sub,
  email: `${sub}@gmail.com`,
  identities: '[{"providerName":"Google"}]',
});

/** A profile made at an earlier sign-in, with its own name and balance. */
const existing: Profile = {
  userId: 'sub-1',
  username: 'Kept',
  email: 'asha@example.com',
  credits: 7,
  photoUrl: null,
  emailVerified: true,
  createdAt: now,
};

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
      return { profile: withCredits, created: true };
    },
    withWelcomeGranted: async (profile) => profile,
  };
}

function fakeAccounts(overrides: Partial<Accounts> = {}): Accounts {
  return {
    signUp: vi.fn(async () => {}),
    signIn: vi.fn(async () => ({ idToken: 'id-token', refreshToken: 'refresh', expiresIn: 3600 })),
    revokeRefreshToken: vi.fn(async () => {}),
    sendPasswordReset: vi.fn(async () => {}),
    ...overrides,
  };
}

/** Limits as countAgainst keeps them: per key, refusing past the limit and counting nothing. */
function fakeLimits() {
  const counts = new Map<string, number>();
  return async (
    limits: readonly { scope: string; subject: string; perHour: number }[],
    _at: Date,
    refused: () => Error,
  ) => {
    if (limits.some((limit) => (counts.get(limit.scope + limit.subject) ?? 0) >= limit.perHour)) {
      throw refused();
    }
    for (const limit of limits) {
      counts.set(limit.scope + limit.subject, (counts.get(limit.scope + limit.subject) ?? 0) + 1);
    }
  };
}

function serviceWith(
  options: {
    accounts?: Accounts;
    profiles?: AuthProfiles;
    claims?: Record<string, unknown>;
    emailVerificationRequired?: boolean;
  } = {},
) {
  const accounts = options.accounts ?? fakeAccounts();
  const profiles = options.profiles ?? fakeProfiles();
  const warn = vi.fn();
  const signUps: { countable: boolean }[] = [];
  const service = createAuthService({
    accounts,
    profiles,
    verifyIdToken: async () => ({ sub: 'sub-1', email: 'asha@example.com', ...options.claims }),
    countAgainst: fakeLimits(),
    emailVerificationRequired: options.emailVerificationRequired ?? false,
    funnel: {
      countStep: async (step, countable) => {
        if (step === 'sign_up') signUps.push({ countable });
      },
    },
    now: () => now,
    warn,
  });
  return { service, accounts, profiles, warn, signUps };
}

describe('register', () => {
  it('signs up with the email in lower case, then signs in and creates the profile', async () => {
    const profiles = fakeProfiles();
    const { service, accounts } = serviceWith({ profiles });
    const { session, profile } = await service.register(
      { username: 'Asha', email: 'Asha@Example.com', password: 'secret-1' },
      '203.0.113.9',
      true,
    );

    expect(accounts.signUp).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'secret-1',
      name: 'Asha',
    });
    expect(accounts.signIn).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'secret-1',
    });
    expect(session.idToken).toBe('id-token');
    expect(profile).toMatchObject({ userId: 'sub-1', username: 'Asha', credits: 20 });
    expect(profiles.created).toEqual([
      {
        userId: 'sub-1',
        username: 'Asha',
        email: 'asha@example.com',
        photoUrl: null,
        emailVerified: true,
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
      service.register(
        { username: 'Asha', email: 'asha@example.com', password: 'secret-1' },
        '203.0.113.9',
        true,
      ),
    ).rejects.toEqual(new AuthError('emailTaken'));
    expect(accounts.signIn).not.toHaveBeenCalled();
    expect(profiles.created).toEqual([]);
  });
});

describe('login', () => {
  it("names a new profile after the token's name, or else the email's prefix", async () => {
    const named = serviceWith({ claims: { name: 'Asha Rao' } });
    expect(
      (await named.service.login({ email: 'a@x.io', password: 'p' }, true)).profile.username,
    ).toBe('Asha Rao');
    const unnamed = serviceWith();
    expect(
      (await unnamed.service.login({ email: 'a@x.io', password: 'p' }, true)).profile.username,
    ).toBe('asha');
  });

  it("signs in with the authenticator app's code when one is sent, the email in lower case", async () => {
    const { service, accounts } = serviceWith();

    await service.login({ email: 'Asha@Example.com', password: 'p', mfa_code: '123456' }, true);

    expect(accounts.signIn).toHaveBeenCalledWith({
      email: 'asha@example.com',
      password: 'p',
      mfaCode: '123456',
    });
  });

  it('returns an existing profile as it is', async () => {
    const profiles = fakeProfiles([existing]);
    const { service } = serviceWith({ profiles });
    expect((await service.login({ email: 'a@x.io', password: 'p' }, true)).profile).toEqual(
      existing,
    );
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
      here,
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
      here,
    );
    expect(fromDisplayName.username).toBe('Display Name');
    const fromToken = await service.syncProfile(
      { sub: 'b', email: 'b@x.io', name: 'Token Name', picture: 'https://x.io/b.png' },
      {},
      here,
    );
    expect(fromToken).toMatchObject({ username: 'Token Name', photoUrl: 'https://x.io/b.png' });
  });

  it('keeps no photo that is not an https address', async () => {
    const { service } = serviceWith();
    const profile = await service.syncProfile(
      { sub: 'c', email: 'c@x.io' },
      { photo_url: 'http://insecure.example.com/c.png' },
      here,
    );
    expect(profile.photoUrl).toBeNull();
  });

  it('refuses a first sign-in whose token has no email', async () => {
    const { service } = serviceWith();
    await expect(service.syncProfile({ sub: 'd' }, {}, here)).rejects.toEqual(
      new AuthError('missingEmail'),
    );
  });
});

describe('the sign-up step of the product analytics', () => {
  it("is counted once, when the account's profile is created, as countable as its request", async () => {
    const { service, signUps } = serviceWith();

    await service.syncProfile({ sub: 'new', email: 'new@x.io' }, {}, here);
    await service.syncProfile({ sub: 'new', email: 'new@x.io' }, {}, here);
    await service.syncProfile({ sub: 'dnt', email: 'dnt@x.io' }, {}, { ...here, countable: false });

    expect(signUps).toEqual([{ countable: true }, { countable: false }]);
  });

  it('is not counted for an existing profile signing in', async () => {
    const { service, signUps } = serviceWith({ profiles: fakeProfiles([existing]) });

    await service.login({ email: 'asha@example.com', password: 'p' }, true);

    expect(signUps).toEqual([]);
  });
});

describe('email verification at sign-up', () => {
  it('makes password accounts unverified where verification is required, Google ones verified', async () => {
    const profiles = fakeProfiles();
    const { service } = serviceWith({ profiles, emailVerificationRequired: true });
    await service.syncProfile({ sub: 'pw', email: 'pw@x.io' }, {}, here);
    await service.syncProfile(
      { sub: 'google', email: 'g@x.io', identities: '[{"providerName":"Google"}]' },
      {},
      here,
    );
    expect(profiles.created.map((profile) => [profile.userId, profile.emailVerified])).toEqual([
      ['pw', false],
      ['google', true],
    ]);
  });

  it('makes every account verified where it is not required', async () => {
    const profiles = fakeProfiles();
    const { service } = serviceWith({ profiles });
    await service.syncProfile({ sub: 'pw', email: 'pw@x.io' }, {}, here);
    expect(profiles.created[0]?.emailVerified).toBe(true);
  });
});

describe('limits on sign-ups and reset emails', () => {
  it('refuses the sixth sign-up for one email in an hour before asking the user pool', async () => {
    const { service, accounts } = serviceWith();
    const attempt = (ip: string) =>
      service.register({ username: 'A', email: 'Same@x.io', password: 'secret-1' }, ip, true);
    for (let index = 0; index < 5; index += 1) await attempt(`198.51.100.${index}`);
    await expect(attempt('198.51.100.99')).rejects.toEqual(new AuthError('tooManySignUps'));
    expect(accounts.signUp).toHaveBeenCalledTimes(5);
  });

  it('refuses the 21st sign-up from one address in an hour', async () => {
    const { service, accounts } = serviceWith();
    for (let index = 0; index < 20; index += 1) {
      await service.register(
        { username: 'A', email: `a${index}@x.io`, password: 'secret-1' },
        '203.0.113.7',
        true,
      );
    }
    await expect(
      service.register(
        { username: 'A', email: 'new@x.io', password: 'secret-1' },
        '203.0.113.7',
        true,
      ),
    ).rejects.toEqual(new AuthError('tooManySignUps'));
    expect(accounts.signUp).toHaveBeenCalledTimes(20);
  });

  it('counts a Google account against the same limits at its first sync, and only then', async () => {
    const profiles = fakeProfiles();
    const { service } = serviceWith({ profiles });
    for (let index = 0; index < 20; index += 1) {
      await service.syncProfile(google(`g${index}`), {}, here);
    }

    await expect(service.syncProfile(google('g20'), {}, here)).rejects.toEqual(
      new AuthError('tooManySignUps'),
    );
    expect(profiles.created).toHaveLength(20);
    // Accounts already made sign in again; another network is its own.
    await expect(service.syncProfile(google('g3'), {}, here)).resolves.toMatchObject({
      credits: 20,
    });
    await expect(
      service.syncProfile(google('g20'), {}, { ...here, sourceIp: '198.51.100.4' }),
    ).resolves.toMatchObject({ userId: 'g20', credits: 20 });
  });

  it('counts a password account once: at its registration, not again at its sync', async () => {
    const { service } = serviceWith({ claims: { sub: 'pw' } });
    for (let index = 0; index < 20; index += 1) {
      await service.syncProfile({ sub: `pw${index}`, email: `pw${index}@x.io` }, {}, here);
    }
    await expect(
      service.register(
        { username: 'A', email: 'asha@example.com', password: 'secret-1' },
        here.sourceIp,
        true,
      ),
    ).resolves.toMatchObject({ profile: { credits: 20 } });
  });

  it('sends at most five reset emails an hour for one address', async () => {
    const { service, accounts } = serviceWith();
    for (let index = 0; index < 5; index += 1) {
      await service.forgotPassword('Asha@Example.com', `192.0.2.${index}`);
    }
    await expect(service.forgotPassword('asha@example.com', '192.0.2.50')).rejects.toEqual(
      new AuthError('tooManyResets'),
    );
    expect(accounts.sendPasswordReset).toHaveBeenCalledTimes(5);
    expect(accounts.sendPasswordReset).toHaveBeenLastCalledWith('asha@example.com');
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
