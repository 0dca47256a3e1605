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

/** An object whose members are all async methods (a store, a gateway). */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * `T` made by `load` on the first call of any of its methods, and kept (as rememberedUntilFailure
 * keeps it): for a client whose module is loaded with `import()` when some request first needs
 * it, so a cold start does not read the code of what only a few requests use. `methods` names
 * every method, so none is left out.
 */
export function madeOnFirstCall<T extends AsyncMethods<T>>(
  load: () => Promise<T>,
  methods: { [K in keyof T]: true },
): T {
  const made = rememberedUntilFailure(load);
  const forward =
    (name: keyof T) =>
    async (...args: never[]) => {
      const target = await made();
      return (target[name] as (...args: never[]) => Promise<unknown>).apply(target, args);
    };
  return Object.fromEntries(
    (Object.keys(methods) as (keyof T)[]).map((name) => [name, forward(name)]),
  ) as T;
}
