import { describe, expect, it, vi } from 'vitest';
import { rememberedUntilFailure } from './remembered';

describe('rememberedUntilFailure', () => {
  it('loads once for every caller, including those who ask while it loads', async () => {
    let finish = (_value: number) => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const value = rememberedUntilFailure(load);
    const early = [value(), value()];
    finish(7);
    expect(await Promise.all([...early, value()])).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure, and keeps the first success', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('throttled'))
      .mockResolvedValue('key');
    const value = rememberedUntilFailure(load);
    await expect(value()).rejects.toThrow('throttled');
    expect(await value()).toBe('key');
    expect(await value()).toBe('key');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
