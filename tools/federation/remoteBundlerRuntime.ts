import federation from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/index.js';
import { yieldToBrowser } from '@dreampitch/app-frame/yieldToBrowser';
import { createInstanceOnFirstUse, type InstanceCreation } from './instanceOnFirstUse';

/*
 * A remote's bundler runtime (an alias in tools/federation/index.ts). The remote's entry is evaluated while its page
 * is loading, and created the remote's instance in the same task (its plugins, hooks and the shared packages it
 * registers). The instance is now created in a task of its own right after the entry's, unless something reads it
 * first (the shell initialising the entry, or the remote's standalone page). A failure there is not reported twice:
 * the instance stays uncreated, and the first reader gets the error.
 */
createInstanceOnFirstUse(federation.bundlerRuntime as unknown as InstanceCreation, (create) => {
  void yieldToBrowser()
    .then(create)
    .catch(() => undefined);
});

export * from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/index.js';
export default federation;
