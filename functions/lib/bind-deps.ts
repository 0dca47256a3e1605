/** The functions of `F` with their first parameter (the dependencies) already given. */
export type BoundTo<D, F> = {
  [K in keyof F]: F[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * Binds `deps` as the first argument of each function: a module's named functions become the
 * object its factory returns (`createProjects(table).get(userId, id)` calls `get(table, userId,
 * id)`), so the functions stay visible in an outline and testable alone.
 */
export function bindDeps<D, F extends Record<string, (deps: D, ...args: never[]) => unknown>>(
  deps: D,
  functions: F,
): BoundTo<D, F> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => fn(deps, ...args)]),
  ) as BoundTo<D, F>;
}
