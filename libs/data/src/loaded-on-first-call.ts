/**
 * A repository whose code loads on its first call (every method of `T` returns a promise, so a call can wait for
 * it); `known` holds its fields, answered without loading. The in-memory demo repositories are created this way: a
 * build with a backend never calls them, and the pages of a real visit need not download them.
 */
export function loadedOnFirstCall<T extends object>(known: Partial<T>, load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  const forward =
    (name: PropertyKey) =>
    async (...args: unknown[]): Promise<unknown> => {
      const repository = await (loaded ??= load());
      const call = repository[name as keyof T] as (...values: unknown[]) => unknown;
      return call.apply(repository, args);
    };
  // Each method is an own property of the target once asked for, so it can be replaced (a test's spy) like any
  // object's. Not thenable: awaiting the repository itself gives the repository.
  const methodOf = (target: T, name: PropertyKey) => {
    if (!Reflect.has(target, name) && name !== 'then' && typeof name === 'string') {
      Reflect.defineProperty(target, name, { value: forward(name), writable: true, configurable: true });
    }
    return Reflect.getOwnPropertyDescriptor(target, name);
  };
  return new Proxy({ ...known } as T, {
    get: (target, name) => methodOf(target, name)?.value,
    has: (target, name) => methodOf(target, name) !== undefined,
    getOwnPropertyDescriptor: methodOf,
  });
}
