import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionTokenKeeper } from './session-tokens';
import { RENEWAL_RETRY_MS, useTokenRenewal } from './use-token-renewal';

/** A keeper whose token needs renewing in `dueInMs`; each renewal pushes that an hour out. */
function keeperDueIn(dueInMs: number | null, renewals: 'succeed' | 'fail' = 'succeed') {
  let due = dueInMs === null ? null : Date.now() + dueInMs;
  const renew = vi.fn(async () => {
    if (renewals === 'succeed') due = Date.now() + 60 * 60_000;
    return 'token';
  });
  const keeper: SessionTokenKeeper = {
    fresh: async () => 'token',
    renew,
    msUntilRenewal: () => (due === null ? null : Math.max(0, due - Date.now())),
  };
  return { keeper, renew };
}

/** Lets time pass, with React applying what the timers set off. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTokenRenewal', () => {
  it('renews when the token is due, then again when the new one is', async () => {
    const { keeper, renew } = keeperDueIn(5 * 60_000);
    renderHook(() => useTokenRenewal(keeper));

    await advance(5 * 60_000 - 1);
    expect(renew).not.toHaveBeenCalled();
    await advance(1);
    expect(renew).toHaveBeenCalledTimes(1);

    await advance(60 * 60_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('waits before trying again after a failed renewal', async () => {
    const { keeper, renew } = keeperDueIn(0, 'fail');
    renderHook(() => useTokenRenewal(keeper));

    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
    await advance(RENEWAL_RETRY_MS - 1);
    expect(renew).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a token that expires, and stops when unmounted', async () => {
    const never = keeperDueIn(null);
    renderHook(() => useTokenRenewal(never.keeper));
    const later = keeperDueIn(1000);
    const { unmount } = renderHook(() => useTokenRenewal(later.keeper));

    unmount();
    await advance(10_000);

    expect(never.renew).not.toHaveBeenCalled();
    expect(later.renew).not.toHaveBeenCalled();
  });
});
