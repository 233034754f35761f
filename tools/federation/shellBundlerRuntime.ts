import federation from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/index.js';
import { createInstanceOnFirstUse, type InstanceCreation } from './instanceOnFirstUse';

/*
 * The shell's bundler runtime (an alias in tools/federation/index.ts): its instance is created when first read, which
 * the shell's start does after the first frame, in a task of its own, before asking for react-dom (shell/src/index.ts).
 * The types say `init` answers nothing; it answers the instance, which the start-up code stores.
 */
createInstanceOnFirstUse(federation.bundlerRuntime as unknown as InstanceCreation);

export * from '../../node_modules/@module-federation/webpack-bundler-runtime/dist/index.js';
export default federation;
