import { describe, expect, it, vi } from 'vitest';
import { madeOnFirstCall, rememberedUntilFailure } from './remembered';

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

describe('madeOnFirstCall', () => {
  interface Store {
    read(key: string): Promise<string>;
    write(key: string, value: string): Promise<void>;
  }

  it('makes nothing until a method is called, then makes the object once for every method', async () => {
    const written = new Map<string, string>();
    const load = vi.fn(async (): Promise<Store> => ({
      read: async (key) => written.get(key) ?? 'missing',
      write: async (key, value) => void written.set(key, value),
    }));
    const store = madeOnFirstCall(load, { read: true, write: true });
    expect(load).not.toHaveBeenCalled();
    await store.write('a', 'one');
    expect(await store.read('a')).toBe('one');
    expect(await store.read('b')).toBe('missing');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failure to make the object to the caller, and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Store>>()
      .mockRejectedValueOnce(new Error('cannot load'))
      .mockResolvedValue({ read: async () => 'value', write: async () => undefined });
    const store = madeOnFirstCall(load, { read: true, write: true });
    await expect(store.read('a')).rejects.toThrow('cannot load');
    expect(await store.read('a')).toBe('value');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
