import { resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../infra/repository-root';
import { threadedHandler } from './function-threads';

const FIXTURE = resolve(repositoryRoot, 'testing/fixtures/local-cloud/threaded-function.ts');

describe('a function run in a thread of its own', () => {
  it('runs off the calling thread, answering each call with its own result', async () => {
    const handler = threadedHandler(FIXTURE);
    const results = (await Promise.all([1, 2, 3].map((echo) => handler({ echo })))) as {
      threadId: number;
      echo: number;
    }[];
    expect(results.map(({ echo }) => echo)).toEqual([1, 2, 3]);
    expect(new Set(results.map((result) => result.threadId)).size).toBe(1);
    expect(results[0]?.threadId).not.toBe(threadId);
  });

  it("fails a call with the function's error name and message, as Step Functions reads them", async () => {
    const handler = threadedHandler(FIXTURE);
    const failed = await handler({ fail: 'ModelRefused' }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).name).toBe('ModelRefused');
    expect((failed as Error).message).toBe('failed: ModelRefused');
    await expect(handler({ echo: 'after' })).resolves.toMatchObject({ echo: 'after' });
  });

  it('fails the calls of a thread that dies, and starts a new one for the next call', async () => {
    const handler = threadedHandler(FIXTURE);
    const first = (await handler({ echo: 1 })) as { threadId: number };
    await expect(handler({ exit: true })).rejects.toThrow(/exited with 3/);
    const next = (await handler({ echo: 2 })) as { threadId: number };
    expect(next.threadId).not.toBe(first.threadId);
  });
});
