import { afterAll, vi } from 'vitest';

// The unit lanes run file after file in a worker that keeps its modules (they do not isolate
// files). What a file stubs, spies on or fakes is undone when it ends, so the next starts clean.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
