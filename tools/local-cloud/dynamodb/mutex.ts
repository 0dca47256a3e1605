export interface Mutex {
  /** Runs `task` once every task queued before it has settled. */
  runExclusive<T>(task: () => Promise<T>): Promise<T>;
}

export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    runExclusive(task) {
      const result = tail.then(task);
      // A failed task must not block the queue behind it.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
