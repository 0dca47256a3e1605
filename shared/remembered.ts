/**
 * `load` once, its answer kept for the process's (or container's) life and shared by callers who
 * ask while it is still loading; a failure is not remembered, so the next call tries again.
 */
export function rememberedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let remembered: Promise<T> | undefined;
  return () => {
    if (!remembered) {
      const pending = load();
      pending.catch(() => {
        if (remembered === pending) remembered = undefined;
      });
      remembered = pending;
    }
    return remembered;
  };
}
