/**
 * `@module-federation/error-codes` for the browser builds: its codes and message format, without the one-line
 * description of each runtime error (`runtimeDescMap`, 0.5 KiB gzip in the shell's entry and again in every remote's
 * entry, so twice in a remote page's first load). An error of the runtime still says which it is and where it is
 * explained ("… #RUNTIME-008", its arguments, and the link to module-federation.io's page for that code), only the
 * sentence before the code is a general one. The app never shows these texts: a failed remote page shows the
 * catalogue's message with Retry (RemoteErrorBoundary).
 */
export * from '../../node_modules/@module-federation/error-codes/dist/error-codes.mjs';
export { getShortErrorMsg } from '../../node_modules/@module-federation/error-codes/dist/getShortErrorMsg.mjs';

export const RUNTIME_ERROR = 'Module Federation runtime error';

export const runtimeDescMap: Readonly<Record<string, string>> = new Proxy({}, { get: () => RUNTIME_ERROR });
