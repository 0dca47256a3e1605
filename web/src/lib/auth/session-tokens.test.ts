import { describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from './auth-service';
import { idTokenClaims, jwtExpiresAt } from './jwt-expiry';
import { createSessionTokenKeeper, REFRESH_AHEAD_MS } from './session-tokens';
import { fakeJwt } from '../../../../testing/web/auth/fake-jwt';

const NOW = Date.UTC(2025, 10, 1, 10, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

function keeperWith(initial: string | null, refresh: () => Promise<SessionTokens | null>) {
  let stored = initial;
  const keeper = createSessionTokenKeeper({
    readToken: () => stored,
    writeToken: (token) => {
      stored = token;
    },
    refresh,
    now: () => NOW,
  });
  return {
    keeper,
    stored: () => stored,
    replace: (token: string | null) => {
      stored = token;
    },
  };
}

describe('jwtExpiresAt', () => {
  it("reads a JWT's expiry in milliseconds, and nothing from other strings", () => {
    expect(jwtExpiresAt(fakeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(jwtExpiresAt(fakeJwt({ sub: 'no expiry' }))).toBeNull();
    expect(jwtExpiresAt('opaque-token')).toBeNull();
    expect(jwtExpiresAt('a.%%%.c')).toBeNull();
  });

  it("reads a Cognito ID token's profile claims, including non-ASCII names", () => {
    const token = fakeJwt({
      sub: 's1',
      email: 'a@example.com',
      name: 'Aśha',
      'cognito:username': 'g_1',
    });
    expect(idTokenClaims(token)).toEqual({
      sub: 's1',
      email: 'a@example.com',
      name: 'Aśha',
      'cognito:username': 'g_1',
    });
  });
});

describe('the session token keeper', () => {
  const valid = fakeJwt({ exp: seconds(NOW + 10 * 60_000) });
  const expiring = fakeJwt({ exp: seconds(NOW + 30_000) });
  const renewed = fakeJwt({ exp: seconds(NOW + 60 * 60_000) });

  it('hands out a token that is valid for longer than a minute as it is', async () => {
    const refresh = vi.fn(async () => ({ idToken: renewed, refreshToken: 'r' }));
    const { keeper } = keeperWith(valid, refresh);

    await expect(keeper.fresh()).resolves.toBe(valid);
    expect(refresh).not.toHaveBeenCalled();
    expect(keeper.msUntilRenewal()).toBe(10 * 60_000 - REFRESH_AHEAD_MS);
  });

  it('renews a token that expires within a minute and stores the new one', async () => {
    const { keeper, stored } = keeperWith(expiring, async () => ({
      idToken: renewed,
      refreshToken: 'r',
    }));

    expect(keeper.msUntilRenewal()).toBe(0);
    await expect(keeper.fresh()).resolves.toBe(renewed);
    expect(stored()).toBe(renewed);
  });

  it('keeps the old token for the server to judge when renewing fails', async () => {
    const { keeper, stored } = keeperWith(expiring, async () => {
      throw new Error('NotAuthorizedException');
    });

    await expect(keeper.fresh()).resolves.toBe(expiring);
    expect(stored()).toBe(expiring);
  });

  it('does not bring a session back that was logged out during the renewal', async () => {
    let finish: (tokens: SessionTokens) => void = () => undefined;
    const { keeper, stored, replace } = keeperWith(
      expiring,
      () => new Promise((resolve) => (finish = resolve)),
    );

    const pending = keeper.renew();
    replace(null);
    finish({ idToken: renewed, refreshToken: 'r' });

    await expect(pending).resolves.toBeNull();
    expect(stored()).toBeNull();
  });

  it('has nothing to renew when signed out, or for a token without an expiry', async () => {
    const refresh = vi.fn(async () => null);
    expect(keeperWith(null, refresh).keeper.msUntilRenewal()).toBeNull();
    await expect(keeperWith(null, refresh).keeper.fresh()).resolves.toBeNull();
    await expect(keeperWith('opaque', refresh).keeper.fresh()).resolves.toBe('opaque');
    expect(refresh).not.toHaveBeenCalled();
  });
});
