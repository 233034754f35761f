import federation from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/index.js';

/** The two functions of the bundler runtime that the start-up code calls to create the instance. */
export interface InstanceCreation {
  init(options: { webpackRequire: { federation: object } }): unknown;
  installInitialConsumes?(options: { initialConsumes: unknown[] }): unknown;
}

/**
 * The federation plugin's start-up code, which the shell's entry runs as it is evaluated, creates the runtime's
 * instance there and then (`init`: its plugins, hooks and share tables, then the consume tables of
 * `installInitialConsumes`): about 10 ms of the entry's 21 to 29 ms task on the bench machine, four times that on a
 * phone, before anything asks for a shared module or a remote. Here `init` only says how to create it: the instance
 * is created when something first reads `federation.instance` (the first shared module asked for, or the shell's
 * start, shell/src/index.ts, in a task of its own). With no shared module consumed while the entry runs
 * (`initialConsumes` empty: every shared package loads asynchronously), the consume tables are built right after the
 * instance, in the same order as before; otherwise at once, as before.
 */
export function createInstanceOnFirstUse(runtime: InstanceCreation): void {
  const { init, installInitialConsumes } = runtime;
  let afterCreation = () => {};
  runtime.init = (options) => {
    let instance: unknown;
    Object.defineProperty(options.webpackRequire.federation, 'instance', {
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
    // The start-up code stores the answer in `federation.instance`: nothing yet.
    return undefined;
  };
  runtime.installInitialConsumes = (options) => {
    if (options.initialConsumes.length > 0) return installInitialConsumes?.(options);
    afterCreation = () => installInitialConsumes?.(options);
  };
}

// The types say `init` answers nothing; it answers the instance, which the start-up code stores.
createInstanceOnFirstUse(federation.bundlerRuntime as unknown as InstanceCreation);

export * from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/index.js';
export default federation;
