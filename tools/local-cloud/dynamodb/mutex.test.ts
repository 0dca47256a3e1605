import { describe, expect, it } from 'vitest';
import { createMutex } from './mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createMutex', () => {
  it('runs tasks one at a time in the order they were queued', async () => {
    const mutex = createMutex();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };

    const results = await Promise.all([
      mutex.runExclusive(task('a')),
      mutex.runExclusive(task('b')),
      mutex.runExclusive(task('c')),
    ]);

    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('keeps going after a task fails', async () => {
    const mutex = createMutex();

    const failed = mutex.runExclusive(() => Promise.reject(new Error('boom')));
    const next = mutex.runExclusive(async () => 'next');

    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
