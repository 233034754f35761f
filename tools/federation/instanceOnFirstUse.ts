/** The two functions of the bundler runtime that the start-up code calls to create the instance. */
export interface InstanceCreation {
  init(options: { webpackRequire: { federation: object } }): unknown;
  installInitialConsumes?(options: { initialConsumes: unknown[] }): unknown;
}

/**
 * The federation plugin's start-up code, which an app's entry runs as it is evaluated, creates the runtime's
 * instance there and then (`init`: its plugins, hooks and share tables, then the consume tables of
 * `installInitialConsumes`): about 10 ms of the shell entry's 21 to 29 ms task on the bench machine, four times that
 * on a phone, before anything asks for a shared module or a remote. Here `init` only says how to create it: the
 * instance is created when something first reads `federation.instance`, or when `soon` calls back, if nothing read it
 * before. With no shared module consumed while the entry runs (`initialConsumes` empty: every shared package loads
 * asynchronously), the consume tables are built right after the instance, in the same order as before; otherwise at
 * once, as before.
 */
export function createInstanceOnFirstUse(
  runtime: InstanceCreation,
  soon?: (create: () => void) => void,
): void {
  const { init, installInitialConsumes } = runtime;
  let afterCreation = () => {};
  runtime.init = (options) => {
    let instance: unknown;
    const federation = options.webpackRequire.federation as { instance?: unknown };
    Object.defineProperty(federation, 'instance', {
      get: () => {
        if (!instance) {
          instance = init(options);
          afterCreation();
        }
        return instance;
      },
      set: (value: unknown) => {
        instance = value;
      },
    });
    soon?.(() => void federation.instance);
    // The start-up code stores the answer in `federation.instance`: nothing yet.
    return undefined;
  };
  runtime.installInitialConsumes = (options) => {
    if (options.initialConsumes.length > 0) return installInitialConsumes?.(options);
    afterCreation = () => installInitialConsumes?.(options);
  };
}
